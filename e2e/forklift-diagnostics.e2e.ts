// The diagnostic chat in Chromium on a fresh portal: a signed-in technician opens /diagnostics for a code, the answer
// streams in (text/event-stream), a citation chip opens the manual viewer at the cited page, "Fixed it" is recorded
// and the confirmed-fix count shows on the code; the chat at 1366 and 390 px, light and dark; at 390 px a code typed
// without separators that reads as two codes is asked back as a choice, an off-topic question is refused with a
// suggestion, and the confirmed-fix count shows on the code (issue 34); each code says why it matched (the words of
// the description its entry names, highlighted), axe clean.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type PortalServer, serviceRequest } from './forklift-server';
import { waitForHydration, watchConsole, watchBrowserBodies } from './page-checks';
import type { BodyWatch } from './page-checks';
import { submitSignIn } from './portal-sign-in';

const ARTIFACTS = 'e2e/artifacts/forklift';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's serious and critical violations on the page, by rule id and first target. */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} ${JSON.stringify(v.nodes[0]?.target)}`);
  });
}

let server: PortalServer;
let browser: Browser;
let bodies: BodyWatch;
const email = `diag-${Date.now()}@example.com`;
const password = 'diagnose-me-42';
let code = '';

const service = <T>(path: string, init?: RequestInit) => serviceRequest<T>(server, path, init);

beforeAll(async () => {
  server = await startPortal();
  browser = await launchChromium();
  bodies = watchBrowserBodies(browser);
  mkdirSync(ARTIFACTS, { recursive: true });
  await service('/auth/v1/admin/users', { method: 'POST', body: JSON.stringify({ email, password, email_confirm: true }) });
  // A free C-Monarch code: a freemium technician reads its details and the free manual page they cite.
  const codes = await service<Array<{ code: string }>>(
    '/rest/v1/error_codes?select=code&brand_id=eq.c-monarch&tier=eq.free&order=code&limit=1',
  );
  code = codes[0]?.code ?? '';
  expect(code).not.toBe('');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`);
  await waitForHydration(page);
  if (new URL(page.url()).pathname !== '/diagnostics') {
    await submitSignIn(page, { email, password });
    await page.waitForURL('**/diagnostics**');
    if (!page.url().includes('code=')) await page.goto(`${server.baseUrl}${path}`);
    await waitForHydration(page);
  }
}

describe('the diagnostic chat', () => {
  it('streams a cited answer, opens the cited page in the viewer, and records "Fixed it" with the count on the code', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const streamed: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/functions/v1/diagnose')) streamed.push(response.headers()['content-type'] ?? '');
    });
    await signIn(page, `/diagnostics?brand=c-monarch&code=${encodeURIComponent(code)}`);

    const feedback = page.getByRole('button', { name: 'Fixed it' });
    await feedback.waitFor({ state: 'visible', timeout: 30_000 });
    expect(streamed[0]).toMatch(/^text\/event-stream/);
    await expect.poll(() => page.locator('.fdc-match__code').first().textContent()).toBe(code);
    expect(await page.locator('.fdc-step--cause').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('.fdc-step--check').count()).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: `${ARTIFACTS}/diagnostics-1366-light.png`, fullPage: true });

    // A citation chip opens the viewer at the page it cites.
    const chip = page.locator('.fdc-step--cause .fdc-cite--manual_page').first();
    const href = (await chip.getAttribute('href')) ?? '';
    const cited = new URL(href, server.baseUrl);
    expect(cited.pathname).toBe('/manual');
    const manualId = cited.searchParams.get('manual');
    const pageNumber = cited.searchParams.get('page');
    expect(manualId).toMatch(/^[0-9a-f-]{36}$/);
    const body = await service<Array<{ body: string }>>(
      `/rest/v1/manual_pages?select=body&manual_id=eq.${manualId}&page_number=eq.${pageNumber}`,
    );
    const causeText = (await page.locator('.fdc-step--cause .fdc-step__text').first().textContent()) ?? '';
    expect(body[0]?.body).toContain(causeText);
    await Promise.all([page.waitForURL(`**/manual?manual=${manualId}&page=${pageNumber}`), chip.click()]);
    await waitForHydration(page);
    expect(new URL(page.url()).searchParams.get('page')).toBe(pageNumber);
    await page.goBack();
    await waitForHydration(page);

    // "Fixed it" is stored and counted on the code.
    const ids = await service<Array<{ id: string }>>(
      `/rest/v1/error_codes?select=id&brand_id=eq.c-monarch&code=eq.${encodeURIComponent(code)}`,
    );
    const fixedCount = async () =>
      (
        await service<Array<{ fixed_count: number }>>('/rest/v1/rpc/error_code_fix_counts', {
          method: 'POST',
          body: JSON.stringify({ p_error_code_ids: [ids[0]?.id] }),
        })
      )[0]?.fixed_count ?? 0;
    const before = await fixedCount();
    await page.getByRole('button', { name: 'Fixed it' }).waitFor({ state: 'visible', timeout: 30_000 });
    await page.getByRole('button', { name: 'Fixed it' }).first().click();
    await page.getByText('Thanks — recorded as fixed.').waitFor({ timeout: 10_000 });
    expect(await fixedCount()).toBe(before + 1);
    await expect
      .poll(() => page.locator('.fdc-match--best .fdc-match__fixes').first().textContent())
      .toBe(`✓ ${before + 1} confirmed ${before + 1 === 1 ? 'fix' : 'fixes'}`);
    // The history lists the diagnosis.
    expect(await page.locator('.fdc-history__item').count()).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['1366-dark', { width: 1366, height: 900 }, 'dark'],
    ['390-light', { width: 390, height: 844 }, 'light'],
    ['390-dark', { width: 390, height: 844 }, 'dark'],
  ] as const)('answers a described symptom with the keyboard (%s)', async (name, viewport, colorScheme) => {
    const context = await browser.newContext({ viewport, colorScheme });
    const page = await context.newPage();
    await signIn(page, '/diagnostics?brand=c-monarch');
    // The site's theme is its own switch (the system's preference is not read): dark is chosen there.
    if (colorScheme === 'dark') await page.getByRole('button', { name: 'Switch to the dark theme' }).first().click();
    await page.getByLabel('What does the truck do?').focus();
    await page.keyboard.type('truck clicks at key on but nothing works, display on but wont drive or lift');
    await page.keyboard.press('Control+Enter');
    await page.locator('.fdc-turn .fdc-step, .fdc-turn .fdc-refusal').first().waitFor({ timeout: 30_000 });
    await page.locator('.fdc-typing').waitFor({ state: 'detached', timeout: 30_000 });
    await page.screenshot({ path: `${ARTIFACTS}/diagnostics-${name}.png`, fullPage: true });
    // The best code says why it matched: the description's words its entry names, highlighted.
    const why = page.locator('.fdc-match--best .fdc-match__why').first();
    expect(await why.textContent()).toMatch(/^Matched /);
    expect(await why.locator('mark').count()).toBeGreaterThanOrEqual(2);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width + 1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('at 390 px asks which code an ambiguous typing is, refuses an off-topic question with a suggestion, and shows confirmed fixes', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signIn(page, '/diagnostics?brand=r-raynet&code=101');
    const choices = page.locator('.fdc-choices .fdc-choice');
    await choices.first().waitFor({ state: 'visible', timeout: 30_000 });
    expect(await choices.allTextContents()).toEqual([expect.stringContaining('01-01'), expect.stringContaining('10-01')]);
    await page.screenshot({ path: `${ARTIFACTS}/diagnostics-390-which-code.png`, fullPage: true });
    await choices.nth(1).click();
    await expect.poll(() => page.locator('.fdc-turn').nth(1).locator('.fdc-match__code').first().textContent()).toBe('10-01');

    await page.getByLabel('What does the truck do?').fill('my dishwasher pump hums and the battery is fine');
    await page.keyboard.press('Control+Enter');
    const suggestion = page.locator('.fdc-turn').nth(2).locator('.fdc-refusal__suggestion');
    await suggestion.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.locator('.fdc-turn').nth(2).locator('.fdc-refusal').textContent()).toContain('dishwasher');
    await page.screenshot({ path: `${ARTIFACTS}/diagnostics-390-refusal.png`, fullPage: true });

    // The fix recorded in the first journey shows on its code here too.
    await page.goto(`${server.baseUrl}/diagnostics?brand=c-monarch&code=${encodeURIComponent(code)}`);
    await waitForHydration(page);
    await page.locator('.fdc-match--best .fdc-match__fixes').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.screenshot({ path: `${ARTIFACTS}/diagnostics-390-confirmed-fixes.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(391);
    expect(errors).toEqual([]);
    await context.close();
  });
});

it('sent no page a database or stack message in any response body', async () => {
  await bodies.settle();
  expect(bodies.checked).toBeGreaterThan(0);
  expect(bodies.problems).toEqual([]);
});
