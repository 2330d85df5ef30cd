// Shared checks of browser journeys: console problems (React reports hydration mismatches there) and hydration.
import type { Page } from 'playwright-core';

/** Collects console errors and warnings and page errors; a document answering 404 is reported by the browser, not us. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = `${message.type()}: ${message.text()} (${message.location().url})`;
    if (!text.includes('status of 404')) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Resolves once React has attached to the server's HTML and the first page load (collections, onload) has run. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main.ww-page');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
  await page.waitForLoadState('networkidle');
}

/** The open pages, as the sitemap lists them (private pages are not in it). */
export async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
}
