// Delivers queued sandbox events to the webhook, signed as Stripe signs them, retrying failures with growing delays.
import type { Database } from '@kit/platform';
import { signatureHeader } from '../provider/signature';

/** Sends one signed request; resolves to the HTTP status (a thrown error counts as a failed attempt). */
export type WebhookTransport = (request: { payload: string; headers: Record<string, string> }) => Promise<number>;

export interface RetryPolicy {
  /** Delay before the first retry; doubles with each further attempt. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Stop retrying an event this long after it was created (Stripe: 3 days). */
  maxAgeMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseDelayMs: 5_000, maxDelayMs: 3_600_000, maxAgeMs: 3 * 24 * 3_600_000 };

export interface DeliveryWorker {
  /** Starts a delivery run soon (coalesced). */
  kick(): void;
  /** Delivers everything due now; resolves when nothing due is left (later retries stay scheduled). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface DeliveryOptions {
  db: Database;
  secret: string;
  transport: WebhookTransport;
  retry?: Partial<RetryPolicy>;
  onError?: (error: unknown) => void;
}

interface Claimed {
  seq: number;
  payload: string;
  attempts: number;
  age_ms: number;
}

export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export function createDeliveryWorker(options: DeliveryOptions): DeliveryWorker {
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const { db } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  async function claim(): Promise<Claimed | undefined> {
    const { rows } = await db.query<Claimed>(
      `update payments.sandbox_events e set claimed_until = now() + interval '60 seconds'
        where e.seq = (select seq from payments.sandbox_events
                        where delivered_at is null and not given_up and next_attempt_at <= now()
                          and (claimed_until is null or claimed_until < now())
                        order by seq limit 1 for update skip locked)
        returning e.seq, e.payload, e.attempts, (extract(epoch from now() - e.created_at) * 1000)::float8 as age_ms`,
    );
    return rows[0];
  }

  async function deliverOne(event: Claimed): Promise<void> {
    let status = 0;
    let error: string | null = null;
    try {
      const headers = {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': signatureHeader(event.payload, options.secret, Math.floor(Date.now() / 1000)),
      };
      status = await options.transport({ payload: event.payload, headers });
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    if (status >= 200 && status < 300) {
      await db.query(
        'update payments.sandbox_events set delivered_at = now(), attempts = attempts + 1, last_status = $2, claimed_until = null where seq = $1',
        [event.seq, status],
      );
      return;
    }
    const attempts = event.attempts + 1;
    const delay = retryDelayMs(policy, attempts);
    const givenUp = event.age_ms + delay > policy.maxAgeMs;
    await db.query(
      `update payments.sandbox_events set attempts = $2, last_status = $3, last_error = $4, given_up = $5, claimed_until = null,
              next_attempt_at = now() + ($6::float8 * interval '1 millisecond') where seq = $1`,
      [event.seq, attempts, status || null, error ?? `HTTP ${status}`, givenUp, delay],
    );
  }

  async function scheduleNext(): Promise<void> {
    const { rows } = await db.query<{ wait_ms: number | null }>(
      `select (extract(epoch from min(next_attempt_at) - now()) * 1000)::float8 as wait_ms
         from payments.sandbox_events where delivered_at is null and not given_up`,
    );
    const wait = rows[0]?.wait_ms;
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (wait === null || wait === undefined || closed) return;
    timer = setTimeout(() => worker.kick(), Math.max(0, Math.min(wait, 2 ** 31 - 1)) + 5);
    timer.unref();
  }

  async function run(): Promise<void> {
    do {
      again = false;
      for (let event = await claim(); event && !closed; event = await claim()) await deliverOne(event);
    } while (again && !closed);
    if (!closed) await scheduleNext();
  }

  function start(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const worker: DeliveryWorker = {
    kick() {
      if (!closed) void start();
    },
    async flush() {
      while (running) await running;
      await start();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
  return worker;
}
