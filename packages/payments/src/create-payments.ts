// Assembles payments from configuration: Stripe when a secret key is set, else the sandbox; the webhook processor; expiry.
import { randomBytes } from 'node:crypto';
import { ConfigError, type Database } from '@kit/platform';
import type { AccessPolicy } from './entitlements/access';
import { expireEntitlements } from './entitlements/expire';
import type { RoleLinkConfig } from './entitlements/role-links';
import { createWebhookProcessor, type WebhookProcessor } from './entitlements/webhook-processor';
import type { PaymentProvider } from './provider/types';
import type { RetryPolicy, WebhookTransport } from './sandbox/delivery';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox-provider';
import { createStripeProvider, type StripeProviderOptions } from './stripe/stripe-provider';

export interface PaymentsOptions {
  db: Database;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** Stripe API endpoint overrides (tests). */
  stripeApi?: Pick<StripeProviderOptions, 'host' | 'port' | 'protocol'>;
  /** Public origin of the sandbox's hosted pages. */
  baseUrl: () => string;
  /** How the sandbox reaches the webhook (the server's own /payments/webhook). */
  sandboxTransport?: WebhookTransport;
  sandboxRetry?: Partial<RetryPolicy>;
  /** Background renewals and expiry checks (ms); 0 turns them off (tests drive them). */
  tickMs?: number;
  policy?: Partial<AccessPolicy>;
  roleLink?: Partial<RoleLinkConfig>;
  onError?: (error: unknown) => void;
}

export interface Payments {
  provider: PaymentProvider;
  /** Present while no Stripe key is configured. */
  sandbox?: SandboxProvider;
  webhooks: WebhookProcessor;
  /** Ends access that ran out (passes, past-due grace) at the provider's now. */
  sweep(): Promise<string[]>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const SECRET_KEY = 'webhook_secret';

/** The sandbox's signing secret: STRIPE_WEBHOOK_SECRET, else one generated once and kept in the database. */
async function sandboxSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  const candidate = `whsec_${randomBytes(24).toString('base64url')}`;
  await db.query(`insert into payments.sandbox_state (key, value) values ($1, to_jsonb($2::text)) on conflict (key) do nothing`, [
    SECRET_KEY,
    candidate,
  ]);
  const { rows } = await db.query<{ value: string }>('select value from payments.sandbox_state where key = $1', [SECRET_KEY]);
  return rows[0]?.value ?? candidate;
}

export async function createPayments(options: PaymentsOptions): Promise<Payments> {
  const { db } = options;
  let sandbox: SandboxProvider | undefined;
  let provider: PaymentProvider;
  if (options.stripeSecretKey) {
    if (!options.stripeWebhookSecret) {
      throw new ConfigError('STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set.');
    }
    provider = createStripeProvider({
      secretKey: options.stripeSecretKey,
      webhookSecret: options.stripeWebhookSecret,
      ...options.stripeApi,
    });
  } else {
    if (!options.sandboxTransport) throw new ConfigError('The payment sandbox needs a webhook transport.');
    sandbox = createSandboxProvider({
      db,
      webhookSecret: await sandboxSecret(db, options.stripeWebhookSecret),
      baseUrl: options.baseUrl,
      transport: options.sandboxTransport,
      retry: options.sandboxRetry,
      tickMs: options.tickMs,
      onError: options.onError,
    });
    provider = sandbox;
  }
  const webhooks = createWebhookProcessor({ db, provider, policy: options.policy, roleLink: options.roleLink });
  const sweep = () => expireEntitlements(db, provider.now(), options.roleLink);
  let timer: NodeJS.Timeout | undefined;
  return {
    provider,
    sandbox,
    webhooks,
    sweep,
    async start() {
      await sandbox?.start();
      const tickMs = options.tickMs ?? 60_000;
      if (tickMs > 0) {
        timer = setInterval(() => void sweep().catch((error: unknown) => options.onError?.(error)), tickMs);
        timer.unref();
      }
    },
    async close() {
      if (timer) clearInterval(timer);
      await sandbox?.close();
    },
  };
}
