// Debian's Chromium through playwright-core, headless with the flags this machine needs; screenshots on failure.
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium (or CHROME_PATH), headless with this machine's flags. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

export interface BrowserSession {
  baseUrl: string;
  page: Page;
  context: BrowserContext;
}

/** Opens one browser per file and a fresh context and page per test. */
export function useBrowser(options: { colorScheme?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {}): BrowserSession {
  const session = { baseUrl: inject('baseUrl') } as BrowserSession;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    session.context = await browser.newContext({ colorScheme: options.colorScheme, viewport: options.viewport });
    session.page = await session.context.newPage();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') {
      mkdirSync('e2e/artifacts', { recursive: true });
      const name = test.task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      await session.page.screenshot({ path: `e2e/artifacts/${name}.png`, fullPage: true }).catch(() => undefined);
    }
    await session.context?.close();
  });
  return session;
}
