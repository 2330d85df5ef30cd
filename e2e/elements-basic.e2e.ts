// Browser journeys of the basic and display elements on the showcase: each page hydrates without console errors,
// the paginator moves a bound collection's offset, the modal keeps and returns focus, the accordion and the button
// answer the keyboard, the donut fires change, the background video starts; and an axe-core scan of each page finds
// no serious or critical violation in light and dark themes at desktop and mobile widths.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { waitForHydration, watchConsole } from './page-checks';

const BASIC_PAGES = [
  '/elements/button',
  '/elements/icon',
  '/elements/text',
  '/elements/image',
  '/elements/flexbox',
  '/elements/accordion',
  '/elements/modal',
  '/elements/paginator',
  '/elements/donut-progress',
  '/elements/background-video',
];

const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();

describe('basic and display elements', () => {
  const browser = useBrowser();

  it.each(BASIC_PAGES)('%s hydrates without console errors', async (path) => {
    const problems = watchConsole(browser.page);
    const response = await browser.page.goto(browser.baseUrl + path);
    expect(response?.status()).toBe(200);
    await waitForHydration(browser.page);
    expect(await browser.page.locator('h1').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('the paginator moves the bound collection’s offset, and the custom one reports its change', async () => {
    const page = browser.page;
    const problems = watchConsole(page);
    await page.goto(browser.baseUrl + '/elements/paginator');
    await waitForHydration(page);
    const bound = page.getByRole('navigation', { name: 'Cities pages' });
    await page.getByText('Collection offset: 0 of 23').waitFor();
    expect(await texts(page, '[data-uid="paginator-cities"] li')).toEqual(['Amsterdam', 'Athens', 'Barcelona', 'Berlin', 'Brussels']);
    expect(await bound.locator('[aria-current="page"]').textContent()).toBe('1');

    await bound.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Collection offset: 5 of 23').waitFor();
    await expect
      .poll(() => texts(page, '[data-uid="paginator-cities"] li'))
      .toEqual(['Budapest', 'Copenhagen', 'Dublin', 'Helsinki', 'Lisbon']);
    expect(await bound.locator('[aria-current="page"]').textContent()).toBe('2');

    await bound.getByRole('button', { name: 'Page 5' }).click();
    await page.getByText('Collection offset: 20 of 23').waitFor();
    await expect.poll(() => texts(page, '[data-uid="paginator-cities"] li')).toEqual(['Vilnius', 'Warsaw', 'Zagreb']);
    expect(await bound.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

    const custom = page.getByRole('navigation', { name: 'Custom pages' });
    await custom.getByRole('button', { name: 'Page 10' }).click();
    await page.getByText('Last change: page 10, offset 90, limit 10, total 95').waitFor();
    expect(await custom.locator('[aria-current="page"]').textContent()).toBe('10');
    expect(problems).toEqual([]);
  });

  it('the modal opens by action, keeps Tab inside, closes on Escape and the backdrop, and gives focus back', async () => {
    const page = browser.page;
    const problems = watchConsole(page);
    await page.goto(browser.baseUrl + '/elements/modal');
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: 'Open the default modal' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Default modal' });
    await dialog.waitFor({ state: 'visible' });
    await page.getByText('Default modal open: yes').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-label'))).toBe('Default modal');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Default modal open: no').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Open the default modal');
    await page.getByText('events: 2 (last: close)').waitFor();

    await page.getByRole('button', { name: 'Open the bottom sheet' }).click();
    const sheet = page.getByRole('dialog', { name: 'Bottom sheet' });
    await sheet.waitFor({ state: 'visible' });
    await page.mouse.click(5, 5);
    await sheet.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
  });

  it('the accordion, the type-none button and the donut answer the keyboard, fire their events, and the donut follows its box', async () => {
    const page = browser.page;
    const problems = watchConsole(page);
    await page.goto(browser.baseUrl + '/elements/accordion');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'What does the accordion expose?' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('The first accordion is open; it changed 1 times.').waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByText('The first accordion is closed; it changed 2 times.').waitFor();

    await page.goto(browser.baseUrl + '/elements/button');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Type none' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press(' ');
    await page.getByText('Clicks: 2').waitFor();
    await page.getByText('Last event: keyup  ').waitFor();
    expect(await page.getByRole('button', { name: 'Sometimes disabled' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Enable the other button' }).click();
    await page.getByRole('button', { name: 'Sometimes disabled' }).click();
    await page.getByText('Clicks: 12').waitFor();

    await page.goto(browser.baseUrl + '/elements/donut-progress');
    await waitForHydration(page);
    const live = page.getByRole('progressbar', { name: 'Live donut' });
    expect(await live.getAttribute('aria-valuenow')).toBe('30');
    await page.getByRole('button', { name: 'Plus 10' }).click();
    await page.getByText('Value 40, changed 1 times').waitFor();
    expect(await live.getAttribute('aria-valuenow')).toBe('40');
    // The ring is drawn for its box: 200px wide on a desktop, 120px on a phone.
    const large = page.getByRole('progressbar', { name: 'Large donut' });
    await expect.poll(() => large.getAttribute('viewBox')).toBe('0 0 200 200');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => large.getAttribute('viewBox')).toBe('0 0 120 120');
    expect(problems).toEqual([]);
  });

  it('the background video starts muted once loaded', async () => {
    const page = browser.page;
    const problems = watchConsole(page);
    await page.goto(browser.baseUrl + '/elements/background-video');
    await waitForHydration(page);
    await page.getByText('The video is playing.').waitFor({ timeout: 15_000 });
    expect(
      await page
        .locator('[data-uid="video-hero"] video')
        .evaluate((video: HTMLVideoElement) => ({ muted: video.muted, paused: video.paused })),
    ).toEqual({
      muted: true,
      paused: false,
    });
    expect(problems).toEqual([]);
  });

  it.each(BASIC_PAGES)('%s has no serious or critical axe violation (light and dark, desktop and mobile)', async (path) => {
    const page = browser.page;
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 375, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(browser.baseUrl + '/');
        await page.evaluate((value) => localStorage.setItem('app-theme', value), theme);
        await page.goto(browser.baseUrl + path);
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark-theme'))).toBe(theme === 'dark');
        await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: {
                run(context: Document): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>;
              };
            }
          ).axe;
          const result = await axe.run(document);
          return result.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        });
        found.push(...violations.map((violation) => `${theme} ${viewport.width}px ${violation}`));
      }
    }
    expect(found).toEqual([]);
  });
});
