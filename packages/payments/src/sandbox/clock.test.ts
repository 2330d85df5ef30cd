// The sandbox clock's advances: refused unless finite, non-negative and at most ten years; stored and in-memory
// offsets move together in one transaction, so a refused advance changes neither and checkout keeps working.
import { createTestDatabase, testBackends, type TestDatabase } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPaymentsError } from '../errors';
import { paymentsMigrations } from '../migrations/payments-migrations';
import { checkClockAdvance, MAX_CLOCK_OFFSET_SECONDS } from './clock';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';

describe('checkClockAdvance', () => {
  it.each([Number.NaN, Infinity, -Infinity, 1e300, -1, MAX_CLOCK_OFFSET_SECONDS + 1, '60', null, undefined, {}])('refuses %s', (value) => {
    try {
      checkClockAdvance(value);
      expect.unreachable();
    } catch (error) {
      expect(isPaymentsError(error) && error.code === 'clock_advance_invalid' && error.status === 400).toBe(true);
    }
  });

  it('takes whole seconds up to ten years', () => {
    expect(checkClockAdvance(0)).toBe(0);
    expect(checkClockAdvance(59.9)).toBe(59);
    expect(checkClockAdvance(MAX_CLOCK_OFFSET_SECONDS)).toBe(MAX_CLOCK_OFFSET_SECONDS);
  });
});

describe.each(testBackends())('sandbox clock on %s', (backend) => {
  let test: TestDatabase;
  let sandbox: SandboxProvider;
  const storedOffset = async () => {
    const { rows } = await test.db.query<{ value: string }>(
      `select value #>> '{}' as value from payments.sandbox_state where key = 'clock_offset_seconds'`,
    );
    return rows[0] ? Number(rows[0].value) : 0;
  };

  beforeAll(async () => {
    test = await createTestDatabase(backend, paymentsMigrations());
    sandbox = createSandboxProvider({
      db: test.db,
      webhookSecret: 'whsec_clock',
      baseUrl: () => 'http://localhost:3000',
      transport: async () => 200,
      tickMs: 0,
    });
    await sandbox.start();
  });
  afterAll(async () => {
    await sandbox?.close();
    await test?.drop();
  });

  it('adds up concurrent advances, in the database and in memory alike', async () => {
    await Promise.all(Array.from({ length: 10 }, () => sandbox.advanceClock(60)));
    expect(await storedOffset()).toBe(600);
    expect(sandbox.clock.offsetSeconds()).toBe(600);
  });

  it('changes nothing when an advance is refused, even one that would pass the total limit', async () => {
    await expect(sandbox.advanceClock(1e300)).rejects.toMatchObject({ code: 'clock_advance_invalid' });
    await expect(sandbox.advanceClock(MAX_CLOCK_OFFSET_SECONDS)).rejects.toMatchObject({ code: 'clock_advance_invalid' });
    expect(await storedOffset()).toBe(600);
    expect(sandbox.clock.offsetSeconds()).toBe(600);
    const session = await sandbox.createCheckoutSession({
      mode: 'payment',
      lineItems: [{ price: 'price_pass_72h', quantity: 1 }],
      successUrl: 'http://localhost:3000/done',
      cancelUrl: 'http://localhost:3000/',
      paymentMethodTypes: ['card'],
      metadata: {},
      locale: 'auto',
    });
    expect((await sandbox.viewCheckout(session.id)).open).toBe(true);
  });

  it('takes the stored offset back at start', async () => {
    const again = createSandboxProvider({
      db: test.db,
      webhookSecret: 'whsec_clock',
      baseUrl: () => 'http://localhost:3000',
      transport: async () => 200,
      tickMs: 0,
    });
    await again.start();
    expect(again.clock.offsetSeconds()).toBe(600);
    await again.close();
  });
});
