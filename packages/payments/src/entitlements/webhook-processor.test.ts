// The webhook processor on its own: a configured role-link table, and two processors (two "processes") racing on one
// event, where only the database's unique constraint keeps the grant single.
import { createTestDatabase, sqlMigration, testBackends, type TestDatabase } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsMigrations } from '../migrations/payments-migrations';
import type { ProviderEvent } from '../provider/types';
import { createSandboxProvider, type SandboxProvider } from '../sandbox/sandbox-provider';
import { createWebhookProcessor } from './webhook-processor';

const USER = '3c0a9a5e-8d7b-4b7e-9a51-2f1c0d9e8b7a';
const roleTables = sqlMigration(
  '0001_member_roles.sql',
  `create table public.role_names (key serial primary key, label text not null unique);
   create table public.member_roles (member uuid not null, role integer not null references public.role_names (key));`,
);
const roleLink = {
  linkTable: 'public.member_roles',
  userColumn: 'member',
  roleColumn: 'role',
  rolesTable: 'public.role_names',
  roleIdColumn: 'key',
  roleNameColumn: 'label',
};

describe.each(testBackends())('webhook processor on %s', (backend) => {
  let test: TestDatabase;
  let sandbox: SandboxProvider;
  const events: ProviderEvent[] = [];
  beforeAll(async () => {
    test = await createTestDatabase(backend, [...paymentsMigrations(), roleTables]);
    sandbox = createSandboxProvider({
      db: test.db,
      webhookSecret: 'whsec_unit',
      baseUrl: () => 'http://localhost:3000',
      transport: async ({ payload }) => {
        events.push(JSON.parse(payload) as ProviderEvent);
        return 200;
      },
      tickMs: 0,
    });
    await sandbox.start();
    const session = await sandbox.createCheckoutSession({
      mode: 'subscription',
      lineItems: [{ price: 'price_all_brands_monthly', quantity: 1 }],
      successUrl: 'http://localhost:3000/ok',
      cancelUrl: 'http://localhost:3000/no',
      customerEmail: 'unit@example.com',
      clientReferenceId: USER,
      paymentMethodTypes: ['card'],
      metadata: { user_id: USER },
      locale: 'auto',
    });
    await sandbox.payCheckout(session.id, { card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } });
    await sandbox.deliveries.flush();
  });
  afterAll(async () => {
    await sandbox?.close();
    await test?.drop();
  });

  it('writes the configured role-link table, once, when two processors race on one event', async () => {
    const created = events.find((event) => event.type === 'customer.subscription.created')!;
    const first = createWebhookProcessor({ db: test.db, provider: sandbox, roleLink });
    const second = createWebhookProcessor({ db: test.db, provider: sandbox, roleLink });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).process(created)));
    expect(results.filter((r) => r.outcome === 'applied')).toHaveLength(1);
    const { rows } = await test.db.query<{ label: string }>(
      'select n.label from public.member_roles m join public.role_names n on n.key = m.role where m.member = $1 order by n.label',
      [USER],
    );
    expect(rows.map((row) => row.label)).toEqual([
      'c-monarch-premium',
      'h-brick-premium',
      'r-raynet-premium',
      't-sensei-premium',
      'u-stitch-premium',
    ]);
  });

  it('records events that do not touch access as ignored', async () => {
    const customerCreated = events.find((event) => event.type === 'customer.created')!;
    const processor = createWebhookProcessor({ db: test.db, provider: sandbox, roleLink });
    expect(await processor.process(customerCreated)).toMatchObject({ outcome: 'ignored', granted: [], revoked: [] });
    expect(await processor.process(customerCreated)).toMatchObject({ outcome: 'duplicate' });
  });
});
