// Auth benchmark: password sign-ins/s beside raw bcrypt verifications/s at the same cost (bcrypt is the limit),
// refreshes/s, and getUser/s beside GET /auth/v1/settings (the same HTTP path without token or database work).
// Everything runs in this process against a fresh test platform over PGlite.
import { hash as bcryptHash, verify as bcryptVerify } from '@node-rs/bcrypt';
import { BCRYPT_COST } from '../packages/platform/src/auth';
import { startTestPlatform, type TestPlatform } from '../packages/platform/src/testing';
import type { BenchResult } from './result';

const SECONDS = Number(process.env.AUTH_BENCH_SECONDS ?? 3);
const CONCURRENCY = 8;
// One account per worker: sign-in attempts are limited per account (a few in flight or failed per window), as users are.
const emailOf = (worker: number) => `bench-user-${worker}@example.com`;
const PASSWORD = 'bench-password-123';

/** Runs `task` from `concurrency` loops for `seconds`; returns completions per second. */
async function throughput(seconds: number, concurrency: number, task: (worker: number) => Promise<void>): Promise<number> {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (Date.now() < end) {
        await task(worker);
        done += 1;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
}

async function call(platform: TestPlatform, path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${platform.url}/auth/v1${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      apikey: platform.anonKey,
      authorization: `Bearer ${init.token ?? platform.anonKey}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

const signIn = (platform: TestPlatform, worker: number) =>
  call(platform, '/token?grant_type=password', { body: { email: emailOf(worker), password: PASSWORD } });

export async function runAuthBench(): Promise<BenchResult[]> {
  const platform = await startTestPlatform({
    config: { authAutoconfirm: true, auth: { rateLimitToken: 1e9, rateLimitIp: 1e9, rateLimitEmail: 1e9 } },
  });
  try {
    for (let worker = 0; worker < CONCURRENCY; worker += 1) await call(platform, '/signup', { body: { email: emailOf(worker), password: PASSWORD } });
    const hash = await bcryptHash(PASSWORD, { cost: BCRYPT_COST, version: '2a' });

    const bcryptRate = await throughput(SECONDS, CONCURRENCY, async () => {
      await bcryptVerify(PASSWORD, hash);
    });
    const signInRate = await throughput(SECONDS, CONCURRENCY, async (worker) => {
      await signIn(platform, worker);
    });

    const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, (_, worker) => signIn(platform, worker)));
    const refreshTokens = sessions.map((session) => session.refresh_token as string);
    const refreshRate = await throughput(SECONDS, CONCURRENCY, async (worker) => {
      const next = await call(platform, '/token?grant_type=refresh_token', { body: { refresh_token: refreshTokens[worker] } });
      refreshTokens[worker] = next.refresh_token as string;
    });

    const token = sessions[0]?.access_token as string;
    const getUserRate = await throughput(SECONDS, CONCURRENCY, async () => {
      await call(platform, '/user', { token });
    });
    const settingsRate = await throughput(SECONDS, CONCURRENCY, async () => {
      await call(platform, '/settings');
    });

    return [
      {
        name: `password sign-ins (bcrypt cost ${BCRYPT_COST}, ${CONCURRENCY} concurrent)`,
        value: Math.round(signInRate),
        unit: 'req/s',
        baseline: { name: `raw bcrypt verifications, cost ${BCRYPT_COST}`, value: Math.round(bcryptRate), unit: 'ops/s' },
        ratio: signInRate / bcryptRate,
      },
      { name: `token refreshes with rotation (${CONCURRENCY} sessions)`, value: Math.round(refreshRate), unit: 'req/s' },
      {
        name: `getUser (GET /auth/v1/user, ${CONCURRENCY} concurrent)`,
        value: Math.round(getUserRate),
        unit: 'req/s',
        baseline: { name: 'GET /auth/v1/settings', value: Math.round(settingsRate), unit: 'req/s' },
        ratio: getUserRate / settingsRate,
      },
    ];
  } finally {
    await platform.close();
  }
}
