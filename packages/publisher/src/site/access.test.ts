/**
 * Page guards on the server, through HTTP on loopback: a private page's HTML, its page data, and the collections and
 * data sets only private pages declare reach a session passing the page's guard only (two groups: roles A and B, or
 * role C); visitors and users without the roles get redirects or 401/403 without private content, also with no
 * sign-in page configured (then the home page, the login page, is where they go).
 */
import { createJwtService } from '@kit/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateCollections } from './access';
import { mountSite } from './testing/mount-site';
import { guardedPublication, guardRolesOf, PREMIUM_SECRET } from './testing/guarded-publication';

const jwt = createJwtService('site-access-test-secret-long-enough');
const verifySession = (token: string) => jwt.verify(token).catch(() => null);
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
const cookieOf = async (sub: string) => `sb-access-token=${await jwt.sign({ sub, role: 'authenticated', exp: inOneHour() })}`;

async function startSite(authPages: boolean): Promise<{ app: FastifyInstance; base: string }> {
  const app = Fastify({ logger: false });
  await mountSite(app, {
    publication: guardedPublication({ authPages }),
    siteUrl: () => 'https://site.test',
    verifySession,
    rolesOf: guardRolesOf,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: address };
}

interface Answer {
  status: number;
  location: string | null;
  cacheControl: string | null;
  body: string;
}

async function get(base: string, path: string, user?: string, init: RequestInit = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (user !== undefined) headers.set('cookie', await cookieOf(user));
  const response = await fetch(base + path, { ...init, headers, redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

const dataSet = (base: string, id: string, user?: string) =>
  get(base, `/ww/cms_data_sets/${id}/fetch?limit=5&offset=0`, user, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });

describe('page guards on the server', () => {
  let site: { app: FastifyInstance; base: string };
  beforeAll(async () => {
    site = await startSite(true);
  });
  afterAll(() => site.app.close());

  it('redirects a visitor from a private page to the sign-in page with _source, with no private content', async () => {
    const answer = await get(site.base, '/premium?tab=2');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/login?_source=%2Fpremium%3Ftab%3D2');
    expect(answer.cacheControl).toBe('private, no-store');
    expect(answer.body).not.toContain(PREMIUM_SECRET);
  });

  it('sends a signed-in user holding neither group to the forbidden page, also with part of a group', async () => {
    for (const user of ['user-none', 'user-a']) {
      const answer = await get(site.base, '/premium', user);
      expect({ user, status: answer.status, location: answer.location }).toEqual({
        user,
        status: 302,
        location: '/no-access?_source=%2Fpremium',
      });
      expect(answer.body).not.toContain(PREMIUM_SECRET);
    }
  });

  it('renders the private page for a user holding every role of either group, never stored', async () => {
    for (const user of ['user-ab', 'user-c']) {
      const answer = await get(site.base, '/premium', user);
      expect(answer.status, user).toBe(200);
      expect(answer.body).toContain(`<h1>${PREMIUM_SECRET}</h1>`);
      expect(answer.cacheControl).toBe('private, no-store');
    }
  });

  it('admits any signed-in user to a page whose first group is empty', async () => {
    expect((await get(site.base, '/members')).status).toBe(302);
    expect((await get(site.base, '/members', 'user-none')).status).toBe(200);
  });

  it('answers private page data 401 or 403 with where to go, and the data itself to a member only', async () => {
    const visitor = await get(site.base, '/data/premium.json?wwlang=en&_wwcv=1');
    expect(visitor.status).toBe(401);
    expect(JSON.parse(visitor.body)).toEqual({
      code: 'sign_in_required',
      message: 'Sign in to see this page.',
      redirectUrl: '/login?_source=%2Fpremium',
    });
    expect(visitor.cacheControl).toBe('private, no-store');
    const wrongRole = await get(site.base, '/data/premium.json', 'user-a');
    expect(wrongRole.status).toBe(403);
    expect(JSON.parse(wrongRole.body)).toEqual({
      code: 'forbidden',
      message: 'Your account does not have access to this page.',
      redirectUrl: '/no-access?_source=%2Fpremium',
    });
    const member = await get(site.base, '/data/premium.json', 'user-c');
    expect(member.status).toBe(200);
    expect(member.body).toContain(PREMIUM_SECRET);
    expect(member.cacheControl).toBe('private, no-store');
    // A public page's data keeps its shared caching.
    expect((await get(site.base, '/data/about.json')).cacheControl).toBe('public, max-age=0, must-revalidate');
  });

  it('guards collections and data sets only private pages declare; shared and site-wide ones stay open', async () => {
    expect((await get(site.base, '/collections/premium-docs.json')).status).toBe(401);
    const wrongRole = await get(site.base, '/collections/premium-docs.json', 'user-a');
    expect(wrongRole.status).toBe(403);
    expect(wrongRole.body).not.toContain(PREMIUM_SECRET);
    const member = await get(site.base, '/collections/premium-docs.json', 'user-ab');
    expect(member.status).toBe(200);
    expect(member.body).toContain(PREMIUM_SECRET);
    expect(member.cacheControl).toBe('private, no-store');
    for (const open of ['shared', 'site-wide']) {
      const answer = await get(site.base, `/collections/${open}.json`);
      expect({ open, status: answer.status, cacheControl: answer.cacheControl }).toEqual({
        open,
        status: 200,
        cacheControl: 'public, max-age=0, must-revalidate',
      });
    }
    const visitorSet = await dataSet(site.base, 'premium-search');
    expect(visitorSet.status).toBe(401);
    expect(visitorSet.body).not.toContain(PREMIUM_SECRET);
    expect((await dataSet(site.base, 'premium-search', 'user-none')).status).toBe(403);
    const memberSet = await dataSet(site.base, 'premium-search', 'user-c');
    expect(JSON.parse(memberSet.body)).toEqual({ data: [{ text: PREMIUM_SECRET, viewer: 'user-c' }], total: 1 });
    expect((await dataSet(site.base, 'open-search')).status).toBe(200);
  });

  it('treats a forged token as no session', async () => {
    const forged = await createJwtService('another-secret-that-is-long-enough').sign({
      sub: 'user-ab',
      role: 'authenticated',
      exp: inOneHour(),
    });
    const answer = await get(site.base, '/data/premium.json', undefined, { headers: { cookie: `sb-access-token=${forged}` } });
    expect(answer.status).toBe(401);
  });

  it('lists the collections only private pages declare, with their pages', () => {
    const publication = guardedPublication({ authPages: true });
    expect(Object.fromEntries(privateCollections(publication.site.design, publication.site.pages))).toEqual({
      'premium-docs': ['premium'],
      'premium-search': ['premium'],
      'members-docs': ['members'],
    });
  });
});

describe('page guards with no sign-in or forbidden page configured', () => {
  let site: { app: FastifyInstance; base: string };
  beforeAll(async () => {
    site = await startSite(false);
  });
  afterAll(() => site.app.close());

  it('sends visitors and users without the roles to the home page (the login page), never the private page', async () => {
    const visitor = await get(site.base, '/premium');
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe('/?_source=%2Fpremium');
    expect(visitor.body).not.toContain(PREMIUM_SECRET);
    const wrongRole = await get(site.base, '/premium', 'user-a');
    expect(wrongRole.status).toBe(302);
    expect(wrongRole.location).toBe('/?_source=%2Fpremium');
    const data = await get(site.base, '/data/premium.json', 'user-a');
    expect(data.status).toBe(403);
    expect(JSON.parse(data.body)).toMatchObject({ code: 'forbidden', redirectUrl: '/?_source=%2Fpremium' });
    expect((await get(site.base, '/collections/premium-docs.json')).status).toBe(401);
    const wrongRoleDocs = await get(site.base, '/collections/premium-docs.json', 'user-a');
    expect(wrongRoleDocs.status).toBe(403);
    expect(wrongRoleDocs.body).not.toContain(PREMIUM_SECRET);
    for (const user of [undefined, 'user-a']) {
      const set = await dataSet(site.base, 'premium-search', user);
      expect({ user, status: set.status }).toEqual({ user, status: user === undefined ? 401 : 403 });
      expect(set.body).not.toContain(PREMIUM_SECRET);
    }
    expect((await get(site.base, '/premium', 'user-ab')).status).toBe(200);
    const memberSet = await dataSet(site.base, 'premium-search', 'user-ab');
    expect(JSON.parse(memberSet.body)).toMatchObject({ data: [{ text: PREMIUM_SECRET }], total: 1 });
  });
});
