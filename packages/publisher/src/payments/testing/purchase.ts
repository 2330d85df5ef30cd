// Test steps shared by the payment suites: buy through the hosted checkout page, read a user's role links.
import type { PaymentsTestServer, TestUser } from './payments-test-server';

export const CARD_OK = '4242 4242 4242 4242';
export const CARD_DECLINED = '4000 0000 0000 0002';

export interface Purchase {
  sessionId: string;
  url: string;
  payStatus: number;
  payLocation: string | null;
  payText: string;
}

export async function buy(
  server: PaymentsTestServer,
  user: TestUser,
  price: string,
  mode: 'payment' | 'subscription',
  card = CARD_OK,
): Promise<Purchase> {
  const created = await server.call('POST', '/designs/forklift/stripe/create-checkout-session', {
    token: user.token,
    body: {
      mode,
      prices: [price],
      paymentMethods: ['card'],
      successUrl: '/successful-purchase?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: '/dashboard',
    },
  });
  if (created.status !== 200) throw new Error(`checkout: ${created.status} ${created.text}`);
  const url = String(created.body.url);
  const paid = await server.call('POST', url, {
    body: new URLSearchParams({ number: card, expiry: '12 / 34', cvc: '123', name: 'Test Buyer' }),
  });
  await server.sandbox.deliveries.flush();
  return { sessionId: String(created.body.id), url, payStatus: paid.status, payLocation: paid.headers.get('location'), payText: paid.text };
}

/** The roles a user holds beyond `freemium`, which every user gets at sign-up (payments never grants or revokes it). */
export async function rolesOf(server: PaymentsTestServer, userId: string): Promise<string[]> {
  const { rows } = await server.db.query<{ name: string }>(
    `select r.name from public.custom_user_roles l join public.roles r on r.id = l.role_id
     where l.user_id = $1 and r.name <> 'freemium' order by r.name`,
    [userId],
  );
  return rows.map((row) => row.name);
}

export async function grantsLogged(server: PaymentsTestServer, userId: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    `select count(*)::int as n from payments.access_log where user_id = $1 and action = 'grant'`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}

export async function entitlementOf(server: PaymentsTestServer, userId: string): Promise<{ status: string; active: boolean } | undefined> {
  const { rows } = await server.db.query<{ status: string; active: boolean }>(
    'select status, active from payments.entitlements where user_id = $1 order by id desc limit 1',
    [userId],
  );
  return rows[0];
}

export async function advanceClock(server: PaymentsTestServer, seconds: number): Promise<void> {
  // Moving the clock ends everyone's paid access: the service role's to do.
  const response = await server.call('POST', '/_sandbox/clock', {
    token: server.ctx.keys.serviceRoleKey,
    body: { advanceSeconds: seconds },
  });
  if (response.status !== 200) throw new Error(`clock: ${response.status} ${response.text}`);
}
