// The home page a fresh `npm start` serves: reachable, readable, and dark when the visitor prefers dark.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

describe('home page (light)', () => {
  const browser = useBrowser({ colorScheme: 'light' });

  it('loads with a title and links to the health check', async () => {
    const response = await browser.page.goto(browser.baseUrl + '/');
    expect(response?.status()).toBe(200);
    expect(await browser.page.title()).not.toBe('');
    await browser.page.getByRole('link', { name: '/health' }).click();
    expect(await browser.page.textContent('body')).toContain('"status":"ok"');
  });
});

describe('home page (dark, phone)', () => {
  const browser = useBrowser({ colorScheme: 'dark', viewport: { width: 375, height: 740 } });

  it('follows the dark preference and fits a phone', async () => {
    await browser.page.goto(browser.baseUrl + '/');
    const background = await browser.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(17, 20, 24)');
    const overflow = await browser.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
