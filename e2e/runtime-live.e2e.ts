// The runtime's live data on the showcase in Chromium: an edge function's event stream shown step by step as it
// arrives, a REST-connector collection paged by its API (one request per page), and a breakpoint formula following
// the window from 1366 to 390 px without a reload.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { waitForHydration, watchConsole } from './page-checks';

describe('runtime live data', () => {
  const browser = useBrowser({ viewport: { width: 1366, height: 900 } });

  it('shows a streamed function answer as it arrives', async () => {
    const problems = watchConsole(browser.page);
    await browser.page.goto(browser.baseUrl + '/live');
    await waitForHydration(browser.page);
    const steps = browser.page.locator('[data-uid="inspection-steps"] > *');
    const status = browser.page.locator('[data-uid="inspection-status"]');
    await expect.poll(() => status.textContent()).toBe('No steps yet');
    await browser.page.getByRole('button', { name: 'Start the inspection' }).click();
    // Intermediate renders: the first step is on screen while the function is still sending (one step per 400 ms).
    await browser.page.getByText('check: Reading the fault memory').waitFor();
    expect(await steps.count()).toBeLessThan(3);
    expect(await status.textContent()).toBe('Receiving steps…');
    await browser.page.getByText('check: Measuring the battery voltage: 48.6 V').waitFor();
    await browser.page.getByText('Inspection complete').waitFor();
    expect(await steps.allTextContents()).toEqual([
      'check: Reading the fault memory',
      'check: Measuring the battery voltage: 48.6 V',
      'remedy: Tighten the main contactor terminals',
    ]);
    expect(problems).toEqual([]);
  });

  it('pages a REST collection through the API, one request with limit and offset per page', async () => {
    const problems = watchConsole(browser.page);
    const requests: string[] = [];
    browser.page.on('request', (request) => {
      if (request.url().includes('/functions/v1/showcase-catalogue')) requests.push(new URL(request.url()).search);
    });
    await browser.page.goto(browser.baseUrl + '/live');
    await waitForHydration(browser.page);
    const rows = browser.page.locator('[data-uid="parts-list"] > *');
    await browser.page.getByText('14 parts in all').waitFor();
    await expect
      .poll(() => rows.allTextContents())
      .toEqual(['Brake pad set — 12 EUR', 'Brake disc — 49 EUR', 'Fork chain — 86 EUR', 'Mast roller — 33 EUR']);
    const pages = browser.page.getByRole('navigation', { name: 'Parts pages' });
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect
      .poll(() => rows.allTextContents())
      .toEqual(['Seat belt — 70 EUR', 'Horn — 17 EUR', 'Hydraulic filter — 54 EUR', 'Drive belt — 91 EUR']);
    await pages.getByRole('button', { name: 'Page 4' }).click();
    await expect.poll(() => rows.allTextContents()).toEqual(['Fuel filter — 96 EUR', 'Battery connector — 43 EUR']);
    expect(requests).toEqual(['?limit=4&offset=0', '?limit=4&offset=4', '?limit=4&offset=12']);
    expect(problems).toEqual([]);
  });

  it('changes what a breakpoint formula shows when the window is resized, without a reload', async () => {
    const problems = watchConsole(browser.page);
    await browser.page.goto(browser.baseUrl + '/live');
    await waitForHydration(browser.page);
    const layout = browser.page.locator('[data-uid="layout-text"]');
    await expect.poll(() => layout.textContent()).toBe('Layout: three columns (desktop)');
    const navigations: string[] = [];
    browser.page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await browser.page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(() => layout.textContent()).toBe('Layout: two columns (tablet)');
    await browser.page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => layout.textContent()).toBe('Layout: one column (mobile)');
    await browser.page.setViewportSize({ width: 1366, height: 900 });
    await expect.poll(() => layout.textContent()).toBe('Layout: three columns (desktop)');
    expect(navigations).toEqual([]);
    expect(problems).toEqual([]);
  });
});
