// The showcase journey: server HTML with title and text, hydration without errors or mismatches, workflows run by clicks (one per repeated item), the 404 page.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { waitForHydrated } from './page-checks';

/** Collects console errors and warnings (React reports hydration mismatches there) and page errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** True once React has attached to the server's HTML (its internal keys appear on hydrated DOM nodes). */
async function waitForHydration(page: Page): Promise<void> {
  await waitForHydrated(page, '[data-uid="counter-button"]');
}

describe('showcase', () => {
  const browser = useBrowser();

  it('serves the home page as server HTML with its title, head tags and visible text', async () => {
    const response = await fetch(browser.baseUrl + '/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Showcase — a site rendered from design data</title>');
    expect(html).toContain(
      '<meta name="description" content="The showcase site: pages rendered on the server from design data, then hydrated.">',
    );
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('A site rendered on the server from design data and hydrated in the browser.');
    expect(html).toContain('Clicked 0 times');
    expect(html).toContain('id="workflows"');
  });

  it('hydrates without console errors or hydration warnings, and a click runs the workflow that changes a text', async () => {
    const problems = watchConsole(browser.page);
    await browser.page.goto(browser.baseUrl + '/');
    await waitForHydration(browser.page);
    expect(await browser.page.title()).toBe('Showcase — a site rendered from design data');
    await browser.page.getByRole('button', { name: 'Count' }).click();
    await browser.page.getByText('Clicked 1 times').waitFor();
    await browser.page.getByRole('button', { name: 'Count' }).click();
    await browser.page.getByText('Clicked 2 times').waitFor();
    expect(await browser.page.locator('[data-uid="element-list"] p').allTextContents()).toEqual(['Text', 'Button', 'Image', 'Flexbox']);
    await browser.page.getByRole('button', { name: 'Pick Image' }).click();
    await browser.page.getByText('Picked: Image').waitFor();
    expect(problems).toEqual([]);
  });

  it.each(['/about', '/no-such-page'])('hydrates %s without console errors', async (path) => {
    const problems = watchConsole(browser.page);
    await browser.page.goto(browser.baseUrl + path);
    await waitForHydrated(browser.page, 'h1');
    // The 404 page's own document answers 404, which the browser reports as a failed resource.
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const problems = watchConsole(browser.page);
    const response = await browser.page.goto(browser.baseUrl + '/no-such-page');
    expect(response?.status()).toBe(404);
    await browser.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
  });

  it('serves page data with an ETag, and the SEO files', async () => {
    const data = await fetch(browser.baseUrl + '/data/home.json');
    expect(data.status).toBe(200);
    const body = (await data.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'cacheVersion',
        'page',
        'sections',
        'wwObjects',
        'collections',
        'variables',
        'formulas',
        'workflows',
        'libraryComponents',
      ]),
    );
    const again = await fetch(browser.baseUrl + '/data/home.json', { headers: { 'if-none-match': data.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    const sitemap = await (await fetch(browser.baseUrl + '/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${browser.baseUrl}/about</loc>`);
    // The not-found page is not listed (by its path: the server's random port may itself contain "404").
    expect(sitemap).not.toMatch(/<loc>[^<]*\/404\/?<\/loc>/);
    expect((await fetch(browser.baseUrl + '/robots.txt')).status).toBe(200);
    expect((await fetch(browser.baseUrl + '/manifest.webmanifest')).headers.get('content-type')).toContain('application/manifest+json');
  });
});
