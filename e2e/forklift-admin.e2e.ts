// The operator console journey (issue 36) in Chromium on a fresh portal: a member is refused the console; an admin
// signs in from /admin, corrects an extracted code beside its page image in /admin/codes (a reference that is not on
// its page is refused first) and approves it, adds a brand whose code pattern is tested against its example in
// /admin/brands, grants the member a brand plan in /admin/members, finds the member's
// no-result search in /admin/insights, filters /admin/manuals by ?q=, and sees each write with its reason in
// /admin/audit. Then every console page at 1366 and 390 px, light and dark, as screenshots (/tmp/shots-admin/) with an
// accessibility scan.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { serviceRequest, startPortal, type PortalServer } from './forklift-server';
import { waitForHydration, watchConsole, watchResponseBodies } from './page-checks';
import { submitSignIn } from './portal-sign-in';

const SHOTS = process.env.ADMIN_SHOTS ?? '/tmp/shots-admin';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const stamp = Date.now();
const operator = { email: `ops-${stamp}@liftfix.test`, password: 'Operator-console-2026!' };
const member = { email: `member-${stamp}@fleet.test`, password: 'Member-console-2026!' };
const ADMIN_ROLE = '7a1e0c52-5d1f-4c1a-9d01-000000000030';
const MISSED = `swivel seat rattle ${stamp % 10_000}`;

let server: PortalServer;
let browser: Browser;
let manualTitle = '';
let quote = '';

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

beforeAll(async () => {
  server = await startPortal();
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
  const ops = await user(operator);
  const tech = await user(member);
  await service('/rest/v1/custom_user_roles', { method: 'POST', body: JSON.stringify({ user_id: ops.id, role_id: ADMIN_ROLE }) });
  // The member searched for something the library does not have.
  await service('/rest/v1/rpc/record_search_miss', {
    method: 'POST',
    headers: { authorization: `Bearer ${tech.token}` },
    body: JSON.stringify({ query: MISSED, brand: 'c-monarch' }),
  });
  // A code the importer read out of a free manual's second page and held for review (as `--hold-for-review` does).
  const [manual] = await service<Array<{ id: string; title: string }>>(
    '/rest/v1/manuals?select=id,title&brand_id=eq.c-monarch&tier=eq.free&page_count=gte.3&order=page_count&limit=1',
  );
  manualTitle = manual?.title ?? '';
  const [page] = await service<Array<{ body: string }>>(`/rest/v1/manual_pages?select=body&manual_id=eq.${manual?.id}&page_number=eq.2`);
  quote = (page?.body ?? '').replace(/\s+/g, ' ').slice(0, 50).trim();
  await service('/rest/v1/code_extractions', {
    method: 'POST',
    body: JSON.stringify({
      manual_id: manual?.id,
      brand_id: 'c-monarch',
      code: 'E-977',
      code_normalized: 'E-977',
      page_number: 2,
      found_by: 'table',
      text_source: 'ocr',
      title: 'Lift presure sensr',
      held: true,
      details: { causes: [{ text: quote, manualId: manual?.id, pageNumber: 2 }], checks: [], pageRefs: [] },
    }),
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

describe('operator console', () => {
  it('refuses a member: the forbidden page, no console', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await open(page, '/admin/members');
    await submitSignIn(page, member);
    await page.waitForURL('**/upgrade*');
    expect(await page.locator('.ac').count()).toBe(0);
    await context.close();
  }, 120_000);

  it('corrects and approves a code, grants a plan, finds a missed search, and sees every write in the audit log', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await signedIn(context, operator, '/admin');
    const problems = watchConsole(page);
    const bodies = watchResponseBodies(page);
    await page.getByRole('link', { name: /Codes to review/ }).click();
    await page.waitForURL('**/admin/codes');

    // The code beside its page image; a reference that is not on the page is refused, the corrected one saved.
    await page.getByRole('button', { name: 'E-977' }).click();
    await page.getByRole('img', { name: `Page 2 of ${manualTitle}` }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Title', { exact: true }).fill('Lift pressure sensor out of range');
    await page.getByLabel('Cause 1', { exact: true }).fill('The sensor was eaten by a goat.');
    await page.getByLabel(/^Reason \(kept in the audit log/).fill('OCR misread the title');
    await page.getByRole('button', { name: 'Save correction' }).click();
    await page.getByRole('alert').filter({ hasText: 'does not point at a page' }).waitFor();
    await page.getByLabel('Cause 1', { exact: true }).fill(quote);
    await page.getByRole('button', { name: 'Save correction' }).click();
    await page.getByText('Saved. Every reference is on its page.').waitFor();
    await page.screenshot({ path: `${SHOTS}/journey-code-saved-1366.png`, fullPage: true });
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('E-977 approved and published.').waitFor();
    const [code] = await service<Array<{ title: string; review_state: string }>>(
      '/rest/v1/error_codes?select=title,review_state&brand_id=eq.c-monarch&code_normalized=eq.E-977',
    );
    expect(code).toEqual({ title: 'Lift pressure sensor out of range', review_state: 'approved' });

    // A brand plan for the member, with a reason.
    await page.getByRole('link', { name: 'Members' }).first().click();
    await page.waitForURL('**/admin/members');
    await page.getByLabel('E-mail starts with').fill(member.email.slice(0, 12));
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: member.email }).click();
    await page.getByLabel('Grant').selectOption('c-monarch-premium');
    await page.getByLabel(/^Reason/).fill('Dealer trial agreed by phone');
    await page.getByRole('button', { name: 'Grant', exact: true }).click();
    await page.getByText('Granted: c-monarch plan.').waitFor();
    await page.getByRole('button', { name: `Revoke c-monarch plan from ${member.email}` }).waitFor();
    await page.screenshot({ path: `${SHOTS}/journey-member-1366.png`, fullPage: true });

    // A brand whose code format is tested against its example before it is saved.
    await open(page, '/admin/brands');
    await page.getByRole('button', { name: 'Add a brand' }).click();
    const form = page.getByRole('form', { name: 'Add a brand' });
    await form.getByLabel('Brand id (in addresses)').fill('q-lift');
    await form.getByLabel('Name').fill('Q-Lift');
    await form.getByLabel('How the brand writes its codes').fill('Q, a hyphen and two digits');
    await form.getByLabel('Example code').fill('Q-123');
    await form.getByLabel('Pattern (regular expression)').fill('^Q-[0-9]{2}$');
    await form.getByLabel(/^Reason/).fill('New dealer brand');
    await form.getByText('Example rejected').waitFor();
    await form.getByRole('button', { name: 'Add brand' }).click();
    await form.getByRole('alert').filter({ hasText: 'does not accept the example' }).waitFor();
    await form.getByLabel('Example code').fill('Q-12');
    await form.getByRole('button', { name: 'Add brand' }).click();
    await page.getByText('Brand added.').waitFor();
    await page.getByRole('heading', { name: 'Q-Lift' }).waitFor();

    // The member's search that found nothing, counted.
    await open(page, '/admin/insights');
    await page.getByRole('cell', { name: MISSED }).waitFor();

    // The title filter is the address's ?q=.
    await open(page, `/admin/manuals?q=${encodeURIComponent(manualTitle.split(' ').slice(0, 2).join(' '))}`);
    await page.getByRole('link', { name: manualTitle }).first().waitFor();

    // Each write with its reason.
    await open(page, '/admin/audit');
    await page.getByText('“Dealer trial agreed by phone”').waitFor();
    await page.getByText('“OCR misread the title”').first().waitFor();
    await page.getByText('“Approved in the review queue”').first().waitFor();
    await page.getByText('“New dealer brand”').waitFor();
    await page.getByLabel('What').selectOption('custom_user_roles');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.locator('.ac-audit summary').first().click();
    await page.getByRole('cell', { name: 'role_id' }).waitFor();
    expect(await page.getByText('“OCR misread the title”').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/journey-audit-1366.png`, fullPage: true });

    // The failed requests are the two refused saves (400: a reference not on its page, a pattern rejecting its
    // example); nothing else.
    expect(problems.filter((problem) => !problem.includes('400 (Bad Request) (http://127.0.0.1'))).toEqual([]);
    expect(problems.filter((problem) => problem.includes('/rest/v1/rpc/admin_save_code_extraction'))).toHaveLength(1);
    expect(problems.filter((problem) => problem.includes('/rest/v1/rpc/admin_save_brand'))).toHaveLength(1);
    await bodies.settle();
    expect(bodies.problems).toEqual([]);
    await context.close();
  }, 240_000);

  it('shows every console page at 390 and 1366 px in both themes with no serious accessibility violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('app-theme', 'light'));
    const page = await signedIn(context, operator, '/admin');
    const found: string[] = [];
    const pages: Array<[string, string, string]> = [
      ['overview', '/admin', '.ac-stat'],
      ['manuals', '/admin/manuals', '.ff-table'],
      ['codes', '/admin/codes?', '#ac-queue-title'],
      ['brands', '/admin/brands', '.ac-facts'],
      ['members', '/admin/members', '.ff-table'],
      ['sales', '/admin/sales', '#ac-sales-title'],
      ['insights', '/admin/insights', '#ac-misses-title'],
      ['audit', '/admin/audit', '.ac-audit'],
    ];
    for (const [name, path, ready] of pages) {
      await open(page, path);
      await page.locator(ready).first().waitFor();
      if (name === 'codes') {
        await page.getByLabel('State').selectOption('approved');
        await page.getByRole('button', { name: 'E-977' }).click();
        await page.locator('.ac-page__canvas:not([hidden])').waitFor({ timeout: 30_000 });
      }
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
      await page.setViewportSize({ width: 1366, height: 900 });
    }
    expect(found).toEqual([]);
    await context.close();
  }, 300_000);
});
