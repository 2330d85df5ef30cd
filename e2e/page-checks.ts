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

/**
 * Resolves once React has committed the hydrated page and, given a selector, owns that element (a lazily loaded
 * element replaces its fallback later). React attaches its keys to nodes while it renders, before the commit: input
 * typed in between is lost, so the runtime's `site:hydrated` mark (HYDRATED_MARK, set after the commit) is awaited too.
 */
export async function waitForHydrated(page: Page, selector = 'main.ww-page'): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    const owned = element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    return owned && performance.getEntriesByName('site:hydrated').length > 0;
  }, selector);
}

/** Resolves once the page is hydrated and its first page load (collections, onload) has run. */
export async function waitForHydration(page: Page): Promise<void> {
  await waitForHydrated(page);
  await page.waitForLoadState('networkidle');
}

/** The open pages, as the sitemap lists them (private pages are not in it). */
export async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
}
