/**
 * The theme (the real ThemeService): the stored preference is read at start (key app-theme, values
 * dark or light), dark adds the dark-theme class to the document root, light removes it; default light.
 */
import type { DocumentAdapter } from '../adapters/document';
import type { KeyValueStorage } from '../adapters/storage';
import { signal } from '../reactive/signal';
import type { ThemeName, ThemeService } from '../services/types';

export const THEME_STORAGE_KEY = 'app-theme';
export const DARK_THEME_CLASS = 'dark-theme';
export const DEFAULT_THEME: ThemeName = 'light';

export interface ThemeOptions {
  storage?: KeyValueStorage | undefined;
  document?: DocumentAdapter | undefined;
  /** The design's default theme. */
  defaultTheme?: ThemeName;
}

export function createThemeService(options: ThemeOptions = {}): ThemeService & { subscribe(listener: () => void): () => void } {
  const stored = options.storage?.getItem(THEME_STORAGE_KEY);
  const initial: ThemeName = stored === 'dark' || stored === 'light' ? stored : (options.defaultTheme ?? DEFAULT_THEME);
  const theme = signal<ThemeName>(initial);
  const apply = (name: ThemeName) => options.document?.setRootClass(DARK_THEME_CLASS, name === 'dark');
  apply(initial);
  return {
    getTheme: () => theme.get(),
    setTheme(next) {
      theme.set(next);
      apply(next);
      options.storage?.setItem(THEME_STORAGE_KEY, next);
    },
    subscribe: (listener) => theme.subscribe(listener),
  };
}
