// The portal's shortest paths, the way busy people take them (issue 33): on a 390 px phone a fleet manager adds a truck
// with only unit, brand and serial, logs a fault with only a code, and marks maintenance done with the date and hour
// meter it offers (then undoes it); a technician sees no way to add trucks and logs a fault; a new member signs up and
// the confirmation lands on a page that says the address is confirmed, a used link says so and offers a new one, a
// password reset says what happened; the mails and the sandbox checkout carry the portal's name. Then the same with
// every field filled. Every response body the browser receives is checked for database or stack text, and each changed
// page is shot at 390 and 1366 px, light and dark, with an accessibility scan.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { startPortal, serviceRequest, type PortalServer } from './forklift-server';
import { pageTextProblem, waitForHydration, watchConsole, watchResponseBodies, type BodyWatch } from './page-checks';
import { submitSignIn } from './portal-sign-in';

const SHOTS = process.env.SHOTS_DIR ?? 'e2e/artifacts/shortest-paths';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let server: PortalServer;
let browser: Browser;
const stamp = Date.now();
const manager = { email: `boss-${stamp}@short.test`, password: 'Short-manager-2026!' };
const technician = { email: `wrench-${stamp}@short.test`, password: 'Short-tech-2026!' };
let organizationId = '';
let managerId = '';
const ALL_ACCESS_ROLE = '7a1e0c52-5d1f-4c1a-9d01-000000000020';
const watches: BodyWatch[] = [];
const consoleProblems: string[] = [];
const accessibility: string[] = [];

const service = <T>(path: string, init?: RequestInit) => serviceRequest<T>(server, path, init);

interface Mail {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** The newest mail to an address matching a subject, waiting for it (the local mailbox, full messages). */
async function mailTo(to: string, subject: RegExp, after = 0): Promise<Mail> {
  for (let i = 0; i < 100; i++) {
    const mails = await service<Array<Mail & { createdAt: string }>>(`/_dev/mail.json?to=${encodeURIComponent(to)}`);
    const mail = mails.find((entry) => subject.test(entry.subject) && Date.parse(entry.createdAt) > after);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

async function createUser(who: { email: string; password: string }): Promise<string> {
  const user = await service<{ id: string }>('/auth/v1/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email: who.email, password: who.password, email_confirm: true }),
  });
  return user.id;
}

/** A page whose console and every message body are watched until the end of the file. */
async function watchedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const problems = watchConsole(page);
  page.on('close', () => consoleProblems.push(...problems));
  watches.push(watchResponseBodies(page));
  return page;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path.startsWith('http') ? path : `${server.baseUrl}${path}`);
  await waitForHydration(page);
}

async function phone(theme: 'light' | 'dark' = 'light'): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, colorScheme: theme });
  await context.addInitScript((value) => localStorage.setItem('app-theme', value), theme);
  return context;
}

async function signedIn(who: { email: string; password: string }, path: string, options: object = PHONE): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript(() => localStorage.setItem('app-theme', 'light'));
  const page = await watchedPage(context);
  await open(page, `/login?${new URLSearchParams({ _source: path })}`);
  await submitSignIn(page, who);
  await page.waitForURL(`**${path.split('?')[0]}*`);
  await waitForHydration(page);
  return page;
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

/**
 * The page as it is, at 390 and 1366 px in light and dark: a full-page shot of each and an axe scan of each, and no
 * database text on it. `prepare` brings a fresh page of the given theme to the state to shoot.
 */
async function shootAll(name: string, prepare: (page: Page) => Promise<void>, session?: { email: string; password: string }) {
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: theme });
    await context.addInitScript((value) => localStorage.setItem('app-theme', value), theme);
    const page = await watchedPage(context);
    if (session) {
      await open(page, '/login');
      await submitSignIn(page, session);
      await page.waitForURL('**/dashboard');
    }
    await prepare(page);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
      accessibility.push(...(await axeProblems(page, `${name} ${width} ${theme}`)));
      expect(await pageTextProblem(page), `${name} ${width} ${theme}`).toBeUndefined();
    }
    await context.close();
  }
}

beforeAll(async () => {
  server = await startPortal();
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
  managerId = await createUser(manager);
  const technicianId = await createUser(technician);
  // The organization as the manager makes it (the RPC the team page calls), the technician added as a member.
  const session = await fetch(`${server.baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.serviceRoleKey, 'content-type': 'application/json' },
    body: JSON.stringify(manager),
  });
  const { access_token: token } = (await session.json()) as { access_token: string };
  const created = await fetch(`${server.baseUrl}/rest/v1/rpc/fleet_create_organization`, {
    method: 'POST',
    headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_name: `Shortest Paths ${stamp % 10_000}` }),
  });
  organizationId = ((await created.json()) as { id: string }).id;
  expect(organizationId).toMatch(/^[0-9a-f-]{36}$/);
  await service('/rest/v1/fleet_members', {
    method: 'POST',
    body: JSON.stringify({ organization_id: organizationId, user_id: technicianId, role: 'technician', email: technician.email }),
  });
  expect(managerId).not.toBe(technicianId);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the shortest paths', () => {
  let truckPath = '';
  let fullTruckPath = '';

  it('a manager on a phone adds a truck with only unit, brand and serial, and one with every field', async () => {
    const page = await signedIn(manager, '/fleet/trucks');
    await page.getByRole('button', { name: 'Add a truck' }).click();
    await page.getByLabel('Unit name or number').fill('Truck 1');
    await page.getByRole('combobox', { name: 'Brand', exact: true }).selectOption({ label: 'C-Monarch' });
    await page.getByRole('textbox', { name: 'Serial number' }).fill('40512');
    await page.getByRole('button', { name: 'Add truck' }).click();
    await page.getByText('Truck 1 was added.').waitFor();
    expect(await page.locator('.ff-note--error').count()).toBe(0);

    // Everything filled: series, model, fuel, hours, site, date, notes.
    await page.getByRole('button', { name: 'Add a truck' }).click();
    await page.getByLabel('Unit name or number').fill('Truck 2');
    await page.getByRole('combobox', { name: 'Brand', exact: true }).selectOption({ label: 'C-Monarch' });
    await page.getByRole('combobox', { name: 'Series' }).selectOption({ label: 'CX Series' });
    await page.getByRole('textbox', { name: 'Serial number' }).fill('40600');
    await page.getByRole('combobox', { name: 'Fuel type' }).selectOption({ label: 'Electric' });
    await page.getByLabel('Hour meter').fill('246');
    await page.getByLabel('Site or location').fill('Warehouse B, dock 3');
    await page.getByLabel('In service since').fill('2021-03-15');
    await page.getByLabel('Notes').fill('Side-shift fitted');
    await page.getByRole('button', { name: 'Add truck' }).click();
    await page.getByText('Truck 2 was added.').waitFor();
    const stored = await service<Array<{ unit: string; series_id: string | null; hour_meter: number; site: string; notes: string }>>(
      `/rest/v1/fleet_trucks?organization_id=eq.${organizationId}&select=unit,series_id,hour_meter,site,notes&order=unit`,
    );
    expect(stored.map((row) => ({ ...row, hour_meter: Number(row.hour_meter) }))).toEqual([
      { unit: 'Truck 1', series_id: null, hour_meter: 0, site: '', notes: '' },
      { unit: 'Truck 2', series_id: 'c-monarch-cx', hour_meter: 246, site: 'Warehouse B, dock 3', notes: 'Side-shift fitted' },
    ]);
    await page.locator('.ff-table a', { hasText: 'Truck 1' }).click();
    await page.waitForURL('**/fleet/truck?truck=*');
    truckPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await open(page, '/fleet/trucks');
    await page.locator('.ff-table a', { hasText: 'Truck 2' }).click();
    await page.waitForURL('**/fleet/truck?truck=*');
    fullTruckPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await page.context().close();
  }, 120_000);

  it('the truck card’s labels do not overlap at 390 px', async () => {
    // The trucks list as cards: each cell holds its label ("MAKE AND MODEL" wraps onto two lines), none spills over.
    const list = await signedIn(manager, '/fleet/trucks');
    await list.locator('.ff-table a', { hasText: 'Truck 2' }).waitFor();
    // A label is a ::before box: a hidden copy with its computed style says how tall it is and where it sits.
    const spills = await list.locator('.ff-table td:not(.ff-primary)').evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const label = getComputedStyle(cell, '::before');
          const probe = document.createElement('div');
          probe.textContent = cell.getAttribute('data-label');
          for (const key of ['width', 'font', 'letterSpacing', 'textTransform', 'lineHeight', 'overflowWrap'] as const)
            probe.style[key] = label[key];
          probe.style.position = 'absolute';
          probe.style.visibility = 'hidden';
          document.body.append(probe);
          const height = probe.getBoundingClientRect().height;
          probe.remove();
          const top =
            label.position === 'absolute'
              ? parseFloat(label.top)
              : parseFloat(getComputedStyle(cell).paddingTop) + parseFloat(label.marginTop);
          return top + height > cell.getBoundingClientRect().height + 0.5;
        })
        .map((cell) => cell.getAttribute('data-label')),
    );
    expect(spills).toEqual([]);
    await list
      .locator('.ff-table')
      .first()
      .screenshot({ path: `${SHOTS}/trucks-cards-390-light.png` });
    await list.context().close();

    const page = await signedIn(manager, fullTruckPath);
    await page.locator('.ff-facts dt').first().waitFor();
    const boxes = await page.locator('.ff-facts > div').evaluateAll((items) =>
      items.map((item) => {
        const label = item.querySelector('dt') as HTMLElement;
        const r = label.getBoundingClientRect();
        return {
          text: label.textContent,
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
          fits: label.scrollWidth <= label.clientWidth,
        };
      }),
    );
    expect(boxes.length).toBe(6);
    for (const box of boxes) expect(box.fits, `${box.text} fits its column`).toBe(true);
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, `${a.text} and ${b.text} overlap`).toBe(true);
      }
    await page.context().close();
  }, 60_000);

  it('logs a fault with only a code, and one with every field', async () => {
    const page = await signedIn(manager, truckPath);
    await page.getByRole('link', { name: 'Log a fault' }).click();
    await page.waitForURL('**/fleet/log-fault?**');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Error code' }).fill('E-212');
    await page.getByRole('button', { name: 'Log fault' }).click();
    await page.getByRole('heading', { name: 'Fault logged' }).waitFor();
    expect(await page.locator('.ff-note--error').count()).toBe(0);

    await page.getByRole('button', { name: 'Log another fault' }).click();
    await page.getByRole('textbox', { name: 'Error code' }).fill('E-101');
    await page.getByLabel('Hour meter').fill('12');
    await page.getByLabel('Symptoms').fill('Lift cuts out under load');
    await page.getByLabel('What fixed it').fill('Tightened the pump motor cable lug');
    await page.getByLabel(/This fixed the truck/).check();
    await page.getByLabel('Parts replaced').fill('Cable lug, 10 A fuse');
    await page.getByLabel('Hours spent').fill('1');
    await page.getByLabel('Minutes spent').fill('20');
    await page.getByRole('button', { name: 'Log fault' }).click();
    await page.getByRole('heading', { name: 'Fault logged' }).waitFor();
    const events = await service<Array<{ code: string; fix: string; fixed: boolean; minutes_spent: number | null }>>(
      `/rest/v1/fleet_fault_events?organization_id=eq.${organizationId}&select=code,fix,fixed,minutes_spent&order=created_at`,
    );
    expect(events).toEqual([
      { code: 'E-212', fix: '', fixed: false, minutes_spent: null },
      { code: 'E-101', fix: 'Tightened the pump motor cable lug', fixed: true, minutes_spent: 80 },
    ]);
    await page.context().close();
  }, 120_000);

  it('marks maintenance done with today and the last reading, and undoes it', async () => {
    const page = await signedIn(manager, fullTruckPath);
    const button = page.getByRole('button', { name: /^Mark done/ }).first();
    await button.waitFor();
    await button.click();
    const today = await page.evaluate(() => {
      const now = new Date();
      return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    });
    expect(await page.getByLabel('Done on').inputValue()).toBe(today);
    expect(await page.getByLabel('Hour meter (h)').inputValue()).toBe('246');
    await page.screenshot({ path: `${SHOTS}/mark-done-form-390-light.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/^Recorded: .* at 246 h\.$/).waitFor();
    const truckId = new URL(page.url()).searchParams.get('truck') ?? '';
    const recorded = await service<Array<{ hour_meter: number; performed_on: string }>>(
      `/rest/v1/fleet_service_records?truck_id=eq.${truckId}&select=hour_meter,performed_on`,
    );
    expect(recorded.map((row) => ({ ...row, hour_meter: Number(row.hour_meter) }))).toEqual([{ hour_meter: 246, performed_on: today }]);
    await page.screenshot({ path: `${SHOTS}/mark-done-recorded-390-light.png`, fullPage: true });
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(/^Recorded: /).waitFor({ state: 'detached' });
    expect(await service(`/rest/v1/fleet_service_records?truck_id=eq.${truckId}&select=id`)).toEqual([]);

    // A date in the future is refused next to its field, in words.
    await page
      .getByRole('button', { name: /^Mark done/ })
      .first()
      .click();
    await page.getByLabel('Done on').fill('2099-01-01');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The date is in the future: enter the day the work was done.').waitFor();
    expect(await service(`/rest/v1/fleet_service_records?truck_id=eq.${truckId}&select=id`)).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('a technician sees no way to add trucks, and logs a fault with only a code', async () => {
    const page = await signedIn(technician, '/fleet/trucks');
    await page.locator('.ff-table a', { hasText: 'Truck 1' }).waitFor();
    await page.getByText('Trucks are added and changed by your fleet managers').waitFor();
    expect(await page.getByRole('button', { name: 'Add a truck' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Import from CSV' }).count()).toBe(0);
    await open(page, truckPath);
    await page.getByRole('link', { name: 'Log a fault' }).click();
    await page.waitForURL('**/fleet/log-fault?**');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Error code' }).fill('E-305');
    await page.getByRole('button', { name: 'Log fault' }).click();
    await page.getByRole('heading', { name: 'Fault logged' }).waitFor();
    await page.context().close();
  }, 90_000);

  it('sign-up confirmation lands on the confirmed page; a used link says so and offers a new one', async () => {
    const email = `new-${stamp}@short.test`;
    const password = 'Short-signup-2026!';
    const context = await phone();
    const page = await watchedPage(context);
    await open(page, '/signup');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password (at least 8 characters)').fill(password);
    await page.getByLabel('Repeat the password').fill(password);
    await page.getByRole('button', { name: 'Create my free account' }).click();
    await page.getByText(`We sent a confirmation link to ${email}`).first().waitFor();

    // The mail carries the portal's name and look, in HTML and in text.
    const mail = await mailTo(email, /confirm/i);
    expect(mail.subject).toBe('Confirm your e-mail address for LiftFix');
    expect(mail.text.split('\n')[0]).toBe('LiftFix');
    expect(mail.text).toContain('You receive this e-mail from LiftFix');
    expect(mail.html).toContain('>LiftFix</td>');
    const link = mail.links.find((entry) => entry.includes('/verify')) as string;
    const mailPage = await context.newPage();
    for (const width of [390, 1366]) {
      await mailPage.setViewportSize({ width, height: 900 });
      await mailPage.setContent(mail.html);
      await mailPage.screenshot({ path: `${SHOTS}/mail-confirmation-${width}.png`, fullPage: true });
    }
    await mailPage.close();

    await open(page, link);
    await page.waitForURL('**/email-verification**');
    await page.getByText(`Your e-mail address ${email} is confirmed.`).first().waitFor({ timeout: 15_000 });
    await page.getByText('Next: open your dashboard').waitFor();
    await page.getByRole('link', { name: 'Open my dashboard' }).waitFor();
    await context.close();

    // The same link again, in another browser: it says it was used, and sends a new one.
    const again = await phone();
    const second = await watchedPage(again);
    await open(second, link);
    await second.getByText('This confirmation link has expired or was used already.').waitFor();
    await second.getByLabel('E-mail address').fill(email);
    await second.getByRole('button', { name: 'Send the link again' }).click();
    await second.getByText('A new confirmation link is on its way.').waitFor();
    await again.close();

    await shootAll('email-verification-confirmed', async (shot) => {
      const fresh = await service<{ action_link?: string; properties?: { action_link: string } }>('/auth/v1/admin/generate_link', {
        method: 'POST',
        body: JSON.stringify({ type: 'magiclink', email, redirect_to: `${server.baseUrl}/email-verification` }),
      });
      await open(shot, fresh.action_link ?? fresh.properties?.action_link ?? '');
      await shot.getByText(`Your e-mail address ${email} is confirmed.`).first().waitFor({ timeout: 15_000 });
    });
    await shootAll('email-verification-used-link', async (shot) => {
      await open(shot, link);
      await shot.getByText('This confirmation link has expired or was used already.').waitFor();
    });
  }, 240_000);

  it('a password reset lands on a page that says what happened, and a used reset link says so', async () => {
    const context = await phone();
    const page = await watchedPage(context);
    const sentAt = Date.now();
    await open(page, '/forgot-password');
    await page.getByLabel('E-mail address').fill(technician.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await page
      .getByText(/a reset link is on its way/)
      .first()
      .waitFor();
    const mail = await mailTo(technician.email, /reset/i, sentAt - 1000);
    expect(mail.subject).toBe('Reset your LiftFix password');
    expect(mail.html).toContain('>LiftFix</td>');
    const link = mail.links.find((entry) => entry.includes('/verify')) as string;
    await open(page, link);
    await page.waitForURL('**/insert-new-password**');
    await page.getByText(`Your reset link worked for ${technician.email}. Choose the new password now.`).waitFor({ timeout: 15_000 });
    technician.password = 'Short-tech-2027!';
    await page.getByLabel(/^New password/).fill(technician.password);
    await page.getByLabel('Repeat the new password').fill(technician.password);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password is changed.').waitFor();
    // Signed in and opening the page without a link: it does not claim a link worked.
    await open(page, '/insert-new-password');
    await page.getByText(`You are signed in as ${technician.email}. Choose the new password now.`).waitFor({ timeout: 15_000 });
    expect(await page.getByText(/reset link worked/).count()).toBe(0);
    await context.close();

    await shootAll('insert-new-password-used-link', async (shot) => {
      await open(shot, link);
      await shot.getByText('This password reset link has expired or was used already.').waitFor();
      await shot.getByRole('button', { name: 'Send a new reset link' }).waitFor();
    });
    await shootAll('insert-new-password-no-link', async (shot) => {
      await open(shot, '/insert-new-password');
      await shot.getByText('This page opens from the reset link in your e-mail.').waitFor();
    });
  }, 180_000);

  it('the sandbox checkout shows the portal’s name', async () => {
    const page = await signedIn(manager, '/c-monarch-portal-freemium');
    await page.locator('[data-uid="buy-c-monarch-monthly"], button:has-text("Subscribe monthly")').first().click();
    await page.waitForURL('**/_sandbox/checkout/**');
    await page.getByRole('heading', { level: 1, name: 'Pay LiftFix' }).waitFor();
    expect(await page.title()).toBe('Checkout — LiftFix');
    expect(await page.locator('header.site').textContent()).toBe('LiftFix');
    const checkout = page.url();
    await page.context().close();
    await shootAll(
      'sandbox-checkout',
      async (shot) => {
        await shot.goto(checkout);
        await shot.getByRole('heading', { level: 1, name: 'Pay LiftFix' }).waitFor();
      },
      manager,
    );
  }, 120_000);

  it('a parts manual’s exploded view: each numbered balloon shows its row of the parts table, on a phone', async () => {
    // All brands' premium for the manager, as a purchase grants it (the parts manuals are premium).
    await service('/rest/v1/custom_user_roles', { method: 'POST', body: JSON.stringify({ user_id: managerId, role_id: ALL_ACCESS_ROLE }) });
    const [parts] = await service<Array<{ id: string }>>(
      '/rest/v1/manuals?select=id&kind=eq.parts&brand_id=eq.c-monarch&series_ids=cs.{c-monarch-cx}&order=revision_date.desc&limit=1',
    );
    const page = await signedIn(manager, `/manual?manual=${parts?.id ?? ''}&page=2`);
    // Page 2 is figure 1 with its table (the pages beside it in view have their own item 3).
    const sheet = page.locator('[data-page="2"]');
    const balloon = sheet.getByRole('button', { name: 'Item 3: show its row in the parts table' });
    await balloon.waitFor({ timeout: 30_000 });
    await balloon.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/exploded-view-390-light.png` });
    await balloon.click();
    expect(await balloon.getAttribute('aria-pressed')).toBe('true');
    const row = sheet.locator('.fmv-row').first();
    await row.waitFor();
    // The highlighted band lies on the table's row of item 3: of the rows' part numbers, item 3's is the nearest
    // (measured together, once the viewer has scrolled the row into view).
    await page.waitForTimeout(800);
    const nearest = await sheet.evaluate((element) => {
      const band = (element.querySelector('.fmv-row') as HTMLElement).getBoundingClientRect();
      const middle = band.top + band.height / 2;
      const numbers = [...element.querySelectorAll('.fmv-text span')]
        .filter((span) => /^CM-\d{5}-\d{2}$/.test(span.textContent ?? ''))
        .map((span) => {
          const r = span.getBoundingClientRect();
          return Math.abs(r.top + r.height / 2 - middle);
        });
      return numbers.indexOf(Math.min(...numbers));
    });
    expect(nearest).toBe(2);
    await page.screenshot({ path: `${SHOTS}/exploded-view-item-390-light.png` });
    await page.context().close();
  }, 120_000);

  it('shows the changed fleet pages at 390 and 1366 px in both themes, accessible', async () => {
    await shootAll(
      'fleet-trucks-manager',
      async (shot) => {
        await open(shot, '/fleet/trucks');
        await shot.getByRole('button', { name: 'Add a truck' }).click();
        await shot.getByRole('heading', { name: 'Add a truck' }).waitFor();
      },
      manager,
    );
    await shootAll(
      'fleet-trucks-technician',
      async (shot) => {
        await open(shot, '/fleet/trucks');
        await shot.locator('.ff-table a', { hasText: 'Truck 1' }).waitFor();
      },
      technician,
    );
    await shootAll(
      'fleet-truck-mark-done',
      async (shot) => {
        await open(shot, fullTruckPath);
        await shot
          .getByRole('button', { name: /^Mark done/ })
          .first()
          .click();
        await shot.getByLabel('Done on').waitFor();
      },
      manager,
    );
    await shootAll(
      'fleet-fault',
      async (shot) => {
        await open(shot, '/fleet/log-fault');
        await shot.getByRole('textbox', { name: 'Error code' }).waitFor();
      },
      technician,
    );
  }, 300_000);

  it('no page received database or stack text, and no console problem', async () => {
    for (const watch of watches) await watch.settle();
    const problems = watches.flatMap((watch) => watch.problems);
    const checked = watches.reduce((sum, watch) => sum + watch.checked, 0);
    expect(checked).toBeGreaterThan(50);
    expect(problems).toEqual([]);
    expect(accessibility).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
});
