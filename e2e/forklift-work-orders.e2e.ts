// The work-order journey (issue 38) in Chromium on a fresh portal: on a 390 px phone a technician opens a work order
// from a truck's fault, works through the checklist with readings and a photo, adds two parts from the parts manual's
// table and closes it with the confirmed cause; a manager at 1366 px watches the team board change live (no reload)
// and exports the closed work order's PDF. The confirmed cause shows in the code's counts. Then the work-order pages
// at 390 and 1366 px, light and dark, as screenshots (/tmp/shots-wo/) with an accessibility scan.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfText } from '../sites/forklift/src/importer/extract-text';
import { launchChromium } from './browser';
import { serviceRequest, startPortal, type PortalServer } from './forklift-server';
import { waitForHydration, watchConsole, watchResponseBodies } from './page-checks';
import { submitSignIn } from './portal-sign-in';

const SHOTS = process.env.WORK_ORDER_SHOTS ?? '/tmp/shots-wo';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const stamp = Date.now();
const manager = { email: `wo-manager-${stamp}@fleet.test`, password: 'Fleet-manager-2026!' };
const technician = { email: `wo-tech-${stamp}@fleet.test`, password: 'Fleet-tech-2026!' };
const viewer = { email: `wo-viewer-${stamp}@fleet.test`, password: 'Fleet-viewer-2026!' };
// A tiny PNG (the photo of a reading).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let server: PortalServer;
let browser: Browser;
let truckId = '';
let codeId = '';
let code = '';
let orderPath = '';
let bossToken = '';
let fault: { id: string } | undefined;

const service = <T>(path: string, init?: RequestInit) => serviceRequest<T>(server, path, init);

async function user(who: { email: string; password: string }): Promise<{ id: string; token: string }> {
  const created = await service<{ id: string }>('/auth/v1/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email: who.email, password: who.password, email_confirm: true }),
  });
  const session = await service<{ access_token: string }>('/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify(who),
  });
  return { id: created.id, token: session.access_token };
}

const as = <T>(token: string, path: string, body: unknown, prefer = 'return=representation') =>
  service<T>(path, { method: 'POST', headers: { authorization: `Bearer ${token}`, prefer }, body: JSON.stringify(body) });

beforeAll(async () => {
  server = await startPortal();
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
  const boss = await user(manager);
  const tech = await user(technician);
  const reader = await user(viewer);
  bossToken = boss.token;
  const org = await as<{ id: string }>(boss.token, '/rest/v1/rpc/fleet_create_organization', { p_name: `Harbour Lift ${stamp % 10_000}` });
  await service('/rest/v1/fleet_members', {
    method: 'POST',
    body: JSON.stringify({ organization_id: org.id, user_id: tech.id, role: 'technician', email: technician.email }),
  });
  // A viewer (issue 38, roles): follows the board and the orders, works none.
  await service('/rest/v1/fleet_members', {
    method: 'POST',
    body: JSON.stringify({ organization_id: org.id, user_id: reader.id, role: 'viewer', email: viewer.email }),
  });
  // A CG truck: its series' parts manual is free, so the freemium technician picks from its table.
  const [truck] = await as<Array<{ id: string }>>(boss.token, '/rest/v1/fleet_trucks', {
    organization_id: org.id,
    unit: 'Truck 7',
    brand_id: 'c-monarch',
    series_id: 'c-monarch-cg',
    serial_number: '71850',
    hour_meter: 4120,
  });
  truckId = truck?.id ?? '';
  const codes = await service<Array<{ id: string; code: string }>>(
    '/rest/v1/error_codes?select=id,code&brand_id=eq.c-monarch&tier=eq.free&series_ids=cs.{c-monarch-cg}&order=code&limit=1',
  );
  codeId = codes[0]?.id ?? '';
  code = codes[0]?.code ?? '';
  // The technician's own diagnosis of it (verified: as the diagnose function saves a recorded run), then the fault.
  const [diagnosis] = await service<Array<{ id: string }>>('/rest/v1/diagnoses', {
    method: 'POST',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({ user_id: tech.id, brand_id: 'c-monarch', engine: 'extractive', error_code_id: codeId, code, verified: true }),
  });
  [fault] = await as<Array<{ id: string }>>(tech.token, '/rest/v1/fleet_fault_events', {
    truck_id: truckId,
    error_code_id: codeId,
    diagnosis_id: diagnosis?.id,
    symptoms: 'Lift stops after a few minutes',
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`);
  await waitForHydration(page);
}

async function signedIn(context: BrowserContext, who: { email: string; password: string }, path: string): Promise<Page> {
  const page = await context.newPage();
  await open(page, path);
  await submitSignIn(page, who);
  await page.waitForURL(`**${path.split('?')[0]}*`);
  await waitForHydration(page);
  return page;
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

describe('work orders', () => {
  it('from a fault to a confirmed fix on a phone, live on the manager’s board, exported as PDF', async () => {
    const desk = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const board = await signedIn(desk, manager, '/fleet/work-orders');
    const deskProblems = watchConsole(board);
    const deskBodies = watchResponseBodies(board);
    await board.locator('.wo-live--on').waitFor({ timeout: 20_000 });
    await board.evaluate(() => ((window as unknown as { woMarker: number }).woMarker = 1));
    const before = (
      await service<Array<{ cause_fixes: Record<string, number> }>>('/rest/v1/rpc/error_code_fix_counts', {
        method: 'POST',
        body: JSON.stringify({ p_error_code_ids: [codeId] }),
      })
    )[0];

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const tech = await signedIn(phone, technician, `/fleet/truck?truck=${truckId}`);
    const techProblems = watchConsole(tech);
    const techBodies = watchResponseBodies(tech);
    await tech.getByRole('link', { name: `Open a work order for ${code}` }).click();
    await tech.waitForURL('**/fleet/work-order/new?*');
    await waitForHydration(tech);
    await tech.getByText(`From the fault ${code} logged`).waitFor();
    await tech.getByLabel('Priority').selectOption('urgent');
    await tech.getByRole('button', { name: 'Open work order' }).click();
    await tech.waitForURL('**/fleet/work-order?order=*');
    orderPath = new URL(tech.url()).pathname + new URL(tech.url()).search;
    await tech.getByRole('heading', { name: 'Checklist' }).waitFor();
    // The manager's board shows it without a reload.
    await board.locator('.wo-column', { hasText: 'Open' }).locator('.wo-card', { hasText: code }).waitFor({ timeout: 15_000 });

    // Each check: its expected value and manual page are shown; a reading and a result, a photo on the first.
    const checks = tech.locator('.wo-check');
    const count = await checks.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(await checks.first().textContent()).toMatch(/Expected: .+Manual page \d+/);
    // The last check is recorded with the connection lost: reading and photo wait on the phone, then go by themselves.
    for (let i = 0; i < count; i++) {
      const check = checks.nth(i);
      const offline = i === count - 1;
      await check.getByLabel('Reading').fill(`${4 + i / 10} V`);
      await check.getByText('Pass', { exact: true }).click();
      if (i === 0 || offline) await check.getByLabel('Photo').setInputFiles({ name: 'reading.png', mimeType: 'image/png', buffer: PNG });
      if (offline) await phone.setOffline(true);
      await check.getByRole('button', { name: `Save check ${i + 1}` }).click();
      if (offline) {
        await check.locator('.ff-pill', { hasText: 'Waiting to send' }).waitFor();
        await tech.getByText('Saved on this phone; it is sent when the connection returns.').waitFor();
        await tech.screenshot({ path: `${SHOTS}/journey-offline-390.png`, fullPage: true });
        await phone.setOffline(false);
        await tech.getByText('1 saved entry was sent.').waitFor({ timeout: 15_000 });
      }
      await check.locator('.ff-pill', { hasText: 'Pass' }).waitFor();
    }
    const photos = await service<Array<{ photo_path: string | null }>>(
      `/rest/v1/work_order_checks?select=photo_path&work_order_id=eq.${new URL(tech.url()).searchParams.get('order')}&order=position`,
    );
    expect(photos.map((p) => p.photo_path !== null)).toEqual(photos.map((_, i) => i === 0 || i === photos.length - 1));
    await tech.getByText(`${count} of ${count} checked`).waitFor();
    await tech.screenshot({ path: `${SHOTS}/journey-checklist-390.png`, fullPage: true });

    // Two parts from the parts manual's table.
    await tech.getByRole('button', { name: 'Search parts' }).click();
    const found = tech.getByRole('list', { name: 'Parts found' }).getByRole('listitem');
    await found.first().waitFor();
    const picked = [
      (await found.nth(0).locator('.ff-mono').textContent()) ?? '',
      (await found.nth(1).locator('.ff-mono').textContent()) ?? '',
    ];
    await found.nth(0).getByRole('button').click();
    await tech.locator('.wo-parts li', { hasText: picked[0] }).waitFor();
    await found.nth(1).getByRole('button').click();
    await tech.locator('.wo-parts li', { hasText: picked[1] }).waitFor();
    expect(await tech.locator('.wo-parts li').count()).toBe(2);

    // Closing asks for the cause: without one it says so in words; then the code's first cause and the remedy.
    await tech.getByRole('button', { name: 'Close work order' }).click();
    await tech.getByText('Name the cause you found').waitFor();
    const causes = tech.locator('.wo-causes label');
    const causeText = ((await causes.first().textContent()) ?? '').trim();
    await causes.first().click();
    await tech.getByLabel('Remedy applied').fill('Replaced the sensor and cleaned the connector');
    await tech.getByLabel('Hour meter now').fill('4123.5');
    await tech.screenshot({ path: `${SHOTS}/journey-close-390.png`, fullPage: true });
    await tech.getByRole('button', { name: 'Close work order' }).click();
    await tech.getByRole('heading', { name: 'Outcome' }).waitFor();
    expect(await tech.locator('.wo').textContent()).toContain(causeText);
    await tech.screenshot({ path: `${SHOTS}/journey-done-390.png`, fullPage: true });

    // The board moved it to Done live (the window marker survived: no reload), and the PDF holds the readings.
    await board.locator('.wo-column', { hasText: 'Done' }).locator('.wo-card', { hasText: code }).waitFor({ timeout: 15_000 });
    expect(await board.evaluate(() => (window as unknown as { woMarker?: number }).woMarker)).toBe(1);
    await board.getByRole('heading', { name: 'Downtime per truck' }).waitFor();
    await board.screenshot({ path: `${SHOTS}/journey-board-1366.png`, fullPage: true });
    await board.locator('.wo-card', { hasText: code }).getByRole('link').click();
    await board.getByRole('heading', { name: 'Outcome' }).waitFor();
    const [download] = await Promise.all([board.waitForEvent('download'), board.getByRole('button', { name: 'Work order (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe('work-order-truck-7.pdf');
    const pdf = readFileSync(await download.path());
    const text = (await extractPdfText(new Uint8Array(pdf))).join('\n');
    expect(text).toContain('Truck 7');
    expect(text).toContain('Measured: 4 V');
    expect(text).toContain(picked[0]);
    expect(text).toContain('Replaced the sensor');

    // The confirmed cause counts for the code (the next diagnosis orders its causes by these counts).
    const after = (
      await service<Array<{ cause_fixes: Record<string, number> }>>('/rest/v1/rpc/error_code_fix_counts', {
        method: 'POST',
        body: JSON.stringify({ p_error_code_ids: [codeId] }),
      })
    )[0];
    expect(after?.cause_fixes['0']).toBe((before?.cause_fixes['0'] ?? 0) + 1);
    // The browser reports the requests it could not send while the phone was offline; nothing else.
    expect([...deskProblems, ...techProblems].filter((p) => !p.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await Promise.all([deskBodies.settle(), techBodies.settle()]);
    expect([...deskBodies.problems, ...techBodies.problems]).toEqual([]);
    await phone.close();
    await desk.close();
  }, 240_000);

  it('shows the work-order pages at 390 and 1366 px in both themes with no serious accessibility violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('app-theme', 'light'));
    const page = await signedIn(context, manager, '/fleet/work-orders');
    const found: string[] = [];
    const pages: Array<[string, string, string]> = [
      ['board', '/fleet/work-orders', '.wo-board'],
      ['order', orderPath, '.wo-check'],
      ['open', `/fleet/work-order/new?truck=${truckId}`, 'form.ff-card'],
    ];
    for (const [name, path, ready] of pages) {
      await open(page, path);
      await page.locator(ready).first().waitFor();
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') {
          await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
          await page.waitForFunction(() => document.documentElement.classList.contains('dark-theme'));
        }
        for (const width of [1366, 390]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
          found.push(...(await axeProblems(page, `${path} ${width} ${theme}`)));
        }
      }
      await page.getByRole('button', { name: 'Switch to the light theme' }).click();
      await page.waitForFunction(() => !document.documentElement.classList.contains('dark-theme'));
    }
    expect(found).toEqual([]);
    await context.close();
  }, 240_000);

  it('a viewer follows the board and an open order on a phone, in both themes, offered nothing that writes', async () => {
    // A fresh open order from the fault (its checks as the checklist), unassigned: every technician could take it.
    const opened = await as<{ id: string }>(bossToken, '/rest/v1/rpc/work_order_open', {
      p_truck_id: truckId,
      p_fault_event_id: fault?.id,
    });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addInitScript(() => localStorage.setItem('app-theme', 'light'));
    const page = await signedIn(context, viewer, '/fleet/work-orders');
    const problems = watchConsole(page);
    await page.locator('.wo-board').waitFor();
    await page.locator('.ff-orgbar').getByText('Viewer', { exact: true }).waitFor();
    await open(page, `/fleet/work-order?order=${opened.id}`);
    await page.locator('.wo-check').first().waitFor();
    await page.getByText('As a viewer you follow this work order; its technicians and managers work it.').waitFor();
    for (const name of ['Take this work order', 'Start work', 'Waiting for parts', 'Cancel work order', 'Add part'])
      expect([name, await page.getByRole('button', { name, exact: true }).count()]).toEqual([name, 0]);
    expect(await page.locator('.wo-check input, .wo-check select, #wo-assignee').count()).toBe(0);
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
        await page.waitForFunction(() => document.documentElement.classList.contains('dark-theme'));
      }
      await page.screenshot({ path: `${SHOTS}/viewer-order-390-${theme}.png`, fullPage: true });
      found.push(...(await axeProblems(page, `viewer order 390 ${theme}`)));
    }
    // Opening one says why there is no form.
    await open(page, `/fleet/work-order/new?truck=${truckId}`);
    await page.getByText('Viewers do not open work orders.').waitFor();
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
