/**
 * The publisher from outside: a public page's HTML as a crawler gets it (title, description, JSON-LD, visible text),
 * a static collection, a server data set, and the service worker — served, installed in Chromium, and serving the
 * pages offline after one visit while API areas stay uncached.
 */
import { buildShowcaseSite } from '@kit/site-showcase';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';

const site = buildShowcaseSite();
const home = site.pages[site.design.homePageId];

/** A text the home page shows as it is written (no formula), to find in the server's HTML. */
function plainTextOfHome(): string {
  for (const element of Object.values(home?.wwObjects ?? {})) {
    const settings = (element as { type?: string; settings?: { text?: unknown } }).settings;
    if ((element as { type?: string }).type === 'text' && typeof settings?.text === 'string' && settings.text.length > 20)
      return settings.text;
  }
  throw new Error('The home page has no plain text element.');
}

function translated(value: unknown): string {
  if (typeof value === 'string') return value;
  return String((value as Record<string, unknown> | undefined)?.en ?? '');
}

describe('publisher over HTTP', () => {
  const baseUrl = inject('baseUrl');

  it('serves a public page whose HTML already has its title, description, JSON-LD and visible text', async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const title = translated(home?.page.title).replace(/&/g, '&amp;').replace(/</g, '&lt;');
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(
      new RegExp(`<meta name="description" content="${translated(home?.page.meta?.desc).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`),
    );
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({ '@context': 'https://schema.org' });
    expect(html).toContain(plainTextOfHome());
    expect(html).toContain('<html lang="en">');
  });

  it('serves the static collection with an ETag and a 304 on revalidation', async () => {
    const response = await fetch(`${baseUrl}/collections/showcase-colors.json`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Array<{ id: string; hex: string }> };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]).toMatchObject({ id: expect.any(String), hex: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    const again = await fetch(`${baseUrl}/collections/showcase-colors.json`, {
      headers: { 'if-none-match': response.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('pages the server data set with the variables as the body, and refuses bad paging with a stable code', async () => {
    const fetchPage = (query: string, variables: unknown) =>
      fetch(`${baseUrl}/ww/cms_data_sets/showcase-cities/fetch?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(variables),
      });
    const first = (await (await fetchPage('limit=5&offset=0', {})).json()) as { data: unknown[]; total: number };
    expect(first.data).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    const filtered = (await (await fetchPage('limit=5&offset=0', { 'showcase-city-search': 'par' })).json()) as {
      data: Array<{ name: string }>;
      total: number;
    };
    expect(filtered).toEqual({ data: [expect.objectContaining({ name: 'Paris' })], total: 1 });
    const bad = await fetchPage('limit=-3', {});
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'data_set_invalid_query' });
    const missing = await fetchPage('limit=1', {}).then(() =>
      fetch(`${baseUrl}/ww/cms_data_sets/nope/fetch`, { method: 'POST', body: '{}' }),
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'data_set_not_found' });
  });

  it('serves the service worker with the cache version query', async () => {
    const { cacheVersion } = (await (await fetch(`${baseUrl}/data/${site.design.homePageId}.json`)).json()) as { cacheVersion: number };
    const response = await fetch(`${baseUrl}/serviceworker.js?_wwcv=${cacheVersion}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await response.text();
    const entry = /<script type="module" src="([^"]+)"/.exec(await (await fetch(`${baseUrl}/`)).text())?.[1];
    expect(entry).toBeDefined();
    expect(script).toContain(`"url":"${entry}"`);
    expect(script).toContain(`"cacheVersion":"${cacheVersion}"`);
  });
});

describe('service worker in Chromium', () => {
  const browser = useBrowser();
  const workerUrl = `/serviceworker.js?_wwcv=${String(site.design.cacheVersion)}`;

  it('is registered by the app, then serves visited pages offline while API calls still go to the network', async () => {
    const { page, context, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    // The app-mounted event has fired once the first page load ran (it marks the document).
    await page.waitForFunction(() => document.documentElement.getAttribute('data-app-mounted') === 'true');
    // The hydration entry registers the worker itself (after the first page load), with the cache-version query.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    const registered = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL };
    });
    expect(registered).toEqual({ scope: `${baseUrl}/`, script: `${baseUrl}${workerUrl}` });
    const about = site.design.pages.find(
      (candidate) => candidate.id !== site.design.homePageId && candidate.pageUserGroups.length === 0 && candidate.name !== '404',
    );
    const aboutPath = `/${about?.paths.default ?? ''}`;
    await page.goto(`${baseUrl}${aboutPath}`);
    const onlineTitle = await page.title();
    expect(onlineTitle).toContain(translated(about?.title));

    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(await page.title()).toBe(onlineTitle);
    await page.goto(`${baseUrl}/`);
    expect(await page.textContent('body')).toContain(plainTextOfHome());
    const apiOffline = await page.evaluate(() =>
      fetch('/rest/v1/').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(apiOffline).toBe('failed');
    await context.setOffline(false);
  });
});

describe('lazy element chunks in Chromium', () => {
  const browser = useBrowser();

  it('fetches a lazy element’s definition and component together, and never the stylesheet the page inlined', async () => {
    const { page, baseUrl } = browser;
    const requests: { url: string; start: number; end?: number }[] = [];
    page.on('request', (request) => requests.push({ url: new URL(request.url()).pathname, start: Date.now() }));
    page.on('requestfinished', (request) => {
      const entry = requests.find((candidate) => candidate.url === new URL(request.url()).pathname && candidate.end === undefined);
      if (entry) entry.end = Date.now();
    });
    await page.goto(`${baseUrl}/elements/accordion`);
    await page.waitForFunction(() => performance.getEntriesByName('site:hydrated').length > 0);
    expect(requests.filter((request) => request.url.endsWith('.css'))).toEqual([]);
    const definition = requests.find((request) => /\/assets\/definition-[\w-]+\.js$/.test(request.url));
    const component = requests.find((request) => /\/assets\/Accordion-[\w-]+\.js$/.test(request.url));
    expect(definition?.end).toBeDefined();
    expect(component?.end).toBeDefined();
    // Asked for before the definition arrived (the page's HTML preloads both, and the browser library asks for both
    // at once on client navigation): one round trip for the two, not one after the other.
    expect(component?.start).toBeLessThanOrEqual(definition?.end as number);
    expect(await page.locator('details, [role="button"], button').count()).toBeGreaterThan(0);
  });
});
