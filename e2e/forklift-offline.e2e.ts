// The offline journey (issue 37, acceptance 1 and 4) in Chromium at 390 px: a premium technician saves the 339-page
// service manual for offline use (progress in bytes and pages) → the network is turned off by the test → the portal
// reloads from the phone: the manual opens at page 212 with the "offline — saved copy" banner, find in the manual
// answers from the device, a bookmark is added → search finds a saved code typed in another spelling and opens its
// details → a diagnosis of a saved code streams cited steps on the phone → the network returns: the bookmark and the
// diagnosis are on the server (once each). Screenshots of the saved list, the offline banner and the offline
// diagnosis at 390 and 1366 px, light and dark; axe finds nothing serious on them.
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { startPortal, serviceRequest, type PortalServer } from './forklift-server';
import { waitForHydration, watchConsole } from './page-checks';
import { submitSignIn } from './portal-sign-in';

const ARTIFACTS = 'e2e/artifacts/forklift-offline';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: PortalServer;
let browser: Browser;

beforeAll(async () => {
  server = await startPortal();
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const admin = <T>(path: string, init?: RequestInit) => serviceRequest<T>(server, path, init);

async function premiumUser(): Promise<{ id: string; email: string; password: string }> {
  const email = `offline-${Date.now()}@workshop.test`;
  const password = 'Forks-up-2026!';
  const user = await admin<{ id: string }>('/auth/v1/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  const [role] = await admin<Array<{ id: string }>>('/rest/v1/roles?name=eq.all-access&select=id');
  await admin('/rest/v1/custom_user_roles', { method: 'POST', body: JSON.stringify({ user_id: user.id, role_id: role?.id }) });
  return { id: user.id, email, password };
}

async function pageRendered(page: Page, number: number): Promise<void> {
  await page.locator(`.fmv-page[data-page="${number}"] canvas`).waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction((n) => !document.querySelector(`.fmv-page[data-page="${n}"] .fmv-page__loading`), number, { timeout: 30_000 });
}

async function axeProblems(page: Page, where: string): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.slice(0, 3).map((node) => node.target) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} ${JSON.stringify(v.targets)}`);
}

/** Polls the server (as an administrator) until `read` finds something. */
async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const found = await read();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`never on the server: ${what}`);
}

/** Offline, the browser reports each request it could not send; those are the point of this journey, not problems. */
const OFFLINE_NOISE = [/ERR_INTERNET_DISCONNECTED/, /Failed to load resource/, /Page load failed/, /Failed to fetch/];
// A saved page is one shell for every query (`/search?q=…`): React renders the results anew over the shell's HTML.
const SAVED_SHELL_HYDRATION = /Minified React error #418/;

describe('offline on the phone', () => {
  it('saves a manual, then reads, finds, bookmarks, searches and diagnoses without the network; syncs when it returns', async () => {
    const [manual] = await admin<Array<{ id: string; page_count: number; file_size: number; revision: string }>>(
      '/rest/v1/manuals?tier=eq.premium&kind=eq.service&brand_id=eq.c-monarch&select=id,page_count,file_size,revision&order=page_count.desc&limit=1',
    );
    expect(manual!.page_count).toBeGreaterThanOrEqual(300);
    const [page212] = await admin<Array<{ body: string }>>(
      `/rest/v1/manual_pages?manual_id=eq.${manual!.id}&page_number=eq.212&select=body`,
    );
    // A procedure heading of page 212, as a technician would type it.
    const heading = /\n([A-Z][^:\n]+): ([a-z ]+) \(/.exec(page212?.body ?? '');
    expect(heading).not.toBeNull();
    const user = await premiumUser();

    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${server.baseUrl}/`);
    await waitForHydration(page);
    await submitSignIn(page, user);
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });

    // Save for offline: the progress bar moves through the file's bytes and the pages, then says what it took.
    await page.goto(`${server.baseUrl}/manual?manual=${manual!.id}&page=1`);
    await pageRendered(page, 1);
    const progress: number[] = [];
    await page.exposeFunction('__offlineProgress', (value: number) => progress.push(value));
    await page.evaluate(() => {
      const record = () => {
        const bar = document.querySelector('.fmv-offline [role="progressbar"]');
        if (bar) (window as unknown as { __offlineProgress(v: number): void }).__offlineProgress(Number(bar.getAttribute('aria-valuenow')));
      };
      new MutationObserver(record).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await page.getByRole('progressbar', { name: 'Saving for offline' }).waitFor({ state: 'visible', timeout: 10_000 });
    await page
      .getByText(new RegExp(`of ${manual!.page_count} pages`))
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 });
    await page.getByText('Saved on this phone for offline use').waitFor({ state: 'visible', timeout: 120_000 });
    expect(progress.length).toBeGreaterThan(2);
    expect(Math.max(...progress)).toBeGreaterThan(Math.min(...progress));
    await expect(page.locator('.fmv-offline').textContent()).resolves.toMatch(/MB|KB/);

    // The network off; the portal reloads from the phone.
    await context.setOffline(true);
    await page.goto(`${server.baseUrl}/manual?manual=${manual!.id}&page=212`);
    await page.getByText(`Offline — saved copy of revision ${manual!.revision}`).waitFor({ state: 'visible', timeout: 30_000 });
    await pageRendered(page, 212);
    await page.screenshot({ path: `${ARTIFACTS}/offline-01-banner-390-light.png` });

    // Find in the manual, on the device: page 212 is among the hits and shows the terms marked.
    await page.getByRole('button', { name: 'Search in this manual' }).click();
    await page.getByRole('searchbox', { name: 'Search in this manual' }).fill(`${heading![1]} ${heading![2]}`.toLowerCase());
    await page.getByRole('button', { name: 'Find' }).click();
    const hit212 = page.locator('.fmv-hit', { has: page.locator('.fmv-hit__page', { hasText: /^p\. 212$/ }) });
    await hit212.waitFor({ state: 'visible', timeout: 20_000 });
    await hit212.click();
    await pageRendered(page, 212);
    await page.locator('.fmv-page[data-page="212"] .fmv-mark').first().waitFor({ state: 'visible', timeout: 20_000 });

    // A bookmark with a note on page 212, kept on the phone.
    await page.getByRole('button', { name: 'Search in this manual' }).click();
    await page.getByRole('textbox', { name: 'Page number' }).fill('212');
    await page.getByRole('textbox', { name: 'Page number' }).press('Enter');
    await pageRendered(page, 212);
    await page.waitForFunction(() => new URL(window.location.href).searchParams.get('page') === '212', undefined, { timeout: 10_000 });
    const note = `Offline check of the sensor ${Date.now()}`;
    await page.getByRole('button', { name: 'Bookmarks' }).click();
    await expect(page.locator('label[for="fmv-note"]').textContent()).resolves.toBe('Bookmark page 212');
    await page.locator('#fmv-note').fill(note);
    await page.getByRole('button', { name: 'Add bookmark' }).click();
    await page.locator('.fmv-bookmark__note', { hasText: note }).waitFor({ state: 'visible' });

    // Search a saved code in another spelling, and open its details (its diagnosis from the saved entry).
    const [code] = await admin<Array<{ code: string; title: string }>>(
      '/rest/v1/error_codes?brand_id=eq.c-monarch&code=eq.E-212&select=code,title',
    );
    await page.goto(`${server.baseUrl}/search?q=e0212`);
    const codeHit = page.locator('a.fsr-card__link', { hasText: code!.title }).first();
    await codeHit.waitFor({ state: 'visible', timeout: 20_000 });
    await page.screenshot({ path: `${ARTIFACTS}/offline-02-search-390-light.png` });
    await codeHit.click();
    await page.waitForURL('**/diagnostics?**', { timeout: 20_000 });
    await page.getByText('Offline — answered on this phone').first().waitFor({ state: 'visible', timeout: 20_000 });
    const steps = page.locator('.fdc-step--cause');
    await steps.first().waitFor({ state: 'visible', timeout: 20_000 });
    // Every cause cites a manual page of the saved manual, as the server's answer does.
    const cites = await page
      .locator('.fdc-step--cause a[href*="/manual?"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(cites.length).toBeGreaterThan(0);
    expect(cites.every((href) => href?.includes(`manual=${manual!.id}`))).toBe(true);

    // A diagnosis of another saved code, typed in the form.
    const [other] = await admin<Array<{ code: string; title: string }>>(
      '/rest/v1/error_codes?brand_id=eq.c-monarch&code=eq.E-301&select=code,title',
    );
    await page
      .getByLabel(/Error code/i)
      .first()
      .fill('e301');
    await page.getByRole('button', { name: 'Diagnose' }).click();
    await page.locator('.fdc-turn').nth(1).locator('.fdc-step--cause').first().waitFor({ state: 'visible', timeout: 20_000 });
    await expect(page.locator('.fdc-turn').nth(1).textContent()).resolves.toContain(other!.title);
    await page
      .locator('.fdc-turn')
      .nth(1)
      .locator('.fdc-offline')
      .evaluate((node) => node.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${ARTIFACTS}/offline-03-diagnosis-390-light.png` });

    // The network returns: the bookmark and both diagnoses reach the server, once each.
    await context.setOffline(false);
    const bookmark = await eventually(async () => {
      const rows = await admin<Array<{ note: string; page_number: number }>>(
        `/rest/v1/bookmarks?user_id=eq.${user.id}&manual_id=eq.${manual!.id}&select=note,page_number`,
      );
      return rows.length > 0 ? rows : undefined;
    }, 'the bookmark');
    expect(bookmark).toEqual([{ note, page_number: 212 }]);
    const diagnoses = await eventually(async () => {
      const rows = await admin<Array<{ code: string }>>(`/rest/v1/diagnoses?user_id=eq.${user.id}&select=code&order=created_at`);
      return rows.length >= 2 ? rows : undefined;
    }, 'the diagnoses');
    await new Promise((r) => setTimeout(r, 1500));
    const after = await admin<Array<{ code: string }>>(`/rest/v1/diagnoses?user_id=eq.${user.id}&select=code&order=created_at`);
    // Each diagnosis once, even after the sync ran again (every page start and every `online` event runs it).
    expect(after).toHaveLength(2);
    expect(after).toEqual(diagnoses);

    expect(
      problems.filter(
        (problem) =>
          !OFFLINE_NOISE.some((noise) => noise.test(problem)) && !SAVED_SHELL_HYDRATION.test(problem) && !problem.includes('favicon'),
      ),
    ).toEqual([]);

    // Screenshots and axe: the saved list (dashboard), the offline banner and the offline diagnosis, 390 and 1366 px,
    // light and dark.
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      for (const [width, viewport] of [
        ['390', PHONE],
        ['1366', DESKTOP],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: theme });
        await page.evaluate((value) => localStorage.setItem('app-theme', value), theme);
        await context.setOffline(false);
        await page.goto(`${server.baseUrl}/dashboard`);
        await waitForHydration(page);
        await page.locator('.fso-item', { hasText: 'Revision' }).first().waitFor({ state: 'visible', timeout: 20_000 });
        await page.locator('.fso').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${ARTIFACTS}/saved-list-${width}-${theme}.png` });
        found.push(...(await axeProblems(page, `saved list ${width} ${theme}`)));
        await context.setOffline(true);
        await page.goto(`${server.baseUrl}/manual?manual=${manual!.id}&page=212`);
        await page.locator('.fmv-offline--device').waitFor({ state: 'visible', timeout: 30_000 });
        await pageRendered(page, 212);
        await page.screenshot({ path: `${ARTIFACTS}/offline-banner-${width}-${theme}.png` });
        found.push(...(await axeProblems(page, `offline banner ${width} ${theme}`)));
        await page.goto(`${server.baseUrl}/diagnostics?brand=c-monarch&code=E-212`);
        await page.locator('.fdc-offline').waitFor({ state: 'visible', timeout: 20_000 });
        await page.locator('.fdc-step--cause').first().waitFor({ state: 'visible', timeout: 20_000 });
        await page.locator('.fdc-remedy, .fdc-step--remedy').first().waitFor({ state: 'visible', timeout: 20_000 });
        await page
          .locator('.fdc-question')
          .first()
          .evaluate((node) => node.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: `${ARTIFACTS}/offline-diagnosis-${width}-${theme}.png` });
        found.push(...(await axeProblems(page, `offline diagnosis ${width} ${theme}`)));
      }
    }
    await context.setOffline(false);
    expect(found).toEqual([]);

    // "Saved on this phone" removes the manual: its file and text are gone from the phone.
    await page.goto(`${server.baseUrl}/dashboard`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Remove C-Monarch .* from this phone$/ }).click();
    await page.getByText(/Nothing yet\. Open a manual/).waitFor({ state: 'visible', timeout: 20_000 });
    const left = await page.evaluate(async () => {
      const cache = await caches.open('liftfix-saved-files');
      return (await cache.keys()).length;
    });
    expect(left).toBe(0);
    await context.close();
  }, 420_000);
});
