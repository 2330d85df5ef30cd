/**
 * The payment-intent actions on the payment sandbox (no Stripe account): create a payment intent for a signed-in
 * visitor, then confirm it with the sandbox card form's element — 4242 4242 4242 4242 succeeds and the signed webhook
 * grants the pass's roles; 4000 0000 0000 0002 throws the provider's message; confirmPayment goes to the return page
 * with Stripe's parameters; a card needing authentication goes to the sandbox's authentication page.
 */
import { createTestRuntime } from '@kit/runtime-core/testing';
import type { TestRuntime } from '@kit/runtime-core/testing';
import { testBackends } from '@kit/platform/testing';
import { createMemoryCookies, createSupabasePlugin } from '@kit/plugin-supabase';
import type { SupabasePlugin } from '@kit/plugin-supabase';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_ACTIONS } from './actions';
import { createStripePlugin } from './plugin';
import { SANDBOX_PUBLISHABLE_KEY } from './settings';
import { startComposedServer } from './testing/composed-server';
import type { RunningServer } from './testing/composed-server';
import { runAction } from './testing/run-action';

describe.each(testBackends())('payment intents on the payment sandbox (%s)', (backend) => {
  let running: RunningServer;
  let supabase: SupabasePlugin;
  let runtime: TestRuntime;
  const visited: string[] = [];

  beforeAll(async () => {
    running = await startComposedServer(backend);
    supabase = createSupabasePlugin(
      { projectUrl: running.url, publicKey: running.server.ctx.keys.anonKey, connectionMode: 'custom' },
      {
        cookies: createMemoryCookies(),
        clientOptions: {
          auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
          realtime: { transport: WebSocket as never },
        },
      },
    );
    const stripe = createStripePlugin(
      { publicData: { publicApiKey: SANDBOX_PUBLISHABLE_KEY } },
      {
        websiteId: 'forklift',
        apiUrl: running.url,
        accessToken: async () => (await supabase.client?.auth.getSession())?.data.session?.access_token,
        navigate: (url) => visited.push(url),
        redirectTo: (page) => `${running.url}/${page}`,
        loadStripe: async () => {
          throw new Error('Stripe.js must not load with the sandbox');
        },
      },
    );
    runtime = createTestRuntime({ variables: [{ id: 'card', type: 'object', defaultValue: {} }] });
    supabase.install(runtime);
    stripe.install(runtime);
    await runAction(runtime, 'supabase:sign-up', { email: `intent-buyer-${backend}@example.com`, password: 'correct-horse-battery' });
    await supabase.settled();
  }, 120_000);
  afterAll(async () => {
    supabase?.dispose();
    await running?.close();
  });

  const paidRoles = async () => {
    await running.server.payments.sandbox?.deliveries.flush();
    const { rows } = await running.server.ctx.db.query<{ name: string }>(
      `select r.name from public.custom_user_roles l join public.roles r on r.id = l.role_id where l.user_id = $1 and r.name <> 'freemium' order by r.name`,
      [supabase.user()?.id],
    );
    return rows.map((row) => row.name);
  };
  const newIntent = async () =>
    (await runAction(runtime, STRIPE_ACTIONS.createPaymentIntent, { prices: ['price_pass_72h'], paymentMethods: ['card'] })) as {
      client_secret: string;
      id: string;
    };
  const useCard = (number: string, clientSecret?: string) =>
    runtime.variables.set('card', {
      type: 'sandbox-card',
      card: { number, expiry: '12 / 34', cvc: '123' },
      ...(clientSecret ? { clientSecret } : {}),
    });

  it('declines 4000 0000 0000 0002 with the provider message, then succeeds with 4242 and the webhook grants the roles', async () => {
    const intent = await newIntent();
    useCard('4000 0000 0000 0002');
    await expect(
      runAction(runtime, STRIPE_ACTIONS.confirmCardPayment, { clientSecret: intent.client_secret, elementId: 'card' }),
    ).rejects.toThrow('Your card was declined.');
    expect(await paidRoles()).toEqual([]);
    useCard('4242 4242 4242 4242');
    const paid = await runAction(runtime, STRIPE_ACTIONS.confirmCardPayment, { clientSecret: intent.client_secret, elementId: 'card' });
    expect(paid).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect(await runAction(runtime, STRIPE_ACTIONS.retrievePaymentIntent, { clientSecret: intent.client_secret })).toMatchObject({
      status: 'succeeded',
    });
    expect(await paidRoles()).toEqual(['c-monarch-premium', 'h-brick-premium', 'r-raynet-premium', 't-sensei-premium', 'u-stitch-premium']);
  });

  it('confirmPayment goes to the return page with Stripe parameters; authentication goes to the sandbox page', async () => {
    const intent = await newIntent();
    useCard('4242 4242 4242 4242', intent.client_secret);
    visited.length = 0;
    await runAction(runtime, STRIPE_ACTIONS.confirmPayment, { elementId: 'card', redirectPage: 'successful-purchase' });
    const back = new URL(visited[0] ?? '');
    expect(back.pathname).toBe('/successful-purchase');
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect(back.searchParams.get('payment_intent')).toBe(intent.id);

    // Staying on the page when nothing more is needed (the payment element's way): the intent comes back.
    const inPage = await newIntent();
    useCard('4242 4242 4242 4242', inPage.client_secret);
    visited.length = 0;
    const paid = await runAction(runtime, STRIPE_ACTIONS.confirmPayment, {
      elementId: 'card',
      redirectPage: 'successful-purchase',
      redirect: 'if_required',
    });
    expect(paid).toMatchObject({ id: inPage.id, status: 'succeeded' });
    expect(visited).toEqual([]);

    const secured = await newIntent();
    useCard('4000 0027 6000 3184', secured.client_secret);
    visited.length = 0;
    const pending = await runAction(runtime, STRIPE_ACTIONS.confirmPayment, {
      elementId: 'card',
      redirectPage: 'successful-purchase',
    }).catch((error: unknown) => error);
    expect(new URL(visited[0] ?? '').pathname).toBe(`/_sandbox/authenticate/${secured.id}`);
    expect(pending).toMatchObject({ status: 'requires_action' });
  });
});
