// The home page a fresh `npm start` serves (the showcase): reachable, titled, dark when the stored theme is dark, and fits a phone.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

describe('home page (light)', () => {
  const browser = useBrowser({ colorScheme: 'light' });

  it('loads with a title and its links to the machine-readable files work', async () => {
    const response = await browser.page.goto(browser.baseUrl + '/');
    expect(response?.status()).toBe(200);
    expect(await browser.page.title()).not.toBe('');
    const health = await browser.page.request.get(browser.baseUrl + '/health');
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});

describe('home page (dark, phone)', () => {
  const browser = useBrowser({ colorScheme: 'dark', viewport: { width: 375, height: 740 } });

  it('applies the stored dark theme and fits a phone', async () => {
    await browser.page.addInitScript(() => localStorage.setItem('app-theme', 'dark'));
    await browser.page.goto(browser.baseUrl + '/');
    await browser.page.waitForFunction(() => document.documentElement.classList.contains('dark-theme'));
    const background = await browser.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(17, 20, 24)');
    const overflow = await browser.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
