// The manual viewer journey in Chromium: a premium user opens page 212 of the 338-page manual from a search hit →
// only the pages in view are mounted and the file comes in byte ranges, never whole → search inside the manual jumps
// to a hit and highlights it on the page → a bookmark with a note → reload → the bookmark is still there (and on the
// dashboard).
import { mkdirSync } from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import { launchChromium } from './browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type PortalServer, serviceRequest } from './forklift-server';
import { waitForHydration, watchConsole, watchBrowserBodies } from './page-checks';
import type { BodyWatch } from './page-checks';

const ARTIFACTS = 'e2e/artifacts/forklift';

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

const admin = <T>(path: string, init?: RequestInit) => serviceRequest<T>(server, path, init);

/** A confirmed user with the all-access plan, made as an administrator would. */
async function premiumUser(): Promise<{ email: string; password: string }> {
  const email = `viewer-${Date.now()}@workshop.test`;
  const password = 'Forks-up-2026!';
  const user = await admin<{ id: string }>('/auth/v1/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  const [role] = await admin<Array<{ id: string }>>('/rest/v1/roles?name=eq.all-access&select=id');
  await admin('/rest/v1/custom_user_roles', { method: 'POST', body: JSON.stringify({ user_id: user.id, role_id: role?.id }) });
  return { email, password };
}

async function pageRendered(page: Page, number: number): Promise<void> {
  await page.locator(`.fmv-page[data-page="${number}"] canvas`).waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction((n) => !document.querySelector(`.fmv-page[data-page="${n}"] .fmv-page__loading`), number, { timeout: 30_000 });
}

describe('the manual viewer', () => {
  it('opens page 212 from a search hit by byte ranges, finds inside, and keeps a bookmark across a reload', async () => {
    const [manual] = await admin<Array<{ id: string; page_count: number; file_size: number; object_path: string }>>(
      '/rest/v1/manuals?tier=eq.premium&kind=eq.service&select=id,page_count,file_size,object_path&order=page_count.desc&limit=1',
    );
    expect(manual?.page_count).toBeGreaterThanOrEqual(300);
    const [page212] = await admin<Array<{ body: string }>>(
      `/rest/v1/manual_pages?manual_id=eq.${manual!.id}&page_number=eq.212&select=body`,
    );
    // A procedure heading of page 212, as a technician would type it.
    const heading = /\n([A-Z][^:\n]+): ([a-z ]+) \(/.exec(page212?.body ?? '');
    expect(heading).not.toBeNull();
    const query = `${heading![1]} ${heading![2]}`.toLowerCase();

    const user = await premiumUser();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${server.baseUrl}/`);
    await waitForHydration(page);
    await page.getByLabel('E-mail address').fill(user.email);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });

    // The search hit.
    await page.goto(`${server.baseUrl}/search?${new URLSearchParams({ q: query, brand: 'c-monarch' })}`);
    const hit = page.locator(`a.fsr-card__link[href*="manual=${manual!.id}"][href*="page=212"]`).first();
    await hit.waitFor({ state: 'visible', timeout: 30_000 });
    await page.screenshot({ path: `${ARTIFACTS}/viewer-01-search.png` });

    const ranges: string[] = [];
    const whole: string[] = [];
    const onRequest = (request: Request) => {
      if (!request.url().includes('/storage/v1/object/sign/manuals/') || request.method() !== 'GET') return;
      const range = request.headers().range;
      if (range) ranges.push(range);
      else whole.push(request.url());
    };
    page.on('request', onRequest);
    await hit.click();
    await page.waitForURL(`**/manual?manual=${manual!.id}&page=212`);
    await pageRendered(page, 212);
    await page.screenshot({ path: `${ARTIFACTS}/viewer-02-page-212.png` });

    // Only the pages in view are mounted; the file came in ranges, never whole, and far less than all of it.
    const mounted = await page.locator('.fmv-page').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-page'))));
    expect(mounted).toContain(212);
    expect(mounted.every((n) => n >= 211 && n <= 213)).toBe(true);
    expect(whole).toEqual([]);
    const bytes = ranges.reduce((sum, range) => {
      const [, from, to] = /bytes=(\d+)-(\d+)/.exec(range) ?? [];
      return sum + (Number(to) - Number(from) + 1);
    }, 0);
    expect(bytes).toBeLessThan(manual!.file_size * 0.6);
    page.off('request', onRequest);

    // Search inside the manual: the first hit's page is shown with the terms highlighted on it.
    await page.getByRole('button', { name: 'Search in this manual' }).click();
    await page.getByRole('searchbox', { name: 'Search in this manual' }).fill(heading![1]!.toLowerCase());
    await page.getByRole('button', { name: 'Find' }).click();
    const first = page.locator('.fmv-hit--active');
    await first.waitFor({ state: 'visible', timeout: 20_000 });
    const hitPage = Number((await first.locator('.fmv-hit__page').textContent())?.replace(/\D/g, ''));
    await pageRendered(page, hitPage);
    await page.locator(`.fmv-page[data-page="${hitPage}"] .fmv-mark--current`).first().waitFor({ state: 'visible', timeout: 20_000 });
    await page.screenshot({ path: `${ARTIFACTS}/viewer-03-find.png` });

    // A bookmark with a note on the page shown.
    const note = `Checked connector pins ${Date.now()}`;
    await page.getByRole('button', { name: 'Bookmarks' }).click();
    await page.locator('#fmv-note').fill(note);
    await page.getByRole('button', { name: 'Add bookmark' }).click();
    await page.locator('.fmv-bookmark__note', { hasText: note }).waitFor({ state: 'visible' });
    const bookmarkedPage = Number(new URL(page.url()).searchParams.get('page'));

    await page.reload();
    await pageRendered(page, bookmarkedPage);
    await page.getByRole('button', { name: 'Bookmarks' }).click();
    await page.locator('.fmv-bookmark__note', { hasText: note }).waitFor({ state: 'visible', timeout: 20_000 });
    await page.screenshot({ path: `${ARTIFACTS}/viewer-04-bookmark.png` });

    await page.goto(`${server.baseUrl}/dashboard`);
    // The dashboard's bookmarks are one of its side-menu panels.
    await page
      .getByRole('button', { name: /^Bookmarks/ })
      .first()
      .click();
    await page.getByText(note).first().waitFor({ state: 'visible', timeout: 20_000 });
    expect(problems.filter((problem) => !problem.includes('favicon'))).toEqual([]);
    await context.close();
  });
});

it('sent no page a database or stack message in any response body', async () => {
  await bodies.settle();
  expect(bodies.checked).toBeGreaterThan(0);
  expect(bodies.problems).toEqual([]);
});
