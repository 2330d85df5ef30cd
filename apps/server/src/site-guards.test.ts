// The composed server guards the showcase's members page on both databases, through HTTP: its HTML, page data,
// collection and data set reach a signed-in user holding the member role (read from public.custom_user_roles), and
// neither a visitor nor a signed-in user without the role.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@kit/platform';
import { createTestDatabase, testBackends, type TestDatabase } from '@kit/platform/testing';
import { showcaseMigrations, showcasePublication } from '@kit/site-showcase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from './server';

const MEMBER_ROLE_ID = '5c0a5e00-0000-4000-8000-000000000001';
const MEMBER_TEXT = 'Members guide: hydraulic mast service';

describe.each(testBackends())('page guards in the composed server (%s)', (backend) => {
  let server: Server;
  let database: TestDatabase;
  let url: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'kit-server-guards-'));

  async function signUp(email: string): Promise<{ token: string; userId: string }> {
    const response = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.ctx.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse-battery' }),
    });
    const body = (await response.json()) as { access_token: string; user: { id: string } };
    return { token: body.access_token, userId: body.user.id };
  }

  const get = (path: string, token?: string, init: RequestInit = {}) =>
    fetch(`${url}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(token ? { cookie: `sb-access-token=${token}` } : {}) },
    });
  const downloads = (token?: string) =>
    get('/ww/cms_data_sets/showcase-member-downloads/fetch?limit=3&offset=0', token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'server-test-secret-with-at-least-32-chars',
      PORT: '0',
      AUTH_AUTOCONFIRM: 'true',
    });
    server = await createServer({
      config,
      db: database.db,
      logger: false,
      site: showcasePublication(),
      siteMigrations: showcaseMigrations(),
    });
    url = await server.app.listen({ host: '127.0.0.1', port: 0 });
  }, 120_000);
  afterAll(async () => {
    const closing = server?.close();
    server?.app.server.closeAllConnections();
    await closing;
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the members page, its data, collection and data set from visitors', async () => {
    const page = await get('/members');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/sign-in?_source=%2Fmembers');
    expect(await page.text()).not.toContain('Members only');
    const data = await get('/data/members.json?wwlang=en');
    expect(data.status).toBe(401);
    expect(await data.json()).toEqual({
      code: 'sign_in_required',
      message: 'Sign in to see this page.',
      redirectUrl: '/sign-in?_source=%2Fmembers',
    });
    expect((await get('/collections/showcase-member-guides.json')).status).toBe(401);
    const set = await downloads();
    expect(set.status).toBe(401);
    expect(await set.text()).not.toContain('Member download');
  });

  it('sends a signed-in user without the member role to the forbidden page, and serves everything once the role is granted', async () => {
    const { token, userId } = await signUp(`guard-${backend}@example.com`);
    const page = await get('/members', token);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/forbidden?_source=%2Fmembers');
    const data = await get('/data/members.json', token);
    expect(data.status).toBe(403);
    expect(await data.json()).toMatchObject({ code: 'forbidden', redirectUrl: '/forbidden?_source=%2Fmembers' });
    const guides = await get('/collections/showcase-member-guides.json', token);
    expect(guides.status).toBe(403);
    expect(await guides.text()).not.toContain(MEMBER_TEXT);
    expect((await downloads(token)).status).toBe(403);

    await server.ctx.db.query('insert into public.custom_user_roles (user_id, role_id) values ($1, $2)', [userId, MEMBER_ROLE_ID]);
    const member = await get('/members', token);
    expect(member.status).toBe(200);
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    expect(await member.text()).toContain('Members only');
    expect((await get('/data/members.json', token)).status).toBe(200);
    expect(await (await get('/collections/showcase-member-guides.json', token)).text()).toContain(MEMBER_TEXT);
    expect(await (await downloads(token)).json()).toMatchObject({ total: 5, data: [{ id: 1, servedTo: userId }, {}, {}] });
    // Public collections stay public.
    expect((await get('/collections/showcase-colors.json')).status).toBe(200);
  });
});
