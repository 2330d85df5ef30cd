// The server mounts payments: the sandbox (pages, clock, in-process webhook delivery) without a Stripe key, none with one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@kit/platform';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from './server';

const dirs: string[] = [];
async function start(env: Record<string, string> = {}): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), 'kit-server-payments-'));
  dirs.push(dir);
  return createServer({
    config: loadConfig({ DATA_DIR: dir, JWT_SECRET: 'test-secret-with-at-least-32-characters-long', PORT: '0', ...env }),
    logger: false,
  });
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('payments wiring', () => {
  it('serves the sandbox and delivers its signed events to its own webhook while STRIPE_SECRET_KEY is unset', async () => {
    const server = await start();
    try {
      expect((await server.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      expect((await server.app.inject({ method: 'GET', url: '/_sandbox/clock' })).json()).toMatchObject({ offsetSeconds: 0 });
      const forged = await server.app.inject({
        method: 'POST',
        url: '/payments/webhook',
        headers: { 'stripe-signature': 't=1,v1=00' },
        payload: '{}',
      });
      expect(forged.statusCode).toBe(400);
      const sandbox = server.payments.sandbox!;
      await sandbox.createCustomer({ email: 'wiring@example.com', metadata: {} });
      await sandbox.deliveries.flush();
      const { rows } = await server.ctx.db.query<{ type: string; outcome: string }>('select type, outcome from payments.webhook_events');
      expect(rows).toEqual([{ type: 'customer.created', outcome: 'ignored' }]);
      // The catalogue's roles exist: one premium role per brand.
      const roles = await server.ctx.db.query<{ n: number }>(`select count(*)::int as n from public.roles where name like '%-premium'`);
      expect(roles.rows[0]?.n).toBe(5);
    } finally {
      await server.close();
    }
  });

  it('uses Stripe and has no sandbox pages when STRIPE_SECRET_KEY is set', async () => {
    const server = await start({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    try {
      expect(server.payments.provider.name).toBe('stripe');
      expect((await server.app.inject({ method: 'GET', url: '/_sandbox/clock' })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('refuses to start with a Stripe key but no webhook secret', async () => {
    await expect(start({ STRIPE_SECRET_KEY: 'sk_test_x' })).rejects.toMatchObject({ code: 'config_invalid' });
  });
});
