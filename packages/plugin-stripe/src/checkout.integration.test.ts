/**
 * The Stripe plugin against the real server and its payment sandbox, with the visitor signed in through
 * plugin-supabase (real supabase-js): checkout returns a sandbox URL, paying with 4242 4242 4242 4242 on the hosted
 * page grants the brand's role from the signed webhook, and the page guard fed by the plugin's auth hooks refuses the
 * premium page before, admits it after, and refuses it again once the cancelled subscription ends (sandbox clock).
 * Also: the server's refusals reach the action as the rethrown body, and the customer portal opens for the buyer.
 */
import { decidePageAccess } from '@kit/runtime-core';
import { createTestRuntime } from '@kit/runtime-core/testing';
import type { UserGroup } from '@kit/runtime-core';
import type { TestRuntime } from '@kit/runtime-core/testing';
import { testBackends } from '@kit/platform/testing';
import { createMemoryCookies, createSupabasePlugin } from '@kit/plugin-supabase';
import type { SupabasePlugin } from '@kit/plugin-supabase';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_ACTIONS } from './actions';
import { createStripePlugin } from './plugin';
import { pageRedirects } from './redirects';
import { SANDBOX_PUBLISHABLE_KEY } from './settings';
import { startComposedServer } from './testing/composed-server';
import type { RunningServer } from './testing/composed-server';
import { runAction } from './testing/run-action';

const DAY = 86_400;
const PAGES: Record<string, string> = { 'page-success': '/successful-purchase', 'page-dashboard': '/dashboard' };

describe.each(testBackends())('Stripe plugin on the payment sandbox (%s)', (backend) => {
  let running: RunningServer;
  let supabase: SupabasePlugin;
  let runtime: TestRuntime;
  const visited: string[] = [];
  let premiumGroup: UserGroup;
  let checkoutSessionId = '';

  beforeAll(async () => {
    running = await startComposedServer(backend);
    const { rows } = await running.server.ctx.db.query<{ id: string }>(`select id from public.roles where name = 'c-monarch-premium'`);
    premiumGroup = { id: 'c-monarch-premium', roles: [{ id: rows[0]!.id }] } as UserGroup;
    supabase = createSupabasePlugin(
      {
        projectUrl: running.url,
        publicKey: running.server.ctx.keys.anonKey,
        connectionMode: 'custom',
        roles: { userRoleTable: 'custom_user_roles', userColumn: 'user_id', roleColumn: 'role_id', roleTable: 'roles' },
      },
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
        redirectTo: pageRedirects({ origin: running.url, websiteId: 'forklift', pagePath: (id) => PAGES[id] }),
        loadStripe: async () => {
          throw new Error('Stripe.js must not load with the sandbox');
        },
      },
    );
    runtime = createTestRuntime();
    supabase.install(runtime);
    stripe.install(runtime);
  });
  afterAll(async () => {
    supabase?.dispose();
    await running?.close();
  });

  const guard = () => {
    const hooks = supabase.authHooks({ signInPageId: 'page-sign-in', forbiddenPageId: 'page-forbidden' });
    return decidePageAccess({
      pageUserGroups: [premiumGroup],
      isAuthenticated: hooks.isAuthenticated(),
      userRoles: hooks.userRoles(),
      sourcePath: '/c-monarch-portal-premium',
      signInPageId: hooks.signInPageId,
      forbiddenPageId: hooks.forbiddenPageId,
    });
  };

  it('refuses checkout to a visitor who is not signed in, rethrowing the server body', async () => {
    const error = await runAction(runtime, STRIPE_ACTIONS.checkout, {
      mode: 'subscription',
      prices: ['price_c_monarch_monthly'],
      paymentMethods: ['card'],
      successPage: 'page-success',
      cancelPage: 'page-dashboard',
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'STRIPE_SERVER_ERROR', message: 'Sign in to continue.', details: { status: 401 } });
    expect(guard()).toMatchObject({
      allowed: false,
      reason: 'not-signed-in',
      redirectPageId: 'page-sign-in',
      query: { _source: '/c-monarch-portal-premium' },
    });
  });

  it('checks out on the sandbox, grants the role from the webhook, and the guard admits the premium page', async () => {
    await runAction(runtime, 'supabase:sign-up', { email: 'premium-buyer@example.com', password: 'correct-horse-battery' });
    await supabase.settled();
    expect(supabase.user()?.email).toBe('premium-buyer@example.com');
    expect(guard()).toMatchObject({ allowed: false, reason: 'forbidden', redirectPageId: 'page-forbidden' });

    const session = (await runAction(runtime, STRIPE_ACTIONS.checkout, {
      mode: 'subscription',
      prices: ['price_c_monarch_monthly'],
      paymentMethods: ['card'],
      successPage: 'page-success',
      cancelPage: 'page-dashboard',
      locale: 'fr',
    })) as { url: string; id: string };
    checkoutSessionId = session.id;
    expect(visited.at(-1)).toBe(session.url);
    expect(session.url).toMatch(new RegExp(`^${running.url}/_sandbox/checkout/`));

    // An unknown price is refused by the server, and its message reaches the action.
    await expect(
      runAction(runtime, STRIPE_ACTIONS.checkout, {
        mode: 'payment',
        prices: ['price_nope'],
        paymentMethods: ['card'],
        successPage: 'page-success',
        cancelPage: 'page-dashboard',
      }),
    ).rejects.toMatchObject({ code: 'STRIPE_SERVER_ERROR', details: { status: expect.any(Number) } });

    const paid = await running.postForm(session.url, {
      number: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      name: 'Premium Buyer',
    });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${running.url}/successful-purchase?session_id=${session.id}`);
    await running.server.payments.sandbox!.deliveries.flush();

    // The page gate reads the roles the session holds; fetching the user re-reads them from the role-link table.
    await runAction(runtime, 'supabase:fetch-user');
    expect(guard()).toEqual({ allowed: true, reason: 'group-matched' });
  });

  it('opens the customer portal for the buyer; cancelling ends access at period end on the sandbox clock', async () => {
    const token = (await supabase.client?.auth.getSession())?.data.session?.access_token;
    const summary = await fetch(`${running.url}/payments/purchases/${checkoutSessionId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(summary.status).toBe(200);
    const { customerId } = (await summary.json()) as { customerId: string };

    await expect(runAction(runtime, STRIPE_ACTIONS.customerPortal, { cancelPage: 'page-dashboard' })).rejects.toThrow(
      'No currency defined.',
    );
    await runAction(runtime, STRIPE_ACTIONS.customerPortal, { customerId, cancelPage: 'page-dashboard' });
    const portalUrl = visited.at(-1) ?? '';
    expect(portalUrl).toMatch(new RegExp(`^${running.url}/_sandbox/portal/`));
    const page = await (await fetch(portalUrl)).text();
    const subscription = /name="subscription" value="(sub_[A-Za-z0-9]+)"/.exec(page)?.[1] ?? '';
    expect((await running.postForm(`${portalUrl}/cancel`, { subscription })).status).toBe(303);
    await running.server.payments.sandbox!.deliveries.flush();

    await runAction(runtime, 'supabase:fetch-user');
    expect(guard()).toEqual({ allowed: true, reason: 'group-matched' });

    const service = running.server.ctx.keys.serviceRoleKey;
    const advanced = await fetch(`${running.url}/_sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: service, authorization: `Bearer ${service}` },
      body: JSON.stringify({ advanceSeconds: 35 * DAY }),
    });
    expect(advanced.status).toBe(200);
    await runAction(runtime, 'supabase:fetch-user');
    expect(guard()).toMatchObject({ allowed: false, reason: 'forbidden' });
  });
});
