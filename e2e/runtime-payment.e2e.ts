// The payment element on the showcase's membership page in Chromium, against the real server's payment sandbox: a
// signed-in visitor is declined with 4000 0000 0000 0002 (the provider's message in the form), pays with 4242… from
// the keyboard, and the signed webhook grants the member role, so the members page opens with its member content; a
// card needing authentication goes to the sandbox bank's page and comes back paid.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { waitForHydration, watchConsole } from './page-checks';

const MEMBER_ROLE_ID = '5c0a5e00-0000-4000-8000-000000000001';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe-core violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Found = { id: string; impact: string | null; nodes: Array<{ target: unknown[] }> };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Found[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((found) => found.impact === 'serious' || found.impact === 'critical')
      .map((found) => `${found.id} at ${JSON.stringify(found.nodes[0]?.target)}`);
  });
}

describe('paying in the page with the payment element', () => {
  const browser = useBrowser({ viewport: { width: 1366, height: 900 } });
  const serviceKey = inject('serviceRoleKey');
  const admin = { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' };

  async function signedInBuyer(page: Page, name: string): Promise<{ id: string; email: string }> {
    const email = `${name}-${Date.now()}@example.com`;
    const created = await fetch(`${browser.baseUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ email, password: 'correct horse battery', email_confirm: true }),
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    // The membership page is for signed-in visitors: the guard sends a visitor to sign in and back.
    await page.goto(`${browser.baseUrl}/membership`);
    expect(new URL(page.url()).searchParams.get('_source')).toBe('/membership');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: /E-mail/ }).fill(email);
    await page.locator('input[type="password"]').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Showcase membership' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/membership');
    return { id, email };
  }

  async function memberRoleLinks(userId: string): Promise<number> {
    const response = await fetch(
      `${browser.baseUrl}/rest/v1/custom_user_roles?select=role_id&user_id=eq.${userId}&role_id=eq.${MEMBER_ROLE_ID}`,
      { headers: admin },
    );
    return ((await response.json()) as unknown[]).length;
  }

  async function enterCard(page: Page, number: string): Promise<void> {
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiry date').fill('12 / 34');
    await page.getByLabel('Security code (CVC)').fill('123');
  }

  it('declines 4000 0000 0000 0002 with the provider’s message, pays with 4242 and the webhook grants the member role', async () => {
    const problems = watchConsole(browser.page);
    const page = browser.page;
    const buyer = await signedInBuyer(page, 'payment-buyer');
    const pay = page.getByRole('button', { name: 'Pay 9.00 EUR' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    expect(await page.locator('.ww-payment__note').textContent()).toBe('Test mode: no real card is charged.');

    await enterCard(page, '4000000000000002');
    expect(await page.getByLabel('Card number').inputValue()).toBe('4000 0000 0000 0002');
    await pay.click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'declined' }).textContent()).toBe('Your card was declined.');
    // The element's error event reached the page's workflow.
    await page.getByText('Error event: card_declined').waitFor();
    expect(await memberRoleLinks(buyer.id)).toBe(0);
    // The form with its refusal shown passes an accessibility scan.
    expect(await seriousViolations(page)).toEqual([]);

    // Another card on the same intent, paid from the keyboard (Enter in the form).
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Security code (CVC)').press('Enter');
    // The success workflow waits for the role the webhook grants, then opens the members page.
    await page.waitForURL(`${browser.baseUrl}/members`);
    await page.getByRole('heading', { name: 'Members only' }).waitFor();
    await page.getByText(`Welcome, ${buyer.email}`).waitFor();
    await expect.poll(() => page.locator('[data-uid="member-guides"] > *').count()).toBeGreaterThan(0);
    expect(await memberRoleLinks(buyer.id)).toBe(1);

    // A full load: the server's guard reads the granted role too.
    await page.goto(`${browser.baseUrl}/members`);
    await page.getByRole('heading', { name: 'Members only' }).waitFor();
    // The declined card is answered 402 (the browser logs it) and its failed action is logged by the runtime.
    expect(problems.filter((problem) => !problem.includes('status of 402') && !problem.includes('payment-element:'))).toEqual([]);
  });

  it('sends a card needing authentication to the sandbox bank, and comes back paid', async () => {
    const page = browser.page;
    const buyer = await signedInBuyer(page, 'payment-3ds');
    const pay = page.getByRole('button', { name: 'Pay 9.00 EUR' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await enterCard(page, '4000002760003184');
    await pay.click();
    await page.getByRole('heading', { name: 'Authenticate your payment' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/_sandbox\/authenticate\/pi_/);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    // Back on the membership page with Stripe's parameters: the element reads the intent and reports success.
    await page.waitForURL(`${browser.baseUrl}/members`);
    await page.getByRole('heading', { name: 'Members only' }).waitFor();
    expect(await memberRoleLinks(buyer.id)).toBe(1);
  });
});
