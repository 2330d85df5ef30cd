// Code pages in Chromium at 390 px on a fresh portal (ARCHITECTURE §7): a visitor opens a premium and a free code's
// page from the sitemap — title and summary in the HTML before any script, none of the details, and the way to open
// them ("In the C-Monarch plan" leading to that plan, "Sign in free…") — and a member opens 20 code pages in a minute,
// the first from search, with no limit message (reading a code is a page load, not a diagnosis); a related code opens
// in place with its own content. No response body the browser receives carries a database or stack message.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { serviceRequest, startPortal, type PortalServer } from './forklift-server';
import { sitemapPaths, waitForHydration, watchConsole, watchBrowserBodies } from './page-checks';
import type { BodyWatch } from './page-checks';
import { submitSignIn } from './portal-sign-in';

const ARTIFACTS = 'e2e/artifacts/forklift';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PHONE = { width: 390, height: 844 };

interface CodeRow {
  id: string;
  code: string;
  title: string;
  summary: string;
  tier: string;
}

let server: PortalServer;
let browser: Browser;
let bodies: BodyWatch;

const service = <T>(path: string, init?: RequestInit) => serviceRequest<T>(server, path, init);
const slugOf = (code: string) =>
  code
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
const pathOf = (row: CodeRow) => `/codes/c-monarch/${slugOf(row.code)}`;

async function codes(tier: 'free' | 'premium', limit: number): Promise<CodeRow[]> {
  return service<CodeRow[]>(
    `/rest/v1/error_codes?select=id,code,title,summary,tier&brand_id=eq.c-monarch&tier=eq.${tier}&order=code_normalized&limit=${limit}`,
  );
}

/** The code's detail sentences (not its effect, which its summary begins with). */
async function detailTexts(row: CodeRow): Promise<string[]> {
  const [details] = await service<Array<{ causes: Array<{ text: string }>; checks: Array<{ text: string }>; remedy: string }>>(
    `/rest/v1/error_code_details?select=causes,checks,remedy&error_code_id=eq.${row.id}`,
  );
  if (!details) throw new Error(`no details for ${row.code}`);
  return [details.remedy, ...details.causes.map((cause) => cause.text), ...details.checks.map((check) => check.text)];
}

/** Fails the journey on a database or stack message in any page, data or API answer the browser receives. */
function watchBodies(page: Page): string[] {
  const leaks: string[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/html|json|event-stream/.test(type)) return;
    response
      .text()
      .then((body) => {
        if (/SQLSTATE|violates [a-z-]+ constraint|relation "[a-z_.]+"|\bat [\w.<>]+ \(.*:\d+:\d+\)/.test(body)) leaks.push(response.url());
      })
      .catch(() => undefined);
  });
  return leaks;
}

/** axe's serious and critical findings on the page as it is. */
async function axeProblems(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document): Promise<{ violations: Array<{ id: string; impact: string | null }> }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

/** The server's HTML as a crawler reads it: no scripts, styles or head. */
function textOf(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/, ' ')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

beforeAll(async () => {
  server = await startPortal();
  browser = await launchChromium();
  bodies = watchBrowserBodies(browser);
  mkdirSync(ARTIFACTS, { recursive: true });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('code pages', () => {
  it('shows a visitor a code from the sitemap: title and summary before any script, and what opens the details', async () => {
    const [premium] = await codes('premium', 1);
    const [free] = await codes('free', 1);
    if (!premium || !free) throw new Error('no sample codes');
    const listed = await sitemapPaths(server.baseUrl);
    expect(listed).toContain(pathOf(premium));
    expect(listed).toContain(pathOf(free));

    // The HTML before any script: the code's title and summary, none of its details.
    const html = await (await fetch(`${server.baseUrl}${pathOf(premium)}`)).text();
    expect(textOf(html)).toContain(`${premium.code} — ${premium.title}`);
    expect(textOf(html)).toContain(premium.summary.slice(0, 80));
    for (const detail of await detailTexts(premium)) expect(html).not.toContain(detail);

    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const leaks = watchBodies(page);
    await page.goto(`${server.baseUrl}${pathOf(premium)}`);
    await waitForHydration(page);
    expect((await page.locator('h1').first().textContent())?.trim()).toBe(`${premium.code} — ${premium.title}`);
    await page.getByRole('heading', { name: 'In the C-Monarch plan' }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/code-premium-visitor-390.png`, fullPage: true });
    expect(await axeProblems(page)).toEqual([]);
    // The way to open it: the brand's plan.
    await Promise.all([
      page.waitForURL('**/upgrade?_source=%2Fc-monarch-portal-fullaccess'),
      page.getByRole('link', { name: 'See the C-Monarch plan' }).click(),
    ]);
    await waitForHydration(page);
    await page.getByRole('heading', { name: /^Open the C.Monarch premium portal$/ }).waitFor();

    await page.goto(`${server.baseUrl}${pathOf(free)}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Sign in free to read its causes and checks' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Likely causes' }).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/code-free-visitor-390.png`, fullPage: true });
    expect(problems).toEqual([]);
    expect(leaks).toEqual([]);
    await context.close();
  });

  it('lets a member open 20 code pages in a minute, the first from search, with no limit message', async () => {
    const email = `codes-${Date.now()}@workshop.test`;
    const password = 'Read-codes-2026!';
    await service('/auth/v1/admin/users', { method: 'POST', body: JSON.stringify({ email, password, email_confirm: true }) });
    const rows = await codes('free', 20);
    expect(rows.length).toBe(20);
    const [first] = rows;
    if (!first) throw new Error('no free codes');

    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const leaks = watchBodies(page);
    await page.goto(`${server.baseUrl}/`);
    await waitForHydration(page);
    await submitSignIn(page, { email, password });
    await page.waitForURL('**/dashboard');

    const started = Date.now();
    // From search: the code's hit opens its code page.
    await page.goto(`${server.baseUrl}/search?q=${encodeURIComponent(first.code)}&brand=c-monarch`);
    await waitForHydration(page);
    const hit = page.locator('.fsr-card--error_code a.fsr-card__link').first();
    await hit.waitFor({ timeout: 20_000 });
    expect(await hit.getAttribute('href')).toBe(pathOf(first));
    await Promise.all([page.waitForURL(`**${pathOf(first)}`), hit.click()]);
    await page.getByRole('heading', { name: 'Likely causes' }).waitFor();
    // Then 19 more, one after the other: each page's details, never a limit.
    for (const row of rows.slice(1)) {
      await page.goto(`${server.baseUrl}${pathOf(row)}`, { waitUntil: 'domcontentloaded' });
      expect((await page.locator('h1').first().textContent())?.trim()).toBe(`${row.code} — ${row.title}`);
      expect(await page.getByRole('heading', { name: 'Likely causes' }).count()).toBe(1);
      expect(await page.getByText(/too many|daily limit/i).count()).toBe(0);
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    await waitForHydration(page);
    const last = rows.at(-1) as CodeRow;
    expect(await page.getByRole('link', { name: 'Diagnose this code' }).first().getAttribute('href')).toBe(
      `/diagnostics?brand=c-monarch&code=${encodeURIComponent(last.code)}`,
    );
    await page.screenshot({ path: `${ARTIFACTS}/code-free-member-390.png`, fullPage: true });
    expect(await axeProblems(page)).toEqual([]);

    // A related code opens in place with its own content, never the last one's.
    const related = page.locator('ul[aria-label="Related codes"] a').first();
    const target = (await related.getAttribute('href')) ?? '';
    await Promise.all([page.waitForURL(`**${target}`), related.click()]);
    const code = target.split('/').at(-1)?.toUpperCase() ?? '';
    await page.waitForFunction((written) => document.querySelector('h1')?.textContent?.startsWith(`${written} — `) === true, code);
    expect(problems).toEqual([]);
    expect(leaks).toEqual([]);
    await context.close();
  }, 120_000);
});

it('sent no page a database or stack message in any response body', async () => {
  await bodies.settle();
  expect(bodies.checked).toBeGreaterThan(0);
  expect(bodies.problems).toEqual([]);
});
