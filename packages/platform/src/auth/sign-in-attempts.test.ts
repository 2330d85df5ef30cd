// The per-account attempt limit on the database: five a window, exact under concurrency, shared by every process on
// one database, cleared by a success, open again once the window has passed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase, type Database } from '../db';
import { createTestDatabase, testBackends, type TestDatabase } from '../testing';
import { accountKey, clearAttempts, reserveAttempt, reserveAttemptFindingUser, SignInLimitError } from './sign-in-attempts';
import { insertUser, userByEmail } from './store/users';

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof SignInLimitError ? 'limited' : `error: ${String(error)}`),
  );

describe.each(testBackends())('sign-in attempts on %s', (backend) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
  });
  afterAll(() => test?.drop());

  it('allows five attempts a window per account, then 429 with the seconds left', async () => {
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await outcome(reserveAttempt(test.db, 'Victim@Example.com')));
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'limited', 'limited']);
    const error = await reserveAttempt(test.db, 'victim@example.com').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SignInLimitError);
    expect((error as SignInLimitError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((error as SignInLimitError).retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await outcome(reserveAttempt(test.db, 'someone-else@example.com'))).toBe('ok');
  });

  it('lets exactly five of many concurrent guesses through', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => outcome(reserveAttempt(test.db, 'concurrent@example.com'))));
    expect(results.filter((result) => result === 'ok')).toHaveLength(5);
    expect(results.filter((result) => result === 'limited')).toHaveLength(25);
  });

  it('starts again after a success, and after the window', async () => {
    for (let i = 0; i < 5; i++) await reserveAttempt(test.db, 'cleared@example.com');
    await clearAttempts(test.db, 'cleared@example.com');
    expect(await outcome(reserveAttempt(test.db, 'cleared@example.com'))).toBe('ok');
    const short = { attempts: 1, windowSeconds: 1 };
    expect(await outcome(reserveAttempt(test.db, 'window@example.com', short))).toBe('ok');
    expect(await outcome(reserveAttempt(test.db, 'window@example.com', short))).toBe('limited');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await outcome(reserveAttempt(test.db, 'window@example.com', short))).toBe('ok');
  });

  it('counts an attempt and finds the user in one statement, limited alike whether the user exists or not', async () => {
    const id = crypto.randomUUID();
    await insertUser(test.db, { id, email: 'found@example.com', aud: 'authenticated' });
    const found = await reserveAttemptFindingUser(test.db, 'found@example.com', userByEmail('Found@Example.com', 'authenticated'));
    expect(found).toMatchObject({ id, email: 'found@example.com' });
    expect(found).not.toHaveProperty('sign_in_attempts');
    const missing = await reserveAttemptFindingUser(test.db, 'missing@example.com', userByEmail('missing@example.com', 'authenticated'));
    expect(missing).toBeUndefined();
    for (const address of ['found@example.com', 'missing@example.com']) {
      const results = await Promise.all(
        Array.from({ length: 10 }, () => outcome(reserveAttemptFindingUser(test.db, address, userByEmail(address, 'authenticated')))),
      );
      expect(results.filter((result) => result === 'ok')).toHaveLength(4);
      expect(results.filter((result) => result === 'limited')).toHaveLength(6);
    }
  });

  it('stores a hash of the address, not the address', async () => {
    const { rows } = await test.db.query<{ account: string }>('select account from auth.sign_in_attempts');
    expect(rows.some((row) => row.account.includes('@'))).toBe(false);
    expect(rows.map((row) => row.account)).toContain(accountKey('victim@example.com'));
  });

  it.runIf(backend === 'postgres')('holds across processes sharing the database', async () => {
    const other: Database = await openPostgresDatabase({ connectionString: test.url as string, max: 2 });
    try {
      const results = [];
      for (let i = 0; i < 6; i++) results.push(await outcome(reserveAttempt(i % 2 ? other : test.db, 'shared@example.com')));
      expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'limited']);
    } finally {
      await other.close();
    }
  });
});
