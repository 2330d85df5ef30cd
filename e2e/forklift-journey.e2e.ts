// The portal's main journey in Chromium on a fresh DATA_DIR: marketing → library filters → sign-up → mailbox link →
// dashboard → free portal → premium refused → sandbox purchase → premium portal → sign out/in → password reset.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, startPortal, type PortalServer } from './forklift-server';
import { watchConsole, waitForHydration, watchResponseBodies } from './page-checks';

const ARTIFACTS = 'e2e/artifacts/forklift';

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

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${ARTIFACTS}/journey-${name}.png`, fullPage: true });
}

/** Waits until the page's h1 reads `text` (client navigation switches pages after their data loads). */
async function h1Is(page: Page, text: string): Promise<void> {
  await page.locator('h1', { hasText: text }).first().waitFor({ state: 'visible', timeout: 20_000 });
  expect((await page.locator('h1').first().textContent())?.trim()).toBe(text);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`);
  await waitForHydration(page);
}

describe('the portal journey', () => {
  it('takes a visitor from a marketing page to a premium portal and back through a password reset', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    // No response the browser receives carries database or stack text (issue 33, acceptance 2).
    const bodies = watchResponseBodies(page);
    const email = `tech-${Date.now()}@workshop.test`;
    const password = 'Forks-up-2026!';

    // A search visitor lands on a marketing page, then the library.
    await open(page, '/forklift-repair-help-with-ai');
    await h1Is(page, 'Forklift repair help that shows its sources');
    await shoot(page, '01-marketing');
    await page.locator('a', { hasText: 'Library' }).first().click();
    await page.waitForURL('**/troubleshoot-your-forklift-manual-library');
    const count = page.locator('[data-uid="filter-count"]').first();
    // After a client-side navigation the page fetches its catalogue (its data set) once.
    await page.waitForFunction(() =>
      / of [1-9][0-9]* manuals match/.test(document.querySelector('[data-uid="filter-count"]')?.textContent ?? ''),
    );
    const total = Number((await count.textContent())?.split(' of ')[1]?.split(' ')[0]);
    expect(total).toBeGreaterThan(0);

    // Filters: fuel type, system, series — each a link; the URL carries all three.
    await page
      .locator('a', { hasText: /^Electric$/ })
      .first()
      .click();
    await page.waitForURL(/fuel=electric/);
    const afterFuel = await count.textContent();
    await page
      .locator('a', { hasText: /^Hydraulics$/ })
      .first()
      .click();
    await page.waitForURL(/system=hydraulics/);
    await page.locator('a[href*="series="]').first().click();
    await page.waitForURL(/series=.*/);
    expect(page.url()).toMatch(/fuel=electric/);
    expect(page.url()).toMatch(/system=hydraulics/);
    expect(afterFuel).not.toEqual(`${total} of ${total} manuals match`);
    await shoot(page, '02-library-filtered');

    // Sign up, then the confirmation link from the local mailbox.
    await open(page, '/signup');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password (at least 8 characters)').fill(password);
    await page.getByLabel('Repeat the password').fill(password);
    await page.getByRole('button', { name: 'Create my free account' }).click();
    await page.getByText(`We sent a confirmation link to ${email}`).first().waitFor({ state: 'visible' });
    await shoot(page, '03-signup-sent');
    const confirmation = await latestMail(server, email, /confirm/i);
    const link = confirmation.links.find((entry) => entry.includes('verify')) ?? confirmation.links[0];
    await page.goto(link as string);
    await page.waitForURL('**/email-verification**');
    await page.getByText(`Your e-mail address ${email} is confirmed`).first().waitFor({ state: 'visible', timeout: 15_000 });
    await shoot(page, '04-verified');

    // The dashboard, then a free portal.
    await page.getByText('Open my dashboard').click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Your workshop' }).first().waitFor({ state: 'visible' });
    await shoot(page, '05-dashboard');
    await open(page, '/c-monarch-portal-freemium');
    await h1Is(page, 'C-Monarch forklift manuals and error codes');
    await shoot(page, '06-free-portal');

    // The premium portal refuses a freemium user: the page offering the purchase.
    await open(page, '/c-monarch-portal-fullaccess');
    await page.waitForURL('**/upgrade**');
    await h1Is(page, 'This portal needs a premium plan');
    await shoot(page, '07-refused');

    // Buy C-Monarch Premium through the sandbox checkout.
    await open(page, '/c-monarch-portal-freemium');
    await page.locator('[data-uid="buy-c-monarch-monthly"], button:has-text("Subscribe monthly — $39")').first().click();
    await page.waitForURL('**/_sandbox/checkout/**').catch(async (error: unknown) => {
      await shoot(page, 'failed-checkout');
      throw new Error(`${String(error)}; page says: ${await page.locator('[data-uid="buy-error-text"]').first().textContent()}`);
    });
    await page.locator('#number').fill('4242 4242 4242 4242');
    await page.locator('#expiry').fill('12 / 34');
    await page.locator('#cvc').fill('123');
    await page.locator('#name').fill('Pat Technician');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/successful-purchase?session_id=**');
    await page.getByText('Access granted. Your premium portal is open.').first().waitFor({ state: 'visible', timeout: 60_000 });
    await shoot(page, '08-purchased');
    await page.getByText('Open the premium portal').click();
    await page.waitForURL('**/c-monarch-portal-fullaccess');
    await h1Is(page, 'C-Monarch Portal Premium');
    await shoot(page, '09-premium-portal');
    // The premium portal's early-access stack stores the sign-up (twice is fine: once per address and brand).
    await page.getByRole('button', { name: 'Join early access' }).click();
    await page.getByText('Thanks — you are on the early-access list.').first().waitFor({ state: 'visible' });

    // Sign out, then back in (the `_source` return).
    await open(page, '/dashboard');
    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await open(page, '/c-monarch-portal-fullaccess');
    expect(new URL(page.url()).searchParams.get('_source')).toBe('/c-monarch-portal-fullaccess');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/c-monarch-portal-fullaccess');
    await h1Is(page, 'C-Monarch Portal Premium');

    // Password reset through the mailbox.
    await context.clearCookies();
    await open(page, '/forgot-password');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await page
      .getByText(/a reset link is on its way/)
      .first()
      .waitFor({ state: 'visible' });
    const reset = await latestMail(server, email, /reset/i);
    await page.goto(reset.links.find((entry) => entry.includes('verify')) ?? (reset.links[0] as string));
    await page.waitForURL('**/insert-new-password**');
    const next = 'New-forks-2027!';
    await page.getByLabel(/^New password/).fill(next);
    await page.getByLabel('Repeat the new password').fill(next);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password is changed.').first().waitFor({ state: 'visible' });
    await shoot(page, '10-password-reset');
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await open(page, '/');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel(/^Password/).fill(next);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');

    expect(problems).toEqual([]);
    await bodies.settle();
    expect(bodies.problems).toEqual([]);
    await context.close();
  }, 240_000);
});
