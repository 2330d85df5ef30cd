// Every page of the portal: the 23 paths of seed 000 §2 answer server-rendered HTML (title, description, content
// before any script), private ones redirect visitors to the login with `_source`, the sitemap lists open pages only,
// unknown paths get the 404 page; then each page in Chromium at 1366 and 390 px, light and dark, screenshot and axe
// (a few tabs side by side, viewport screenshots: CI's time budget).
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type PortalServer } from './forklift-server';
import { sitemapPaths, waitForHydration, watchConsole, watchBrowserBodies } from './page-checks';
import type { BodyWatch } from './page-checks';

const ARTIFACTS = 'e2e/artifacts/forklift';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const OPEN = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/insert-new-password',
  '/email-verification',
  '/successful-purchase',
  '/terms-and-conditions',
  '/forklift-repair-help-with-ai',
  '/availible-forklift-service-manuals',
  '/services',
  '/troubleshoot-your-forklift-manual-library',
  '/available-forklift-parts-manuals',
];
const PRIVATE = [
  '/dashboard',
  '/c-monarch-portal-freemium',
  '/c-monarch-portal-fullaccess',
  '/r-raynet-portal-freemium',
  '/r-raynet-portal-freemium-fullaccess',
  '/t-sensei-portal-freemium',
  '/t-sensei-portal-fullaccess',
  '/h-brick-portal-freemium',
  '/h-brick-portal-freemium-copy',
  '/u-stitch-portal-freemium',
  '/u-stitch-portal-freemium-copy',
];
const ALL_ACCESS_ROLE = '7a1e0c52-5d1f-4c1a-9d01-000000000020';

let server: PortalServer;
let browser: Browser;
let bodies: BodyWatch;

beforeAll(async () => {
  server = await startPortal();
  browser = await launchChromium();
  bodies = watchBrowserBodies(browser);
  mkdirSync(ARTIFACTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The page's visible text as a crawler reads the server's HTML (no scripts, no styles, no state). */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<head[\s\S]*?<\/head>/, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the portal as crawlers meet it', () => {
  it('answers every open path with its title, description and real content before any script runs', async () => {
    for (const path of OPEN) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html, path).toContain('application/ld+json');
      expect(html, path).toContain('Made with Kit Builder');
      expect(textOf(html).length, path).toBeGreaterThan(200);
    }
  });

  it('renders the library with the catalogue on the server', async () => {
    const html = await (await fetch(`${server.baseUrl}/troubleshoot-your-forklift-manual-library`)).text();
    expect(textOf(html)).toMatch(/Series [A-Z0-9-]+|Service Manual/);
    expect(html).toContain('"@type":"CollectionPage"');
  });

  it('sends visitors of private paths to the login with _source', async () => {
    for (const path of PRIVATE) {
      const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(`/?_source=${encodeURIComponent(path)}`);
    }
  });

  it('refuses premium HTML to a freemium user on the server: the page offering the purchase instead', async () => {
    const headers = { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}`, 'content-type': 'application/json' };
    const email = `free-${Date.now()}@workshop.test`;
    const password = 'Free-portal-2026!';
    await fetch(`${server.baseUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password, email_confirm: true }),
    });
    const token = (await (
      await fetch(`${server.baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password }),
      })
    ).json()) as { access_token: string };
    const cookie = `sb-access-token=${token.access_token}`;
    const free = await fetch(`${server.baseUrl}/c-monarch-portal-freemium`, { headers: { cookie }, redirect: 'manual' });
    expect(free.status).toBe(200);
    expect(await free.text()).toContain('C-Monarch forklift manuals and error codes');
    const premium = await fetch(`${server.baseUrl}/c-monarch-portal-fullaccess`, { headers: { cookie }, redirect: 'manual' });
    expect(premium.status).toBe(302);
    expect(premium.headers.get('location')).toBe('/upgrade?_source=%2Fc-monarch-portal-fullaccess');
    // The upgrade page leads with the refused brand's plan.
    const upgrade = await (await fetch(`${server.baseUrl}/upgrade?_source=%2Fc-monarch-portal-fullaccess`, { headers: { cookie } })).text();
    const body = upgrade.slice(upgrade.indexOf('<main'), upgrade.indexOf('id="__site_state__"'));
    expect(body).toContain('C-Monarch Premium');
    expect(body.indexOf('C-Monarch Premium')).toBeLessThan(body.indexOf('All Brands Premium'));
    expect(body).not.toContain('R-Raynet Premium');
  });

  it('lists only open pages in the sitemap and answers unknown paths with the 404 page', async () => {
    const listed = await sitemapPaths(server.baseUrl);
    for (const path of PRIVATE) expect(listed).not.toContain(path);
    for (const path of OPEN.filter((entry) => entry !== '/login')) expect(listed).toContain(path);
    const missing = await fetch(`${server.baseUrl}/no-such-forklift-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('This page is not in the manual');
  });
});

/** A confirmed user holding all-access, made with the service-role key, signed in once through the login form. */
async function signedInState(): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const email = `fleet-${Date.now()}@workshop.test`;
  const password = 'Fleet-access-2026!';
  const headers = { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}`, 'content-type': 'application/json' };
  const created = await fetch(`${server.baseUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  const user = (await created.json()) as { id: string };
  const linked = await fetch(`${server.baseUrl}/rest/v1/custom_user_roles`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ user_id: user.id, role_id: ALL_ACCESS_ROLE }),
  });
  expect(linked.status).toBe(201);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await waitForHydration(page);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function axeProblems(page: Page, path: string): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.slice(0, 3).map((node) => node.target),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path}: ${v.id} (${v.impact}) ${v.help} at ${JSON.stringify(v.targets)}`);
}

/**
 * One tab at one width going through its paths: each page hydrates at its own path, is saved as a viewport
 * screenshot (the artifact a reviewer looks at; the full length added minutes to CI) and is scanned by axe.
 */
async function checkPages(
  context: BrowserContext,
  width: number,
  theme: string,
  paths: readonly string[],
): Promise<{ console: string[]; axe: string[] }> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  const problems = watchConsole(page);
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(`${server.baseUrl}${path}`);
    await waitForHydration(page);
    // The first page load (session, guard, collections, onload workflows) has run: on a busy machine the network
    // can idle before it starts, and a screenshot then shows a visitor's top bar on a member's page.
    await page.waitForFunction(() => document.documentElement.dataset.appMounted === 'true');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname, path).toBe(path);
    const name = path === '/' ? 'home' : path.slice(1);
    await page.screenshot({ path: `${ARTIFACTS}/${name}-${width}-${theme}.png` });
    found.push(...(await axeProblems(page, `${path} at ${width} px`)));
  }
  await page.close();
  return { console: problems, axe: found };
}

let member: Awaited<ReturnType<typeof signedInState>>;

describe('every page in Chromium', () => {
  beforeAll(async () => {
    member = await signedInState();
  }, 120_000);

  for (const theme of ['light', 'dark'] as const) {
    it(`renders at 1366 and 390 px, ${theme}, without console problems, with no serious accessibility violation, saved as screenshots`, async () => {
      // One visitor context and one signed-in context for the theme; a tab per context and width, side by side.
      const visitor = await browser.newContext();
      const signedIn = await browser.newContext({ storageState: member });
      try {
        for (const context of [visitor, signedIn])
          await context.addInitScript((stored) => localStorage.setItem('app-theme', stored), theme);
        const results = await Promise.all(
          [1366, 390].flatMap((width) => [
            checkPages(visitor, width, theme, [...OPEN, '/no-such-forklift-page']),
            checkPages(signedIn, width, theme, PRIVATE),
          ]),
        );
        expect(results.flatMap((result) => result.console)).toEqual([]);
        expect(results.flatMap((result) => result.axe)).toEqual([]);
      } finally {
        await visitor.close();
        await signedIn.close();
      }
    }, 300_000);
  }
});

it('sent no page a database or stack message in any response body', async () => {
  await bodies.settle();
  expect(bodies.checked).toBeGreaterThan(0);
  expect(bodies.problems).toEqual([]);
});
