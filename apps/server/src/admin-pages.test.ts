// The operator console's pages (ARCHITECTURE §7) in the composed server, on both databases, through HTTP with the
// session cookie: a visitor is sent to sign in with `_source`, a freemium and a premium member to the forbidden page,
// and none of them gets the console's HTML or page data; an admin gets every page, with the console element and no
// console data in the HTML (the element reads it under the admin's token after hydration).
import { loadConfig } from '@kit/platform';
import { TEST_JWT_SECRET } from '@kit/platform/testing';
import { forkliftPublication } from '@kit/site-forklift';
import { createLoadedDatabase, createPortalUser, testBackends, type LoadedDatabase, type PortalUser } from '@kit/site-forklift/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from './server';

const PATHS = [
  '/admin',
  '/admin/manuals',
  '/admin/codes',
  '/admin/brands',
  '/admin/members',
  '/admin/sales',
  '/admin/insights',
  '/admin/audit',
];
const PAGE_IDS = ['admin', 'admin-manuals', 'admin-codes', 'admin-brands', 'admin-members', 'admin-sales', 'admin-insights', 'admin-audit'];

describe.each(testBackends())('operator console pages in the composed server (%s)', (backend) => {
  let loaded: LoadedDatabase;
  let server: Server;
  let url: string;
  let admin: PortalUser;
  let freemium: PortalUser;
  let premium: PortalUser;

  const get = (path: string, user?: PortalUser) =>
    fetch(`${url}${path}`, { redirect: 'manual', headers: user ? { cookie: `sb-access-token=${user.accessToken}` } : {} });

  beforeAll(async () => {
    loaded = await createLoadedDatabase(backend);
    const config = loadConfig({ DATA_DIR: loaded.dataDir, JWT_SECRET: TEST_JWT_SECRET, PORT: '0', SAMPLE_CONTENT: 'false' });
    server = await createServer({ config, db: loaded.db, logger: false, site: forkliftPublication({ db: () => loaded.db }) });
    url = await server.app.listen({ host: '127.0.0.1', port: 0 });
    server.ctx.config.siteUrl = url;
    const handle = { url, anonKey: server.ctx.keys.anonKey, serviceRoleKey: server.ctx.keys.serviceRoleKey };
    [admin, freemium, premium] = await Promise.all([
      createPortalUser(handle, ['admin']),
      createPortalUser(handle, ['freemium']),
      createPortalUser(handle, ['c-monarch-premium']),
    ]);
  }, 600_000);

  afterAll(async () => {
    const closing = server?.close();
    server?.app.server.closeAllConnections();
    await closing;
    await loaded?.drop();
  });

  it('sends a visitor to sign in with _source, with no console HTML or page data', async () => {
    for (const [index, path] of PATHS.entries()) {
      const page = await get(`${path}?q=pump`);
      expect([path, page.status]).toEqual([path, 302]);
      expect(page.headers.get('location')).toBe(`/?_source=${encodeURIComponent(`${path}?q=pump`)}`);
      expect(await page.text()).not.toContain('forklift-admin-console');
      const data = await get(`/data/${PAGE_IDS[index]}.json`);
      expect([path, data.status]).toEqual([path, 401]);
      expect(await data.text()).not.toContain('forklift-admin-console');
    }
  });

  it('sends freemium and premium members to the forbidden page, with no console HTML or page data', async () => {
    for (const member of [freemium, premium]) {
      for (const [index, path] of PATHS.entries()) {
        const page = await get(path, member);
        expect([path, page.status]).toEqual([path, 302]);
        expect(page.headers.get('location')).toBe(`/upgrade?_source=${encodeURIComponent(path)}`);
        expect(await page.text()).not.toContain('forklift-admin-console');
        const data = await get(`/data/${PAGE_IDS[index]}.json`, member);
        expect([path, data.status]).toEqual([path, 403]);
        expect(await data.text()).not.toContain('forklift-admin-console');
      }
    }
  });

  it('serves every console page to an admin, privately', async () => {
    for (const [index, path] of PATHS.entries()) {
      const page = await get(path, admin);
      expect([path, page.status]).toEqual([path, 200]);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      const html = await page.text();
      expect(html).toContain('Operator console');
      expect(html).toContain('forklift-admin-console');
      expect((await get(`/data/${PAGE_IDS[index]}.json`, admin)).status).toBe(200);
    }
  });
});
