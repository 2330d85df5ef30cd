// Search and the libraries on a phone (390 × 844), done with as little input as a busy person gives: the first result
// is on the first screen; a filter tap changes the list in place (no page load: a marker set on the window survives)
// with the URL updated and back working; a citation names its manual (short title, revision) and page and opens the
// viewer there; a part-number hit opens the viewer on the row that holds it, highlighted. Then the changed pages at
// 390 and 1366 px, light and dark: screenshots and axe (no serious or critical violation).
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { startPortal, type PortalServer, serviceRequest } from './forklift-server';
import { waitForHydration, watchConsole, watchBrowserBodies } from './page-checks';
import type { BodyWatch } from './page-checks';
import { submitSignIn } from './portal-sign-in';

const ARTIFACTS = 'e2e/artifacts/forklift';
const PHONE = { width: 390, height: 844 };
const LIBRARY = '/troubleshoot-your-forklift-manual-library';
/** A citation's words: a short title (no brand first), its revision and the page. */
const CITATION = /^(?!C-Monarch )[^·]+ rev\.\s\S+ ·\sp\.\s(\d+)$/;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: PortalServer;
let browser: Browser;
let bodies: BodyWatch;
const member = { email: `search-${Date.now()}@workshop.test`, password: 'Forks-up-2026!' };
/** A free parts manual's page 2 and a part number in its table. */
let parts: { manualId: string; part: string };

const service = <T>(path: string, init?: RequestInit) => serviceRequest<T>(server, path, init);

beforeAll(async () => {
  server = await startPortal();
  browser = await launchChromium();
  bodies = watchBrowserBodies(browser);
  mkdirSync(ARTIFACTS, { recursive: true });
  await service('/auth/v1/admin/users', { method: 'POST', body: JSON.stringify({ ...member, email_confirm: true }) });
  const [manual] = await service<Array<{ id: string }>>(
    '/rest/v1/manuals?select=id&kind=eq.parts&tier=eq.free&preview_pages=gte.2&brand_id=eq.c-monarch&limit=1',
  );
  const [page] = await service<Array<{ body: string }>>(`/rest/v1/manual_pages?select=body&manual_id=eq.${manual?.id}&page_number=eq.2`);
  // The fifth row of the page's parts table ("5 | CM-02005-71 | Lift solenoid valve | …").
  const part = /^5 \| (\S+) \|/m.exec(page?.body ?? '')?.[1];
  expect(part).toBeTruthy();
  parts = { manualId: manual!.id, part: part! };
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phone(colorScheme: 'light' | 'dark' = 'light'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, colorScheme });
  return { context, page: await context.newPage() };
}

/** Signs the member in from the home page (the sign-in form). */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${server.baseUrl}/`);
  await waitForHydration(page);
  await submitSignIn(page, member);
  await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });
  // The address changes as the navigation starts; the dashboard replaces the home page once its elements have
  // loaded. Typing before that would go into the home page's box, which is about to go.
  await page.getByRole('heading', { name: 'Your workshop' }).waitFor({ timeout: 30_000 });
  await waitForHydration(page);
}

/** Types a query in the top bar's search box and presses Enter, as on any page. */
async function searchFor(page: Page, query: string): Promise<void> {
  // The top bar's box: the first on every page (the results page's own one is hidden on a phone).
  const box = page.getByLabel('Search codes, part numbers and manuals').first();
  await box.fill(query);
  await box.press('Enter');
  await page.waitForURL('**/search?**').catch(async (error: unknown) => {
    // Say where the page was and what the box held, so a failure names its cause.
    await page.screenshot({ path: `${ARTIFACTS}/search-enter-failed.png` }).catch(() => undefined);
    const held = await box.inputValue().catch(() => '(box gone)');
    throw new Error(`Enter in the search box did not open /search: on ${page.url()}, the box holding "${held}" (${String(error)})`);
  });
  await page.locator('.fsr-card').first().waitFor({ state: 'visible', timeout: 30_000 });
}

async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
}
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __stay?: number }).__stay === 1);

describe('search and the libraries on a phone', () => {
  it('shows the first result on the first screen', async () => {
    const { context, page } = await phone();
    const problems = watchConsole(page);
    await page.goto(`${server.baseUrl}/`);
    await waitForHydration(page);
    await searchFor(page, 'hydraulic pump');
    const card = await page.locator('.fsr-card').first().boundingBox();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The whole first card, not only its top edge.
    expect(card!.y + card!.height).toBeLessThanOrEqual(PHONE.height);
    // One search box on the phone's screen, holding the query.
    const boxes = await page
      .locator('form[role="search"]:visible input[name="q"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(boxes).toEqual(['hydraulic pump']);
    await page.screenshot({ path: `${ARTIFACTS}/search-390-first-screen.png` });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('changes the results in place from the filter sheet, the URL following, back and forward working', async () => {
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}/search?q=hydraulic`);
    await waitForHydration(page);
    await page.locator('.fsr-count').waitFor();
    const before = await page.locator('.fsr-count').textContent();
    await markWindow(page);
    const opener = page.getByRole('button', { name: /^Filters/ });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await sheet.getByLabel('Brand', { exact: true }).selectOption('c-monarch');
    await page.waitForURL(/brand=c-monarch/);
    await expect.poll(() => page.locator('.fsr-count').textContent()).not.toBe(before);
    expect(await marked(page)).toBe(true);
    // Every card left is the brand's.
    expect(new Set(await page.locator('.fsr-card__brand').allTextContents())).toEqual(new Set(['c monarch']));
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Filters/);
    expect(await page.locator('.ffs-bar').textContent()).toContain('C-Monarch');

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('brand='));
    await expect.poll(() => page.locator('.fsr-count').textContent()).toBe(before);
    await page.goForward();
    await page.waitForURL(/brand=c-monarch/);
    await expect.poll(() => page.locator('.fsr-count').textContent()).not.toBe(before);
    expect(await marked(page)).toBe(true);
    await context.close();
  });

  it('filters a library in place from one row, keeping the place on the page', async () => {
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}${LIBRARY}`);
    await waitForHydration(page);
    await markWindow(page);
    // The hero is one short band on a phone: the first manual, with its link, is on the first screen.
    const firstManual = await page.getByText('Open the manual').first().boundingBox();
    expect(firstManual!.y + firstManual!.height).toBeLessThanOrEqual(PHONE.height);
    const opener = page.getByRole('button', { name: /^Filters/ });
    const bar = await opener.boundingBox();
    // The panel is one row: the list starts right under it.
    expect(bar!.height).toBeLessThan(60);
    await opener.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('link', { name: 'Electric', exact: true }).click();
    await page.waitForURL(/fuel=electric/);
    await expect.poll(() => sheet.locator('.ffs-sheet__summary').textContent()).not.toMatch(/^(\d+) of \1 /);
    expect(await marked(page)).toBe(true);
    await sheet.getByRole('button', { name: /^Show \d+ manuals?$/ }).click();
    await sheet.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.locator('.ffs-bar__count').textContent()).toBe('1');
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('fuel='));
    await expect.poll(() => page.locator('.ffs-bar__summary').textContent()).toMatch(/^(\d+) of \1 manuals$/);
    expect(await marked(page)).toBe(true);
    await context.close();
  });

  it('names the manual in citations (search and chat) and opens the viewer at the cited page', async () => {
    const { context, page } = await phone();
    await signIn(page);
    await searchFor(page, 'hydraulic pump');
    const cite = page.locator('.fsr-card--page .fsr-card__page').first();
    const words = (await cite.textContent()) ?? '';
    expect(words).toMatch(CITATION);
    const pageNumber = CITATION.exec(words)![1];
    await Promise.all([page.waitForURL(`**/manual?**page=${pageNumber}**`), cite.click()]);
    await page.locator('.fmv-page').first().waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Page number').inputValue()).toBe(pageNumber);

    // The chat's citations, for a code as the display shows it.
    const [code] = await service<Array<{ code: string }>>(
      '/rest/v1/error_codes?select=code&brand_id=eq.c-monarch&tier=eq.free&order=code&limit=1',
    );
    await page.goto(`${server.baseUrl}/diagnostics?brand=c-monarch&code=${encodeURIComponent(code!.code)}`);
    await waitForHydration(page);
    const chip = page.locator('.fdc-cite--manual_page').first();
    await chip.waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await chip.textContent())?.replace(/ — .*$/, '')).toMatch(CITATION);
    const chipWords = ((await chip.textContent()) ?? '').replace(/ — .*$/, '');
    expect(chipWords).not.toMatch(/^S\d/);
    const chipBox = await chip.boundingBox();
    expect(chipBox!.x + chipBox!.width).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${ARTIFACTS}/search-390-chat-citation.png`, fullPage: true });
    const chipPage = CITATION.exec(chipWords)![1];
    await Promise.all([page.waitForURL(`**/manual?**page=${chipPage}**`), chip.click()]);
    await page.locator('.fmv-page').first().waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Page number').inputValue()).toBe(chipPage);
    await context.close();
    // Two viewer loads and a streamed diagnosis: more than the default minute on a loaded machine.
  }, 150_000);

  it("opens a part number's hit on its row in the parts table, highlighted and in view", async () => {
    const { context, page } = await phone();
    await signIn(page);
    await searchFor(page, parts.part);
    const hit = page.locator(`a.fsr-card__link[href*="manual=${parts.manualId}"]`).first();
    await Promise.all([page.waitForURL('**/manual?**'), hit.click()]);
    expect(new URL(page.url()).searchParams.get('part')).toBe(parts.part);
    const row = page.locator(`[data-part-row="${parts.part}"]`);
    await row.waitFor({ timeout: 30_000 });
    await page.waitForTimeout(300);
    const box = await row.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    // The band lies over the part's own line of the table: its centre is on the row holding the part number.
    const onRow = await page.evaluate(
      ({ part, y }) =>
        [...document.querySelectorAll('.fmv-text span')].some((span) => {
          const rect = span.getBoundingClientRect();
          return span.textContent === part && y > rect.top && y < rect.bottom + 2;
        }),
      { part: parts.part, y: box!.y + box!.height / 2 },
    );
    expect(onRow).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/search-390-part-row.png` });
    await context.close();
  });
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: unknown[];
}

async function axeViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: Array<Violation & { nodes: Array<{ target: unknown }> }> }> };
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
}

describe('the changed pages at 390 and 1366 px, light and dark', () => {
  it.each([
    ['390-light', PHONE, 'light'],
    ['390-dark', PHONE, 'dark'],
    ['1366-light', { width: 1366, height: 900 }, 'light'],
    ['1366-dark', { width: 1366, height: 900 }, 'dark'],
  ] as const)(
    'has no serious or critical axe violation (%s)',
    async (name, viewport, colorScheme) => {
      const context = await browser.newContext({ viewport, colorScheme });
      const page = await context.newPage();
      await page.addInitScript((theme) => localStorage.setItem('app-theme', theme), colorScheme);
      await signIn(page);
      const pages: Array<[string, string, ((page: Page) => Promise<void>)?]> = [
        ['search', '/search?q=hydraulic%20pump&brand=c-monarch'],
        ['library', LIBRARY],
        ['parts', '/available-forklift-parts-manuals?fuel=electric'],
        ['viewer-part', `/manual?manual=${parts.manualId}&page=2&part=${encodeURIComponent(parts.part)}`],
      ];
      if (viewport.width < 768) {
        const openSheet = async (page: Page) => {
          await page.getByRole('button', { name: /^Filters/ }).click();
          await page.getByRole('dialog', { name: 'Filters' }).waitFor();
        };
        pages.push(['search-sheet', '/search?q=hydraulic', openSheet], ['library-sheet', LIBRARY, openSheet]);
      }
      const found: string[] = [];
      for (const [label, path, act] of pages) {
        await page.goto(`${server.baseUrl}${path}`);
        await waitForHydration(page);
        if (label.startsWith('search')) await page.locator('.fsr-count, .fsr-empty').first().waitFor({ timeout: 30_000 });
        if (label === 'viewer-part') await page.locator('[data-part-row]').waitFor({ timeout: 30_000 });
        await act?.(page);
        await page.screenshot({ path: `${ARTIFACTS}/search-${label}-${name}.png` });
        for (const violation of await axeViolations(page)) {
          if (violation.impact === 'serious' || violation.impact === 'critical') {
            found.push(`${path}: ${violation.id} (${violation.impact}) ${violation.help} at ${JSON.stringify(violation.targets)}`);
          }
        }
      }
      expect(found).toEqual([]);
      await context.close();
    },
    240_000,
  );
});

it('sent no page a database or stack message in any response body', async () => {
  await bodies.settle();
  expect(bodies.checked).toBeGreaterThan(0);
  expect(bodies.problems).toEqual([]);
});
