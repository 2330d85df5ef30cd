/**
 * The plugin in real Chromium against the composed server: the payment endpoints and the sandbox's browser API are
 * called through the page's own `fetch`, the default one and one passed as an option. A browser's fetch called as a
 * method of another object throws "Illegal invocation" (Node's does not, so only a browser shows it).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { testBackends } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startComposedServer } from './testing/composed-server';
import type { RunningServer } from './testing/composed-server';

/** The plugin bundled for the browser, exposing `createStripePlugin` on `window`. */
async function pluginBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "import { createStripePlugin } from './plugin'; window.createStripePlugin = createStripePlugin;",
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    // Stripe.js is never loaded with the sandbox key; its loader stays out of the bundle.
    external: ['@stripe/stripe-js/pure'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

type Outcome = { intent?: { id: string; client_secret: string }; retrieved?: { id: string; status: string }; error?: string };

/** Creates a payment intent through the plugin's action, then retrieves it through the sandbox client, in the page. */
function payInPage(page: Page, token: string, passFetch: boolean): Promise<Outcome> {
  return page.evaluate(
    async ({ token, passFetch }) => {
      type Handler = (action: Record<string, unknown>, context: { evaluate(value: unknown): unknown }) => Promise<unknown>;
      const create = (window as unknown as { createStripePlugin: (...args: unknown[]) => { actions: Record<string, Handler> } })
        .createStripePlugin;
      const plugin = create(
        { publicData: { publicApiKey: 'pk_sandbox' } },
        { websiteId: 'forklift', accessToken: () => token, ...(passFetch ? { fetch: window.fetch } : {}) },
      );
      // The engine's context as the handlers use it: values are given as they are.
      const context = { evaluate: (value: unknown) => value };
      try {
        const intent = (await plugin.actions['stripe:create-payment-intent']!(
          { prices: ['price_pass_72h'], paymentMethods: ['card'] },
          context,
        )) as Outcome['intent'];
        const retrieved = (await plugin.actions['stripe:retrieve-payment-intent']!(
          { clientSecret: intent!.client_secret },
          context,
        )) as Outcome['retrieved'];
        return { intent, retrieved };
      } catch (error) {
        return { error: (error as Error).message };
      }
    },
    { token, passFetch },
  );
}

describe.each(testBackends())('the plugin in Chromium (%s)', (backend) => {
  let running: RunningServer;
  let browser: Browser;
  let bundle: string;
  let token: string;

  beforeAll(async () => {
    [running, bundle] = await Promise.all([startComposedServer(backend), pluginBundle()]);
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const signUp = await fetch(`${running.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: running.server.ctx.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `browser-buyer-${backend}@example.com`, password: 'correct-horse-battery' }),
    });
    token = ((await signUp.json()) as { access_token: string }).access_token;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await running?.close();
  });

  it.each([
    ['its default fetch', false],
    ['the page’s fetch passed as an option', true],
  ])('creates and retrieves a payment intent with %s', async (_, passFetch) => {
    const page = await browser.newPage();
    await page.goto(`${running.url}/health`);
    await page.addScriptTag({ content: bundle });
    const outcome = await payInPage(page, token, passFetch);
    await page.close();
    expect(outcome.error).toBeUndefined();
    expect(outcome.intent?.client_secret).toMatch(/^pi_.+_secret_.+/);
    expect(outcome.retrieved).toMatchObject({ id: outcome.intent?.id, status: 'requires_payment_method' });
  });
});
