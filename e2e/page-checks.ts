// Shared checks of browser journeys: console problems (React reports hydration mismatches there) and hydration.
import type { Browser, BrowserContext, Page } from 'playwright-core';

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

/**
 * Text only a database, a query or a stack trace writes: what must never reach a page. (PostgREST's wire errors carry
 * such text by design; a journey that does what a person does must not cause one, and no page may show one.)
 */
export const DATABASE_TEXT: readonly RegExp[] = [
  /violates (?:not-null|check|foreign key|unique|row-level security)/i,
  /\bviolates\b/i,
  /relation "/,
  /SQLSTATE/,
  /syntax error at/,
  /null value in column/,
  /duplicate key value/,
  /permission denied for/,
  /invalid input syntax for type/,
  /column "[^"]+" (?:of relation|does not exist)/,
  /function [\w.]+\([^)]*\) does not exist/,
  // A stack frame: "    at run (file.ts:1:2)" or "    at file.ts:1:2".
  /\n\s{2,}at (?:[\w$.<>[\] ]+ \()?(?:file:|node:|\/|[A-Za-z]:\\|https?:)[^\n]*:\d+:\d+\)?/,
];

/** The first database or stack text in `text`, with a little context, or undefined. */
export function databaseTextIn(text: string): string | undefined {
  for (const pattern of DATABASE_TEXT) {
    const match = pattern.exec(text);
    if (match) return text.slice(Math.max(0, match.index - 60), match.index + match[0].length + 60).replace(/\s+/g, ' ');
  }
  return undefined;
}

/** Bodies that are messages or data (documents, JSON, text); scripts, styles, images, fonts and PDFs are not read. */
const MESSAGE_TYPES = /text\/html|application\/json|application\/vnd\.pgrst|text\/plain|text\/event-stream|application\/problem\+json/;

export interface BodyWatch {
  /** "METHOD URL: …context…" for every body that carried database or stack text. */
  problems: string[];
  /** How many bodies were read. */
  readonly checked: number;
  /** Waits for the bodies still being read. */
  settle(): Promise<void>;
}

/** Reads every message body the page receives and records any database or stack text in it. */
export function watchResponseBodies(page: Page | BrowserContext): BodyWatch {
  const problems: string[] = [];
  const reading = new Set<Promise<void>>();
  let checked = 0;
  (page as Page).on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!MESSAGE_TYPES.test(type) || response.status() === 204 || (response.status() >= 300 && response.status() < 400)) return;
    const read = response
      .text()
      .then((body) => {
        checked += 1;
        const found = databaseTextIn(body);
        if (found) problems.push(`${response.request().method()} ${response.url()} (${response.status()}): ${found}`);
      })
      // A body the browser no longer holds (the page navigated on) cannot be read; that is not a finding.
      .catch(() => undefined)
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return {
    problems,
    get checked() {
      return checked;
    },
    async settle() {
      while (reading.size > 0) await Promise.all([...reading]);
    },
  };
}

/** Database or stack text in what the page shows now (its rendered text). */
export async function pageTextProblem(page: Page): Promise<string | undefined> {
  const text = await page.evaluate(() => document.body.innerText);
  return databaseTextIn(text);
}

/**
 * Every response body of every context the browser opens from now on (a journey file's pages and sign-ins), checked
 * as watchResponseBodies checks one page's: the file's last test asserts none carried database or stack text.
 */
export function watchBrowserBodies(browser: Browser): BodyWatch {
  const watches: BodyWatch[] = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    watches.push(watchResponseBodies(context));
    return context;
  };
  return {
    get problems() {
      return watches.flatMap((watch) => watch.problems);
    },
    get checked() {
      return watches.reduce((sum, watch) => sum + watch.checked, 0);
    },
    async settle() {
      await Promise.all(watches.map((watch) => watch.settle()));
    },
  };
}
