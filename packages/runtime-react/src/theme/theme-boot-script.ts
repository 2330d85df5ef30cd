/**
 * A tiny inline script for the document head: applies the stored theme (or the design's default) to the root class
 * before the first paint, so a dark preference survives a reload without a light flash before hydration.
 */
import { DARK_THEME_CLASS, THEME_STORAGE_KEY } from '@kit/runtime-core';
import type { ThemeName } from '@kit/runtime-core';

export function themeBootScript(defaultTheme: ThemeName): string {
  const key = JSON.stringify(THEME_STORAGE_KEY);
  const fallback = JSON.stringify(defaultTheme);
  const darkClass = JSON.stringify(DARK_THEME_CLASS);
  return (
    `<script>try{var t=localStorage.getItem(${key});if(t!=="dark"&&t!=="light")t=${fallback};` +
    `document.documentElement.classList.toggle(${darkClass},t==="dark")}catch(e){}</script>`
  );
}
