// The fleet journey (issue 25) in Chromium on a fresh portal: a manager creates an organization, invites a technician
// through the mailbox, imports trucks from CSV (a bad row reported by line), opens a truck and sees only the manuals
// covering its serial; the technician, new to LiftFix, signs up from the invitation, and on a 390 px phone logs a fault
// from a diagnosis result; the manager's dashboard shows it without a reload; the history exports as CSV and PDF.
// Then every fleet page at 1366 and 390 px, light and dark, as screenshots with an accessibility scan; a viewer (issue
// 38) who reads the fleet and is offered nothing that writes; and a spreadsheet export as people type it (issue 33: dashes, day/month/year, lower-case models, thousands separators)
// previewed as understood and imported on a 390 px phone with every row accepted.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfText } from '../sites/forklift/src/importer/extract-text';
import { latestMail, startPortal, type PortalServer, serviceRequest } from './forklift-server';
import { waitForHydration, watchConsole, watchResponseBodies } from './page-checks';
import { submitSignIn } from './portal-sign-in';

const ARTIFACTS = 'e2e/artifacts/fleet';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: PortalServer;
let browser: Browser;
const stamp = Date.now();
const manager = { email: `manager-${stamp}@fleet.test`, password: 'Fleet-manager-2026!' };
const technician = { email: `tech-${stamp}@fleet.test`, password: 'Fleet-tech-2026!' };
const ORG = `Northside Logistics ${stamp % 10_000}`;
let managerState: Awaited<ReturnType<BrowserContext['storageState']>>;
let truckPath = '';

const CSV = [
  'Unit no,Make,Series,Model,Serial Number,Fuel type,Hours,Location,In service,Notes',
  'Truck 14,C-Monarch,CR Series,CR16,90512,electric,8210,Dock 2,2021-03-01,"Reach truck, aisle 4"',
  'Truck 15,C-Monarch,CX Series,CX25,43100,electric,3120,Dock 1,2020-06-15,',
  'Truck 16,R-Raynet,RN-7 Series,7RN20,RN7-00100,lpg,12040,Yard,2018-09-01,Serial as painted on the mast',
  'Truck 17,Acme Lifts,,,55501,diesel,100,Yard,,',
].join('\n');

// The hand-written spreadsheet export of the CSV import's unit and integration tests: twelve trucks, none refused.
const SPREADSHEET = readFileSync('sites/forklift/src/fleets/csv/fixtures/spreadsheet-export.csv');
const SPREADSHEET_LINES = Array.from({ length: 12 }, (_, i) => i + 2);

const service = <T>(path: string, init?: RequestInit) => serviceRequest<T>(server, path, init);

beforeAll(async () => {
  server = await startPortal();
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
  const created = await fetch(`${server.baseUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: manager.email, password: manager.password, email_confirm: true }),
  });
  expect(created.status).toBe(200);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`);
  await waitForHydration(page);
}

async function saved(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

/** Serious and critical axe findings on the page as it is now. */
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

describe('the fleet journey', () => {
  it('runs from a new organization to a fault logged on a phone, live on the dashboard, exported as CSV and PDF', async () => {
    // Where the time goes (printed; the machine is shared, so no assertion on it).
    const phases: string[] = [];
    let mark = Date.now();
    const phase = (name: string) => {
      phases.push(`${name} ${((Date.now() - mark) / 1000).toFixed(1)} s`);
      mark = Date.now();
    };
    const boss = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const desk = await boss.newPage();
    const deskProblems = watchConsole(desk);
    // No response the browser receives carries database or stack text (issue 33, acceptance 2).
    const deskBodies = watchResponseBodies(desk);

    // The manager signs in from the Fleet link (sent to sign in first) and creates the organization.
    await open(desk, '/fleet');
    expect(new URL(desk.url()).searchParams.get('_source')).toBe('/fleet');
    await submitSignIn(desk, manager);
    await desk.waitForURL('**/fleet');
    await desk.getByText('You are not in a fleet yet.').waitFor();
    await desk.getByRole('link', { name: 'Set up a fleet' }).click();
    await desk.waitForURL('**/fleet/team');
    await desk.getByLabel('Organization name').fill(ORG);
    await desk.getByRole('button', { name: 'Create organization' }).click();
    await desk.locator('.ff-orgbar__name', { hasText: ORG }).waitFor();
    await desk.getByText('Owner', { exact: true }).first().waitFor();

    // Invites the technician by e-mail.
    await desk.getByLabel('E-mail address').fill(technician.email);
    await desk.getByRole('button', { name: 'Send invitation' }).click();
    await desk.getByText(`Invitation sent to ${technician.email}`).waitFor();
    await desk.locator('.ff-list', { hasText: technician.email }).waitFor();
    const invitation = await latestMail(server, technician.email, /^Join /);
    const inviteLink = invitation.links.find((link) => link.includes('/fleet/invitation?token=')) ?? '';
    expect(inviteLink).toMatch(/\/fleet\/invitation\?token=\w+/);
    phase('organization and invitation');

    // Imports the fleet list: four rows, one with an unknown brand reported by its line, one serial with a warning.
    await desk.getByRole('link', { name: 'Trucks' }).click();
    await desk.waitForURL('**/fleet/trucks');
    await desk.getByText('No trucks yet.').waitFor();
    await desk.getByRole('button', { name: 'Import from CSV' }).click();
    await desk
      .getByLabel('Choose a CSV file of trucks')
      .setInputFiles({ name: 'fleet.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await desk.getByText('fleet.csv: 4 rows — 3 ready (1 with a warning), 1 with errors (skipped).').waitFor();
    expect(await desk.locator('tr[data-line="5"]').textContent()).toContain('Unknown brand "Acme Lifts"');
    expect(await desk.locator('tr[data-line="4"]').textContent()).toMatch(/Warning: .*serial/i);
    await desk.getByRole('button', { name: 'Import 3 trucks' }).click();
    await desk.getByText('Imported 3 trucks from fleet.csv. 1 row was not imported: line 5.').waitFor();
    expect(await desk.getByRole('progressbar', { name: 'Importing trucks' }).count()).toBe(0);
    await desk.locator('.ff-table a', { hasText: 'Truck 16' }).waitFor();
    expect(await desk.locator('.ff-table tbody tr', { hasText: 'Truck 1' }).count()).toBeGreaterThanOrEqual(3);
    await desk.screenshot({ path: `${ARTIFACTS}/journey-01-imported.png`, fullPage: true });

    phase('CSV import');
    // Truck 14's page lists exactly the manuals whose range covers serial 90512 of its series.
    await desk.locator('.ff-table a', { hasText: 'Truck 14' }).click();
    await desk.waitForURL('**/fleet/truck?truck=*');
    truckPath = new URL(desk.url()).pathname + new URL(desk.url()).search;
    await desk.locator('[data-manual]').first().waitFor();
    const covering = await service<Array<{ id: string }>>(
      '/rest/v1/manuals?select=id&series_ids=cs.{c-monarch-cr}&serial_from=lte.90512&or=(serial_to.is.null,serial_to.gte.90512)',
    );
    const shown = await desk.locator('[data-manual]').evaluateAll((items) => items.map((item) => item.getAttribute('data-manual')));
    expect(shown.sort()).toEqual(covering.map((manual) => manual.id).sort());
    expect(shown.length).toBeGreaterThan(0);
    expect(await desk.locator('.ff-manuals').textContent()).not.toMatch(/CX Series|CG Series|CP Series/);

    phase('truck manuals');
    // The manager watches the dashboard (no reload from here on).
    await desk.getByRole('link', { name: 'Fleet dashboard' }).click();
    await desk.waitForURL('**/fleet');
    await desk.locator('.ff-live--on').waitFor({ timeout: 15_000 });
    await desk.evaluate(() => ((window as unknown as { fleetMarker: number }).fleetMarker = 1));
    managerState = await boss.storageState();

    // The technician, new to LiftFix, on a phone: the invitation, an account, the confirmation, then accept.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const tech = await phone.newPage();
    const techProblems = watchConsole(tech);
    const techBodies = watchResponseBodies(tech);
    try {
      await tech.goto(inviteLink);
      await waitForHydration(tech);
      await tech.getByRole('heading', { name: `Join ${ORG}` }).waitFor();
      await tech.screenshot({ path: `${ARTIFACTS}/journey-02-invitation-390.png`, fullPage: true });
      await tech.getByRole('link', { name: 'New here? Create an account' }).click();
      await tech.waitForURL('**/signup');
      await waitForHydration(tech);
      await tech.getByLabel('E-mail address').fill(technician.email);
      await tech.getByLabel('Password (at least 8 characters)').fill(technician.password);
      await tech.getByLabel('Repeat the password').fill(technician.password);
      await tech.getByRole('button', { name: 'Create my free account' }).click();
      await tech.getByText(`We sent a confirmation link to ${technician.email}`).first().waitFor();
      const confirmation = await latestMail(server, technician.email, /confirm/i);
      await tech.goto(confirmation.links.find((link) => link.includes('verify')) ?? (confirmation.links[0] as string));
      await tech.getByText(`Your e-mail address ${technician.email} is confirmed`).first().waitFor({ timeout: 15_000 });
      await tech.goto(inviteLink);
      await waitForHydration(tech);
      await tech.getByRole('button', { name: `Accept and join ${ORG}` }).click();
      await tech.getByText(`You joined ${ORG}.`).waitFor();

      phase('technician signs up and joins');
      // A diagnosis of a free code of truck 14's series, then "Log this fault" from its result.
      const codes = await service<Array<{ code: string }>>(
        '/rest/v1/error_codes?select=code&brand_id=eq.c-monarch&tier=eq.free&series_ids=cs.{c-monarch-cr}&order=code&limit=1',
      );
      const code = codes[0]?.code ?? '';
      expect(code).not.toBe('');
      await open(tech, '/diagnostics?brand=c-monarch');
      await tech.getByLabel('Error code').fill(code);
      await tech.getByLabel('What does the truck do?').fill('Stops lifting after a few minutes');
      await tech.getByRole('button', { name: 'Diagnose' }).click();
      const logLink = tech.getByRole('link', { name: 'Log this fault' });
      await logLink.waitFor({ timeout: 30_000 });
      await tech.screenshot({ path: `${ARTIFACTS}/journey-03-diagnosis-390.png` });
      await logLink.click();
      await tech.waitForURL('**/fleet/log-fault?**');
      await waitForHydration(tech);
      const diagnosisId = new URL(tech.url()).searchParams.get('diagnosis') ?? '';
      expect(diagnosisId).toMatch(/^[0-9a-f-]{36}$/);
      const form = tech.locator('form', { has: tech.getByRole('button', { name: 'Log fault' }) });
      await form.waitFor();
      expect(await tech.getByLabel('Error code').inputValue()).toBe(code);
      expect(await tech.getByLabel('Symptoms').inputValue()).toBe('Stops lifting after a few minutes');
      expect(await tech.getByLabel('Diagnosis used').inputValue()).toBe(diagnosisId);
      // Two C-Monarch trucks: the technician picks truck 14.
      await tech.getByRole('combobox', { name: 'Truck', exact: true }).selectOption({ label: 'Truck 14 — C-Monarch CR16 · SN 90512' });
      await tech.getByLabel('Hour meter').fill('8231.5');
      await tech.getByLabel('What fixed it').fill('Cleaned and re-seated the pump motor connector');
      await tech.getByLabel(/This fixed the truck/).check();
      await tech.getByLabel('Parts replaced').fill('Connector seal kit, 10 A fuse');
      await tech.getByLabel('Hours spent').fill('1');
      await tech.getByLabel('Minutes spent').fill('15');
      await tech.screenshot({ path: `${ARTIFACTS}/journey-04-fault-form-390.png`, fullPage: true });
      await tech.getByRole('button', { name: 'Log fault' }).click();
      await tech.getByRole('heading', { name: 'Fault logged' }).waitFor();

      phase('diagnosis and fault logged');
      // The manager's dashboard shows it, without a reload.
      const event = desk.locator('[data-event]', { hasText: code });
      await event.waitFor({ timeout: 15_000 });
      expect(await event.textContent()).toContain('Truck 14');
      expect(await desk.evaluate(() => (window as unknown as { fleetMarker?: number }).fleetMarker)).toBe(1);
      await desk.screenshot({ path: `${ARTIFACTS}/journey-05-dashboard-live.png`, fullPage: true });

      phase('live on the dashboard');
      // The history exports as CSV (one line per event) and as a PDF report.
      await event.getByRole('link', { name: 'Truck 14' }).click();
      await desk.waitForURL('**/fleet/truck?truck=*');
      await desk.locator('tr[data-event]', { hasText: code }).waitFor();
      const [csvDownload] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(csvDownload.suggestedFilename()).toMatch(/\.csv$/);
      const lines = (await saved(csvDownload)).toString('utf8').trim().split(/\r?\n/);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^date,unit,serial_number,hour_meter,code/);
      expect(lines[1]).toContain(`Truck 14,90512,8231.5,${code}`);
      expect(lines[1]).toContain('Connector seal kit; 10 A fuse');
      const [pdfDownload] = await Promise.all([
        desk.waitForEvent('download'),
        desk.getByRole('button', { name: 'Export PDF report' }).click(),
      ]);
      expect(pdfDownload.suggestedFilename()).toMatch(/\.pdf$/);
      const pdf = await saved(pdfDownload);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = (await extractPdfText(new Uint8Array(pdf))).join('\n');
      expect(text).toContain('Truck 14');
      expect(text).toContain(code);
      phase('exports');
    } catch (error) {
      await desk.screenshot({ path: `${ARTIFACTS}/failed-manager.png`, fullPage: true }).catch(() => undefined);
      await tech.screenshot({ path: `${ARTIFACTS}/failed-technician.png`, fullPage: true }).catch(() => undefined);
      throw error;
    }
    expect(deskProblems).toEqual([]);
    expect(techProblems).toEqual([]);
    await Promise.all([deskBodies.settle(), techBodies.settle()]);
    expect([...deskBodies.problems, ...techBodies.problems]).toEqual([]);
    await phone.close();
    await boss.close();
    console.log(`fleet journey: ${phases.join(', ')}`);
  }, 150_000);

  it('shows every fleet page at 1366 and 390 px in both themes, with no serious accessibility violation', async () => {
    // Each page loads once: shots at both widths, then the top bar's theme switch and shots again (the machine is
    // shared; twenty page loads took minutes). axe once per page and theme: light at 1366, dark at 390.
    expect(truckPath).not.toBe('');
    const pages: Array<[string, string]> = [
      ['/fleet', 'dashboard'],
      ['/fleet/trucks', 'trucks'],
      [truckPath, 'truck'],
      ['/fleet/team', 'team'],
      ['/fleet/log-fault', 'log-fault'],
    ];
    const context = await browser.newContext({ storageState: managerState, viewport: { width: 1366, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('app-theme', 'light'));
    const page = await context.newPage();
    const problems = watchConsole(page);
    const found: string[] = [];
    const shoot = async (name: string, path: string, width: number, theme: 'light' | 'dark', scan: boolean) => {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${ARTIFACTS}/${name}-${width}-${theme}.png`, fullPage: true });
      if (scan) found.push(...(await axeProblems(page, `${path} ${width} ${theme}`)));
    };
    for (const [path, name] of pages) {
      await open(page, path);
      await page.locator('.ff-card, .ff-empty').first().waitFor();
      if (path === '/fleet') await page.locator('.ff-live--on').waitFor({ timeout: 15_000 });
      await shoot(name, path, 1366, 'light', true);
      await shoot(name, path, 390, 'light', false);
      await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
      await page.waitForFunction(() => document.documentElement.classList.contains('dark-theme'));
      await shoot(name, path, 390, 'dark', true);
      await shoot(name, path, 1366, 'dark', false);
      await page.getByRole('button', { name: 'Switch to the light theme' }).click();
      await page.waitForFunction(() => !document.documentElement.classList.contains('dark-theme'));
    }
    // The invitation page as a visitor sees a link that is not (or no longer) an invitation.
    await context.clearCookies();
    await open(page, '/fleet/invitation?token=not-a-real-token');
    await page.getByText('We could not find this invitation.').waitFor();
    await shoot('invitation-unknown', '/fleet/invitation', 390, 'light', true);
    await context.close();
    expect(problems).toEqual([]);
    expect(found).toEqual([]);
  }, 180_000);

  it('offers the four roles; a viewer reads the fleet at 1366 and 390 px in both themes and is offered nothing that writes', async () => {
    expect(truckPath).not.toBe('');
    // The owner's invitation form offers every role with what it does.
    const ownerContext = await browser.newContext({ storageState: managerState, viewport: { width: 1366, height: 900 } });
    const ownerPage = await ownerContext.newPage();
    await open(ownerPage, '/fleet/team');
    await ownerPage.locator('#ff-invite-role').waitFor();
    expect(await ownerPage.locator('#ff-invite-role option').allTextContents()).toEqual([
      'Owner — everything a fleet manager does, and makes or removes owners.',
      'Fleet manager — also trucks, members and assigning work orders.',
      'Technician — logs faults, works the orders, reads the fleet.',
      'Viewer — reads the fleet, its faults and work orders; changes nothing.',
    ]);
    await ownerContext.close();

    // A viewer joins (added directly: the invitation flow is the first journey's).
    const viewer = { email: `viewer-${stamp}@fleet.test`, password: 'Fleet-viewer-2026!' };
    const created = await service<{ id: string }>('/auth/v1/admin/users', {
      method: 'POST',
      body: JSON.stringify({ email: viewer.email, password: viewer.password, email_confirm: true }),
    });
    const [org] = await service<Array<{ id: string }>>(`/rest/v1/fleet_organizations?select=id&name=eq.${encodeURIComponent(ORG)}`);
    await service('/rest/v1/fleet_members', {
      method: 'POST',
      body: JSON.stringify({ organization_id: org?.id, user_id: created.id, role: 'viewer', email: viewer.email }),
    });
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('app-theme', 'light'));
    const page = await context.newPage();
    const problems = watchConsole(page);
    const found: string[] = [];
    await open(page, '/fleet');
    await submitSignIn(page, viewer);
    await page.waitForURL('**/fleet');
    await page.locator('.ff-orgbar').getByText('Viewer', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Log a fault' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Open a work order/ }).count()).toBe(0);

    // The truck: its facts, manuals, history and exports, and no fault, work order or "Mark done" to start.
    await open(page, truckPath);
    await page.locator('#ff-truck-name').waitFor();
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    expect(await page.getByRole('link', { name: 'Log a fault' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Open a work order/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Mark done/ }).count()).toBe(0);
    for (const [width, theme, scan] of [
      [1366, 'light', true],
      [390, 'light', false],
      [390, 'dark', true],
      [1366, 'dark', false],
    ] as const) {
      if (theme === 'dark' && width === 390) {
        await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
        await page.waitForFunction(() => document.documentElement.classList.contains('dark-theme'));
      }
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${ARTIFACTS}/viewer-truck-${width}-${theme}.png`, fullPage: true });
      if (scan) found.push(...(await axeProblems(page, `viewer truck ${width} ${theme}`)));
    }
    await page.getByRole('button', { name: 'Switch to the light theme' }).click();

    // A diagnosis answers a viewer as anyone, without offering to log the fault (the server would refuse it).
    const [free] = await service<Array<{ code: string }>>(
      '/rest/v1/error_codes?select=code&brand_id=eq.c-monarch&tier=eq.free&order=code&limit=1',
    );
    await open(page, '/diagnostics?brand=c-monarch');
    await page.getByLabel('Error code').fill(free?.code ?? '');
    const fleetAsked = page.waitForResponse((response) => response.url().includes('/rpc/fleet_my_organizations'), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Diagnose' }).click();
    await page.locator('.fdc-cite').first().waitFor({ timeout: 30_000 });
    await fleetAsked;
    await page.waitForTimeout(300);
    expect(await page.getByRole('link', { name: 'Log this fault' }).count()).toBe(0);

    // The fault form says why there is none; the team page has no invitation form and says what each role does.
    await open(page, '/fleet/log-fault');
    await page.getByText('Viewers do not log faults.').waitFor();
    expect(await page.getByRole('button', { name: 'Log fault' }).count()).toBe(0);
    await open(page, '/fleet/team');
    await page.getByText('What each role does').click();
    await page.getByText('Viewer — reads the fleet, its faults and work orders; changes nothing.').waitFor();
    expect(await page.getByRole('button', { name: 'Send invitation' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: /^Role of / }).count()).toBe(0);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${ARTIFACTS}/viewer-team-${width}-light.png`, fullPage: true });
    }
    found.push(...(await axeProblems(page, 'viewer team 390 light')));
    await context.close();
    expect(problems).toEqual([]);
    expect(found).toEqual([]);
  }, 150_000);

  it('previews a spreadsheet export as understood and imports it on a 390 px phone with every row accepted', async () => {
    expect(managerState).toBeDefined();
    const choose = async (page: Page) => {
      await open(page, '/fleet/trucks');
      await page.locator('.ff-card').first().waitFor();
      await page.getByRole('button', { name: 'Import from CSV' }).click();
      await page
        .getByLabel('Choose a CSV file of trucks')
        .setInputFiles({ name: 'spreadsheet-export.csv', mimeType: 'text/csv', buffer: SPREADSHEET });
      await page.getByText('spreadsheet-export.csv: 12 rows — 12 ready.').waitFor();
    };

    // The preview at 1366 and 390 px in both themes (nothing saved yet), scanned by axe light at 1366 and dark at 390.
    const desk = await browser.newContext({ storageState: managerState, viewport: { width: 1366, height: 900 } });
    await desk.addInitScript(() => localStorage.setItem('app-theme', 'light'));
    const page = await desk.newPage();
    const problems = watchConsole(page);
    const found: string[] = [];
    await choose(page);
    const preview = page.locator('section[aria-labelledby="ff-import"]');
    // What it understood: the catalogue's names (the en dash), the date in words, the hours with the decimal comma read.
    const uline = (await page.locator('tr[data-line="4"]').textContent()) ?? '';
    for (const part of ['U-Line E20–E35', 'from “U-Line E20-E35”', 'UE25', '15 Mar 2020', '8,210.5 h', 'Ready'])
      expect(uline).toContain(part);
    expect(await page.locator('tr[data-line="3"]').textContent()).toContain('from “01/02/2021”, day first');
    expect(await page.getByLabel('Dates such as 03/04/2020 are').inputValue()).toBe('dmy');
    await page.getByText('Line 2 writes 15/03/2020, so this file puts the day first.').waitFor();
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await preview.screenshot({ path: `${ARTIFACTS}/import-preview-${width}-${theme}.png` });
        if ((theme === 'light') === (width === 1366)) found.push(...(await axeProblems(page, `import preview ${width} ${theme}`)));
      }
      if (theme === 'light') {
        await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
        await page.waitForFunction(() => document.documentElement.classList.contains('dark-theme'));
      }
    }
    await desk.close();

    // On a phone: the same file, every row accepted and imported.
    const phone = await browser.newContext({
      storageState: managerState,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const hand = await phone.newPage();
    const handProblems = watchConsole(hand);
    const handBodies = watchResponseBodies(hand);
    await choose(hand);
    expect(await hand.locator('tr.ff-row--error, tr.ff-row--warning').count()).toBe(0);
    await hand.getByRole('button', { name: 'Import 12 trucks' }).click();
    await hand.getByText('Imported 12 trucks from spreadsheet-export.csv.').waitFor({ timeout: 30_000 });
    const statuses = await hand.locator('tr[data-line] td[data-label="Status"]').allTextContents();
    expect(statuses).toEqual(SPREADSHEET_LINES.map(() => 'Imported'));
    await hand.screenshot({ path: `${ARTIFACTS}/import-done-390-light.png`, fullPage: true });
    const stored = await service<Array<{ serial_number: string; series_id: string; model: string; in_service_date: string | null }>>(
      '/rest/v1/fleet_trucks?select=serial_number,series_id,model,in_service_date&serial_number=in.(32650,17950,76300)&order=serial_number',
    );
    expect(stored).toEqual([
      { serial_number: '17950', series_id: 'h-brick-h25', model: 'H30L', in_service_date: null },
      { serial_number: '32650', series_id: 'u-stitch-ue', model: 'UE25', in_service_date: '2020-03-15' },
      { serial_number: '76300', series_id: 'c-monarch-cg', model: 'CG50G', in_service_date: '2019-12-31' },
    ]);
    await phone.close();
    expect(problems).toEqual([]);
    expect(handProblems).toEqual([]);
    await handBodies.settle();
    expect(handBodies.problems).toEqual([]);
    expect(found).toEqual([]);
  }, 150_000);
});
