// Payments benchmark: webhook events processed per second over HTTP (signature verified, object re-read from the sandbox,
// event id recorded and role links written in one transaction) beside the bare insert of the event id in a transaction,
// and redelivered (duplicate) events answered per second beside raw signature verifications. PGlite, this process.
import { signatureHeader, verifySignature } from '../packages/payments/src';
import { startPaymentsTestServer, WEBHOOK_SECRET } from '../packages/publisher/src/payments/testing/payments-test-server';
import type { BenchResult } from './result';

const SUBSCRIPTIONS = Number(process.env.PAYMENTS_BENCH_SUBSCRIPTIONS ?? 150);
const SECONDS = Number(process.env.PAYMENTS_BENCH_SECONDS ?? 2);
const CONCURRENCY = 8;

/** Runs `task` over `items` from `concurrency` loops; returns completions per second. */
async function drain<T>(items: readonly T[], concurrency: number, task: (item: T) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
  return items.length / ((performance.now() - started) / 1000);
}

export async function runPaymentsBench(): Promise<BenchResult[]> {
  const server = await startPaymentsTestServer({ backend: 'pglite' });
  try {
    server.setMode('capture');
    const { rows: users } = await server.db.query<{ id: string }>(
      `insert into auth.users (id, email) select gen_random_uuid(), 'bench-' || i || '@example.com' from generate_series(1, $1::int) i returning id::text`,
      [SUBSCRIPTIONS],
    );
    for (const [index, user] of users.entries()) {
      const session = await server.sandbox.createCheckoutSession({
        mode: 'subscription',
        lineItems: [{ price: index % 2 ? 'price_c_monarch_monthly' : 'price_all_brands_yearly', quantity: 1 }],
        successUrl: `${server.url}/ok`,
        cancelUrl: `${server.url}/no`,
        customerEmail: `bench-${index}@example.com`,
        clientReferenceId: user.id,
        paymentMethodTypes: ['card'],
        metadata: { user_id: user.id },
        locale: 'auto',
      });
      await server.sandbox.payCheckout(session.id, { card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } });
    }
    await server.sandbox.deliveries.flush();
    const payloads = server.deliveries.map((delivery) => delivery.payload);
    const post = async (payload: string) => {
      const response = await server.postWebhook(payload);
      if (response.status !== 200) throw new Error(`webhook answered ${response.status}: ${JSON.stringify(response.body)}`);
    };

    const processed = await drain(payloads, CONCURRENCY, post);
    const duplicates = await drain(payloads, CONCURRENCY, post);
    const ids = payloads.map((_, i) => `evt_bench_baseline_${i}`);
    const bareInsert = await drain(ids, CONCURRENCY, async (id) => {
      await server.db.transaction((tx) =>
        tx.query(`insert into payments.webhook_events (id, type, outcome) values ($1, 'bench', 'applied')`, [id]),
      );
    });
    const signed = payloads.map((payload) => ({
      payload,
      header: signatureHeader(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)),
    }));
    let verified = 0;
    const end = performance.now() + SECONDS * 1000;
    const started = performance.now();
    while (performance.now() < end) {
      const item = signed[verified % signed.length]!;
      verifySignature(item.payload, item.header, WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
      verified += 1;
    }
    const verifyRate = verified / ((performance.now() - started) / 1000);

    return [
      {
        name: `webhook events processed (${payloads.length} events of ${SUBSCRIPTIONS} subscriptions, HTTP, ${CONCURRENCY} concurrent)`,
        value: Math.round(processed),
        unit: 'events/s',
        baseline: { name: 'bare insert of the event id in a transaction', value: Math.round(bareInsert), unit: 'inserts/s' },
      },
      {
        name: `duplicate deliveries answered (HTTP, ${CONCURRENCY} concurrent)`,
        value: Math.round(duplicates),
        unit: 'events/s',
        baseline: { name: 'raw signature verifications (HMAC-SHA256, one core)', value: Math.round(verifyRate), unit: 'verifications/s' },
      },
    ];
  } finally {
    await server.close();
  }
}
