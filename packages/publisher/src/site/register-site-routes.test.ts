/**
 * The site's routes in-process: pages with status and bundle tags, the 404 page, private pages behind a verified
 * session, page data and static collections with ETag, data sets, SEO files, assets.
 */
import { createJwtService } from '@kit/platform';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountSite } from './testing/mount-site';
import { testingPublication } from './testing/publication';

const jwt = createJwtService('site-routes-test-secret-long-enough');
const verifySession = (token: string) => jwt.verify(token).catch(() => null);
const userToken = (exp: number) => jwt.sign({ sub: 'user-1', role: 'authenticated', exp });
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('site routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await mountSite(app, {
      publication: testingPublication(),
      siteUrl: () => 'https://site.test',
      verifySession,
      rolesOf: async () => [],
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('server-renders a page into the document with head tags, token styles and the bundle tags', async () => {
    const response = await app.inject({ method: 'GET', url: '/about?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>About</title><link rel="canonical" href="https://site.test/about">');
    expect(response.body).toContain('<style>:root{--color-text:#000;}</style>');
    expect(response.body).toContain(
      '<style>body{}\n</style><link rel="stylesheet" href="/assets/client-abc.css" disabled><script type="module" src="/assets/client-abc.js"></script><link rel="modulepreload" href="/assets/shared-def.js">',
    );
    expect(response.body).not.toContain('lazy-123');
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain(
      '<link rel="modulepreload" href="/assets/shared-def.js"><link rel="modulepreload" href="/assets/lazy-123.js">',
    );
    expect(response.body).toContain(
      '<div id="app"><h1>About</h1><p>search=?x=1</p></div><script type="application/json" id="state">{}</script>',
    );
  });

  it('compresses pages and bundle files for browsers that accept it', async () => {
    const page = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<h1>About</h1>');
    const gzipped = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('<h1>About</h1>');
    const asset = await app.inject({ method: 'GET', url: '/assets/client-abc.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1);\n');
    const plain = await app.inject({ method: 'GET', url: '/assets/client-abc.css', headers: { 'accept-encoding': 'br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves the home page at the root and strips a trailing slash', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<h1>Home</h1>');
    expect((await app.inject({ method: 'GET', url: '/about/' })).body).toContain('<h1>About</h1>');
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/nowhere/at/all' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Not found</h1>');
  });

  it('renders a page with path parameters and the session, redirects another spelling and answers unknown records with the 404 page', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/items/a' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('<h1>Item a</h1><p>viewer=visitor</p>');
    // A page depending on the session varies by cookie; a visitor's copy is not private.
    expect(visitor.headers.vary).toBe('accept-encoding, cookie');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    const member = await app.inject({
      method: 'GET',
      url: '/items/b',
      headers: { cookie: `sb-access-token=${await userToken(inOneHour())}` },
    });
    expect(member.body).toContain('viewer=user-1');
    expect(member.headers['cache-control']).toBe('private, no-store');
    // A forged or expired cookie is no session.
    const expired = await app.inject({
      method: 'GET',
      url: '/items/b',
      headers: { cookie: `sb-access-token=${await userToken(Math.floor(Date.now() / 1000) - 5)}` },
    });
    expect(expired.body).toContain('viewer=visitor');
    const moved = await app.inject({ method: 'GET', url: '/items/A?x=1' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/items/a?x=1');
    const unknown = await app.inject({ method: 'GET', url: '/items/zzz' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<h1>Not found</h1>');
  });

  it('leaves unknown API paths to the default JSON not-found answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/rest/v2/anything' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('redirects a private page to the sign-in page with _source when there is no session cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/account?tab=2' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?_source=%2Faccount%3Ftab%3D2');
    const signedIn = await app.inject({
      method: 'GET',
      url: '/account',
      headers: { cookie: `a=1; sb-access-token=${await userToken(inOneHour())}` },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect((await app.inject({ method: 'GET', url: '/about' })).headers['cache-control']).toBe('no-cache');
  });

  it('redirects a private page like without a cookie when the cookie is forged, expired or not a user token', async () => {
    const forged = await createJwtService('someone-elses-secret-long-enough-too').sign({
      sub: 'user-1',
      role: 'authenticated',
      exp: inOneHour(),
    });
    const expired = await userToken(Math.floor(Date.now() / 1000) - 5);
    const anon = await jwt.sign({ role: 'anon', iss: 'supabase', exp: inOneHour() });
    for (const token of [forged, expired, anon, 't']) {
      const response = await app.inject({ method: 'GET', url: '/account', headers: { cookie: `sb-access-token=${token}` } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?_source=%2Faccount');
    }
  });

  it('serves data/{pageId}.json with an ETag and answers 304 to it', async () => {
    const response = await app.inject({ method: 'GET', url: '/data/about.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ cacheVersion: 1, page: { id: 'about' }, sections: [], wwObjects: {}, variables: [] });
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await app.inject({ method: 'GET', url: '/data/about.json', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: '/data/nope.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/data/about' })).statusCode).toBe(404);
  });

  it('serves a static collection as {data} with an ETag, and a JSON 404 for an unknown one', async () => {
    const response = await app.inject({ method: 'GET', url: '/collections/colors.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [{ id: 'red' }, { id: 'blue' }] });
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await app.inject({
      method: 'GET',
      url: '/collections/colors.json',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const missing = await app.inject({ method: 'GET', url: '/collections/nope.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'collection_not_found', message: 'Collection not found.' });
  });

  it('fetches a data set page with the variables and the verified session, uncached', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/ww/cms_data_sets/cities/fetch?limit=2&offset=1',
      headers: { 'content-type': 'application/json', cookie: `sb-access-token=${await userToken(inOneHour())}` },
      payload: JSON.stringify({ prefix: 'L' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ data: [{ id: 2, name: 'Lille', viewer: 'user-1' }], total: 2 });
    const anonymous = await app.inject({
      method: 'POST',
      url: '/ww/cms_data_sets/cities/fetch?offset=0',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(anonymous.json()).toMatchObject({ total: 5, data: [{ name: 'Lyon', viewer: null }, {}, {}, {}, {}] });
  });

  it('answers data-set errors with stable codes, never the cause', async () => {
    const cases = [
      { url: '/ww/cms_data_sets/nope/fetch', payload: '{}', status: 404, code: 'data_set_not_found' },
      { url: '/ww/cms_data_sets/__proto__/fetch', payload: '{}', status: 404, code: 'data_set_not_found' },
      { url: '/ww/cms_data_sets/cities/fetch?limit=-1', payload: '{}', status: 400, code: 'data_set_invalid_query' },
      { url: '/ww/cms_data_sets/cities/fetch?limit=100000', payload: '{}', status: 400, code: 'data_set_invalid_query' },
      { url: '/ww/cms_data_sets/cities/fetch?offset=x', payload: '{}', status: 400, code: 'data_set_invalid_query' },
      { url: '/ww/cms_data_sets/cities/fetch', payload: '{"a":', status: 400, code: 'data_set_invalid_body' },
      { url: '/ww/cms_data_sets/cities/fetch', payload: '[1,2]', status: 400, code: 'data_set_invalid_body' },
      { url: '/ww/cms_data_sets/broken/fetch', payload: '{}', status: 500, code: 'data_set_failed' },
    ];
    for (const { url, payload, status, code } of cases) {
      const response = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
      expect({ url, status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({ url, status, code });
      expect(response.body).not.toContain('secret detail');
    }
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/ww/cms_data_sets/cities/fetch',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(70_000) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 'data_set_body_too_large', message: 'The body is larger than the limit of 65536 bytes.' });
  });

  it('lists open pages only in the sitemap, and serves robots.txt and the manifest', async () => {
    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>https://site.test/</loc>');
    expect(sitemap).toContain('<loc>https://site.test/about</loc>');
    // Pages with path parameters only as the site lists them, after the design's pages.
    expect(sitemap).toContain('<url><loc>https://site.test/items/a</loc></url><url><loc>https://site.test/items/b</loc></url></urlset>');
    expect(sitemap).not.toContain('itemId');
    expect(sitemap).not.toContain('account');
    expect(sitemap).not.toContain('404');
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('Sitemap: https://site.test/sitemap.xml');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.json()).toEqual({
      name: 'Site',
      short_name: 'S',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#123456',
      icons: [{ src: '/icons/star.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
    const page = (await app.inject({ method: 'GET', url: '/about' })).body;
    expect(page).toContain(
      '<meta name="theme-color" content="#123456">\n<link rel="manifest" href="/manifest.webmanifest">\n<link rel="icon" href="/icons/star.svg">',
    );
  });

  it('serves the service worker with the publication config: cache version, precache of the entry, its imports and home', async () => {
    const response = await app.inject({ method: 'GET', url: '/serviceworker.js?_wwcv=4' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const config = JSON.parse(/const c=\((.*)\);console/.exec(response.body)?.[1] ?? 'null') as unknown;
    expect(config).toEqual({
      cacheVersion: '4',
      precache: [
        { url: '/assets/client-abc.js', revision: null },
        { url: '/assets/shared-def.js', revision: null },
        { url: '/', revision: '4-/assets/client-abc.js' },
      ],
      offlinePage: '/',
    });
    const again = await app.inject({
      method: 'GET',
      url: '/serviceworker.js',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves bundle assets with long caching and never outside the assets folder', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/client-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/..%2F.vite%2Fmanifest.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/nope.js' })).statusCode).toBe(404);
  });
});
