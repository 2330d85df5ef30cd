// Starts the platform plus the payment routes on a loopback port over a fresh test database, with the sandbox provider
// delivering over real HTTP to /payments/webhook; deliveries can be captured instead, to replay them in any order.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  createPayments,
  paymentsMigrations,
  signatureHeader,
  type AccessPolicy,
  type Payments,
  type SandboxProvider,
  type WebhookTransport,
} from '@kit/payments';
import { loadConfig, openPlatform, registerPlatform, type Database, type Migration, type PlatformContext } from '@kit/platform';
import { createTestDatabase, TEST_JWT_SECRET, type TestBackend } from '@kit/platform/testing';
import { forkliftMigrations } from '@kit/site-forklift';
import { registerPaymentRoutes } from '../register-payment-routes';
import { registerSandboxRoutes } from '../sandbox-routes';
import { httpWebhookTransport } from '../webhook-transport';

export const WEBHOOK_SECRET = 'whsec_payments_test_secret';

export interface Delivery {
  payload: string;
  headers: Record<string, string>;
  event: { id: string; type: string; data: { object: Record<string, unknown> } };
}

/** A JSON response body; tests read it structurally and let their expectations check the shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type ResponseBody = any;

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

export interface PaymentsTestServer {
  url: string;
  db: Database;
  ctx: PlatformContext;
  app: FastifyInstance;
  payments: Payments;
  sandbox: SandboxProvider;
  /** Every delivery the sandbox attempted, in order. */
  deliveries: Delivery[];
  /** 'deliver' forwards to the webhook; 'capture' only records (answering 200); 'fail' answers 503. */
  setMode(mode: 'deliver' | 'capture' | 'fail'): void;
  createUser(email: string): Promise<TestUser>;
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: ResponseBody; text: string; headers: Headers }>;
  /** Posts an event payload to the webhook, freshly signed (or with the header given). */
  postWebhook(payload: string, signature?: string): Promise<{ status: number; body: ResponseBody }>;
  close(): Promise<void>;
}

export interface StartOptions {
  backend: TestBackend;
  migrations?: readonly Migration[];
  policy?: Partial<AccessPolicy>;
}

export async function startPaymentsTestServer(options: StartOptions): Promise<PaymentsTestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kit-payments-test-'));
  const migrations = [...paymentsMigrations(), ...forkliftMigrations(), ...(options.migrations ?? [])];
  const testDb = await createTestDatabase(options.backend, migrations);
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, PORT: '0', AUTH_AUTOCONFIRM: 'true' });
  const app = Fastify({ logger: false });
  const ctx = await openPlatform({ config, log: app.log, db: testDb.db, siteMigrations: migrations });
  let url = '';
  let mode: 'deliver' | 'capture' | 'fail' = 'deliver';
  const deliveries: Delivery[] = [];
  const transport: WebhookTransport = async (request) => {
    deliveries.push({ ...request, event: JSON.parse(request.payload) as Delivery['event'] });
    if (mode === 'capture') return 200;
    if (mode === 'fail') return 503;
    return httpWebhookTransport(`${url}/payments/webhook`)(request);
  };
  const payments = await createPayments({
    db: testDb.db,
    stripeWebhookSecret: WEBHOOK_SECRET,
    baseUrl: () => url,
    sandboxTransport: transport,
    sandboxRetry: { baseDelayMs: 20, maxDelayMs: 100 },
    tickMs: 0,
    policy: options.policy,
  });
  await registerPlatform(app, ctx);
  const deps = { db: ctx.db, jwt: ctx.jwt, payments, siteUrl: () => url };
  await registerPaymentRoutes(app, deps);
  if (payments.sandbox) await registerSandboxRoutes(app, deps, payments.sandbox);
  url = await app.listen({ host: '127.0.0.1', port: 0 });
  ctx.config.siteUrl = url;
  await payments.start();

  const call: PaymentsTestServer['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.body instanceof URLSearchParams) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = init.body.toString();
    } else if (init.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    const response = await fetch(path.startsWith('http') ? path : `${url}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed, text, headers: response.headers };
  };

  return {
    url,
    db: testDb.db,
    ctx,
    app,
    payments,
    sandbox: payments.sandbox!,
    deliveries,
    setMode(next) {
      mode = next;
    },
    async createUser(email) {
      const created = await call('POST', '/auth/v1/admin/users', {
        token: ctx.keys.serviceRoleKey,
        headers: { apikey: ctx.keys.serviceRoleKey },
        body: { email, password: 'correct-horse-battery', email_confirm: true },
      });
      if (created.status !== 200) throw new Error(`admin create user: ${created.status} ${created.text}`);
      const id = String(created.body.id);
      const exp = Math.floor(Date.now() / 1000) + 3600;
      const token = await ctx.jwt.sign({ sub: id, role: 'authenticated', aud: 'authenticated', exp, email });
      return { id, email, token };
    },
    call,
    async postWebhook(payload, signature) {
      const response = await call('POST', '/payments/webhook', {
        body: payload,
        headers: { 'stripe-signature': signature ?? signatureHeader(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)) },
      });
      return { status: response.status, body: response.body };
    },
    async close() {
      await payments.close();
      await app.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
