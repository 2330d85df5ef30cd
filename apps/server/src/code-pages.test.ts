// Every error code's page (`/codes/<brand>/<code>`, ARCHITECTURE §7) from outside, on both databases, through HTTP
// with the session cookie: a visitor's HTML of a free and a premium code carries title and summary and none of the
// details (compared with the database's detail texts, in the markup and in the hydration state), a freemium member's
// a free code's details but not a premium code's, a premium member's both; the sitemap lists one page per code; another
// spelling redirects (301) to the canonical slug; an unknown code is the site's 404 page; reading pages is no diagnosis.
import { loadConfig } from '@kit/platform';
import { TEST_JWT_SECRET } from '@kit/platform/testing';
import { forkliftPublication } from '@kit/site-forklift';
import {
  createLoadedDatabase,
  createPortalUser,
  sampleCode,
  testBackends,
  type LoadedDatabase,
  type PortalUser,
} from '@kit/site-forklift/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from './server';

interface Code {
  id: string;
  code: string;
  title: string;
  summary: string;
  path: string;
  /** Every sentence of its details but the effect (the summary begins with it, by the content model). */
  details: string[];
  /** The manual pages its details cite, as the viewer's links. */
  citations: string[];
}

/** Entities React and the head writer use, back to characters. */
function decode(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The page's visible text as the server wrote it (no head, scripts or styles). */
function visibleText(html: string): string {
  return decode(
    html
      .replace(/<head[\s\S]*?<\/head>/, ' ')
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where a text could hide in the document: as written, entity-escaped (markup) or JSON-escaped (the state). */
function appearsIn(html: string, value: string): boolean {
  const json = JSON.stringify(value).slice(1, -1).replace(/</g, '\\u003c');
  return html.includes(value) || decode(html).includes(value) || html.includes(json);
}

const slugOf = (code: string) =>
  code
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();

describe.each(testBackends())('code pages in the composed server (%s)', (backend) => {
  let loaded: LoadedDatabase;
  let server: Server;
  let url: string;
  let freemium: PortalUser;
  let premium: PortalUser;
  let free: Code;
  let paid: Code;

  async function codeOf(ref: { id: string; code: string }): Promise<Code> {
    const { rows } = await loaded.db.query<{
      brand_id: string;
      title: string;
      summary: string;
      trigger_condition: string;
      remedy: string;
      remedy_manual_id: string;
      remedy_page_number: number;
      causes: Array<{ text: string; manualId: string; pageNumber: number }>;
      checks: Array<{ text: string; expected: string; manualId: string; pageNumber: number }>;
    }>(
      `select c.brand_id, c.title, c.summary, d.trigger_condition, d.remedy, d.remedy_manual_id, d.remedy_page_number, d.causes, d.checks
         from public.error_codes c join public.error_code_details d on d.error_code_id = c.id where c.id = $1`,
      [ref.id],
    );
    const row = rows[0];
    if (!row) throw new Error(`no details for ${ref.code}`);
    const details = [
      row.trigger_condition,
      row.remedy,
      ...row.causes.map((cause) => cause.text),
      ...row.checks.flatMap((check) => [check.text, check.expected]),
    ].filter((text) => text.length >= 12 && !row.summary.includes(text));
    const cited = [...row.causes, ...row.checks, { manualId: row.remedy_manual_id, pageNumber: row.remedy_page_number }];
    return {
      id: ref.id,
      code: ref.code,
      title: row.title,
      summary: row.summary,
      path: `/codes/${row.brand_id}/${slugOf(ref.code)}`,
      details,
      citations: [...new Set(cited.map((entry) => `/manual?manual=${entry.manualId}&amp;page=${entry.pageNumber}`))],
    };
  }

  const get = (path: string, user?: PortalUser) =>
    fetch(`${url}${path}`, { redirect: 'manual', headers: user ? { cookie: `sb-access-token=${user.accessToken}` } : {} });
  const html = async (path: string, user?: PortalUser) => {
    const response = await get(path, user);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    loaded = await createLoadedDatabase(backend);
    const config = loadConfig({ DATA_DIR: loaded.dataDir, JWT_SECRET: TEST_JWT_SECRET, PORT: '0', SAMPLE_CONTENT: 'false' });
    server = await createServer({ config, db: loaded.db, logger: false, site: forkliftPublication({ db: () => loaded.db }) });
    url = await server.app.listen({ host: '127.0.0.1', port: 0 });
    server.ctx.config.siteUrl = url;
    const handle = { url, anonKey: server.ctx.keys.anonKey, serviceRoleKey: server.ctx.keys.serviceRoleKey };
    freemium = await createPortalUser(handle, ['freemium']);
    premium = await createPortalUser(handle, ['c-monarch-premium']);
    free = await codeOf(await sampleCode(loaded.db, 'c-monarch', 'free'));
    paid = await codeOf(await sampleCode(loaded.db, 'c-monarch', 'premium'));
    expect(free.details.length).toBeGreaterThanOrEqual(5);
    expect(paid.details.length).toBeGreaterThanOrEqual(5);
  }, 600_000);

  afterAll(async () => {
    const closing = server?.close();
    server?.app.server.closeAllConnections();
    await closing;
    await loaded?.drop();
  });

  it('gives a visitor title, summary, brand, series and severity of a free and a premium code, and none of their details', async () => {
    for (const code of [free, paid]) {
      const page = await html(code.path);
      const text = visibleText(page);
      expect(text).toContain(`${code.code} — ${code.title}`);
      expect(text).toContain(code.summary);
      expect(text).toMatch(/C-Monarch · (free|premium) error code/);
      expect(text).toMatch(/Severity · (Stop|Warning|Info)/);
      expect(text).toMatch(/Series [A-Z0-9]+/);
      for (const detail of code.details) expect(appearsIn(page, detail), `${code.code}: ${detail}`).toBe(false);
      for (const link of code.citations) expect(page).not.toContain(link);
      expect(text).toContain('Diagnose this code');
      expect(page).toContain(`href="/diagnostics?brand=c-monarch&amp;code=${encodeURIComponent(code.code)}"`);
    }
    const freeText = visibleText(await html(free.path));
    expect(freeText).toContain('Sign in free to read its causes and checks');
    // Only the page's own state is in the HTML: no other state's text, hidden or not.
    for (const other of ['In the C-Monarch plan', 'Loading the code', 'This code is not in the library', 'Likely causes'])
      expect(freeText).not.toContain(other);
    expect(await html(free.path)).toContain(`href="/?_source=${encodeURIComponent(free.path)}"`);
    const paidPage = await html(paid.path);
    expect(visibleText(paidPage)).toContain('In the C-Monarch plan');
    expect(paidPage).toContain('href="/upgrade?_source=%2Fc-monarch-portal-fullaccess"');
  });

  it('writes the title, description, canonical link and structured data a search engine reads', async () => {
    const page = await html(paid.path);
    const head = decode(page.slice(0, page.indexOf('</head>')));
    expect(head).toContain(`<title>C-Monarch ${paid.code}: ${paid.title} — causes and fix | LiftFix</title>`);
    expect(head).toMatch(new RegExp(`<meta name="description" content="C-Monarch ${paid.code}: [^"]{40,}">`));
    expect(head).toContain(`<link rel="canonical" href="${url}${paid.path}">`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.slice(0, page.indexOf('</head>')))?.[1] ?? '{}';
    const graph = (JSON.parse(jsonLd) as { '@graph': Array<Record<string, unknown>> })['@graph'];
    expect(graph.map((entry) => entry['@type'])).toEqual(['TechArticle', 'BreadcrumbList']);
    expect(graph[0]).toMatchObject({
      headline: `C-Monarch ${paid.code}: ${paid.title}`,
      url: `${url}${paid.path}`,
      isAccessibleForFree: false,
    });
  });

  it('gives a freemium member a free code’s details with their manual pages, and not a premium code’s', async () => {
    const freePage = await html(free.path, freemium);
    const text = visibleText(freePage);
    for (const detail of free.details) expect(text, detail).toContain(detail);
    for (const link of free.citations) expect(freePage).toContain(`href="${link}"`);
    // Worded as every citation: the manual's short title, its revision and the page (no-break spaces inside).
    expect(text).toMatch(/ Operator's Manual rev\.\s\d+ ·\sp\.\s\d+/);
    expect(text).not.toContain('Sign in free to read');
    const paidPage = await html(paid.path, freemium);
    for (const detail of paid.details) expect(appearsIn(paidPage, detail), detail).toBe(false);
    expect(visibleText(paidPage)).toContain('In the C-Monarch plan');
    expect(visibleText(paidPage)).toContain('Your account does not hold the C\u2011Monarch plan yet.');
  });

  it('gives the brand’s premium member the premium code’s details, never kept by a shared cache', async () => {
    const response = await get(paid.path, premium);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('accept-encoding, cookie');
    const text = visibleText(await response.text());
    for (const detail of paid.details) expect(text, detail).toContain(detail);
    // A visitor's copy may be cached, and says it depends on the cookie.
    const visitor = await get(paid.path);
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
    expect(visitor.headers.get('vary')).toBe('accept-encoding, cookie');
  });

  it('serves the same view to a client-side navigation through the code-page data set, details by the same rules', async () => {
    const slug = paid.path.split('/').at(-1) ?? '';
    const fetchView = async (user?: PortalUser) => {
      const response = await fetch(`${url}/ww/cms_data_sets/code-page/fetch?limit=1&offset=0`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(user ? { cookie: `sb-access-token=${user.accessToken}` } : {}) },
        body: JSON.stringify({ codeBrand: 'c-monarch', codeSlug: slug }),
      });
      expect(response.status).toBe(200);
      return response.text();
    };
    const visitor = await fetchView();
    expect(visitor).toContain(paid.title);
    for (const detail of paid.details) expect(appearsIn(visitor, detail), detail).toBe(false);
    const member = await fetchView(premium);
    for (const detail of paid.details) expect(appearsIn(member, detail), detail).toBe(true);
  });

  it('lists every code page in the sitemap, one per code, each unique', async () => {
    const xml = await (await fetch(`${url}/sitemap.xml`)).text();
    const codePaths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1] as string).pathname)
      .filter((path) => path.startsWith('/codes/'));
    const { rows } = await loaded.db.query<{ count: number }>('select count(*)::int as count from public.error_codes');
    expect(codePaths.length).toBe(rows[0]?.count);
    expect(new Set(codePaths).size).toBe(codePaths.length);
    expect(codePaths).toContain(free.path);
    expect(codePaths).toContain(paid.path);
    expect(xml).toContain(`<loc>${url}/services</loc>`);
  });

  it('redirects another spelling of a code to its canonical slug, and answers an unknown code with the 404 page', async () => {
    const written = paid.code.replace(/[^A-Za-z0-9]/g, '');
    for (const path of [
      `/codes/c-monarch/${written}`,
      `/codes/C-Monarch/${slugOf(paid.code)}`,
      `/codes/c-monarch/${written.toLowerCase()}?ref=web`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(`${paid.path}${path.includes('?') ? '?ref=web' : ''}`);
    }
    // The digits alone, when only one of the brand's codes has them.
    const digits = await get(`/codes/c-monarch/${paid.code.replace(/\D/g, '')}`);
    expect(digits.status).toBe(301);
    expect(digits.headers.get('location')).toBe(paid.path);
    for (const path of ['/codes/c-monarch/e-99999', '/codes/no-such-brand/e-212', `/codes/r-raynet/${slugOf(paid.code)}x`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('This page is not in the manual');
    }
  });

  it('counts reading code pages as page loads, never as diagnoses', async () => {
    const usage = async () =>
      (
        await loaded.db.query<{ count: number }>('select count(*)::int as count from public.diagnosis_usage where user_id = $1', [
          premium.id,
        ])
      ).rows[0]?.count;
    const before = await usage();
    const { rows } = await loaded.db.query<{ brand_id: string; code: string }>(
      "select brand_id, code from public.error_codes where brand_id = 'c-monarch' order by code_normalized limit 20",
    );
    for (const row of rows) await html(`/codes/${row.brand_id}/${slugOf(row.code)}`, premium);
    expect(await usage()).toBe(before);
  });
});
