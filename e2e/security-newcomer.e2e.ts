// A newcomer on the same machine (server on loopback, browser on loopback) opens the local mailbox and pays in the
// sandbox from Chromium without any key — while the mailbox's JSON still refuses a page that asks without one.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';

const PASSWORD = 'correct-horse-battery-staple';

async function api(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', apikey: inject('anonKey'), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

describe('the development stand-ins for a newcomer on loopback', () => {
  const browser = useBrowser({ colorScheme: 'light' });

  it('opens /_dev/mail and pays in the sandbox checkout without a key', async () => {
    const service = inject('serviceRoleKey');
    const email = `newcomer-${Date.now().toString(36)}@example.com`;
    await api('/auth/v1/admin/users', {
      headers: { apikey: service, authorization: `Bearer ${service}` },
      body: { email, password: PASSWORD, email_confirm: true },
    });
    const session = await api('/auth/v1/token?grant_type=password', { body: { email, password: PASSWORD } });
    await api('/auth/v1/recover', { body: { email } });

    const { page } = browser;
    const mailbox = await page.goto(`${browser.baseUrl}/_dev/mail?to=${encodeURIComponent(email)}`);
    expect(mailbox?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe('Local mailbox');
    await expect(page.locator('body').textContent()).resolves.toContain(email);
    const json = await page.evaluate(async (to) => (await fetch(`/_dev/mail.json?to=${encodeURIComponent(to)}`)).status, email);
    expect(json).toBe(401);

    const checkout = await api('/designs/showcase/stripe/create-checkout-session', {
      headers: { authorization: `Bearer ${String(session.access_token)}` },
      body: {
        mode: 'payment',
        prices: ['price_pass_72h'],
        paymentMethods: ['card'],
        successUrl: '/?paid={CHECKOUT_SESSION_ID}',
        cancelUrl: '/',
      },
    });
    const opened = await page.goto(String(checkout.url));
    expect(opened?.status()).toBe(200);
    await page.locator('#number').fill('4242 4242 4242 4242');
    await page.locator('#expiry').fill('12 / 34');
    await page.locator('#cvc').fill('123');
    await page.locator('#name').fill('New Comer');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(`**/?paid=${String(checkout.id)}`);
  });
});
