// The per-account password-attempt limit through POST /token?grant_type=password: five tries a window, then 429 with
// Retry-After whether the account exists or not; the right password clears the count (also when the address is not
// confirmed yet); a successful sign-in is two statements (count and look up, then the session's writes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, type TestPlatform } from '../../testing';
import { authFetch, serviceClient, startAuthPlatform, uniqueEmail } from './harness';

const PASSWORD = 'right-password-42';

describe.each(testBackends())('password attempts per account on %s', (backend) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startAuthPlatform(backend, { auth: { rateLimitIp: 1000 } });
  });
  afterAll(() => platform?.close());

  const signIn = (email: string, password: string) => authFetch(platform, '/token?grant_type=password', { body: { email, password } });

  async function statuses(email: string, passwords: string[]): Promise<number[]> {
    const result = [];
    for (const password of passwords) result.push((await signIn(email, password)).status);
    return result;
  }

  async function createUser(confirmed: boolean): Promise<string> {
    const email = uniqueEmail('attempts');
    const { error } = await serviceClient(platform).auth.admin.createUser({ email, password: PASSWORD, email_confirm: confirmed });
    expect(error).toBeNull();
    return email;
  }

  const wrong = (count: number) => Array.from({ length: count }, () => 'wrong-password');

  it('refuses the sixth try in a window with 429, even with the right password', async () => {
    const email = await createUser(true);
    expect(await statuses(email, wrong(5))).toEqual([400, 400, 400, 400, 400]);
    const limited = await signIn(email, PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 'over_request_rate_limit',
      message: 'Too many sign-in attempts for this account; try again later',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('limits an unknown address alike, answering invalid_credentials until then', async () => {
    const email = uniqueEmail('nobody');
    const first = await signIn(email, PASSWORD);
    expect(first.status).toBe(400);
    expect(first.body).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(await statuses(email, wrong(5))).toEqual([400, 400, 400, 400, 429]);
  });

  it('starts the count again after a successful sign-in', async () => {
    const email = await createUser(true);
    expect(await statuses(email, [...wrong(4), PASSWORD])).toEqual([400, 400, 400, 400, 200]);
    expect(await statuses(email, [...wrong(5), PASSWORD])).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('starts the count again after the right password of an unconfirmed address', async () => {
    const email = await createUser(false);
    const unconfirmed = await statuses(email, [...wrong(4), PASSWORD]);
    expect(unconfirmed).toEqual([400, 400, 400, 400, 400]);
    expect((await signIn(email, PASSWORD)).body).toEqual({ code: 'email_not_confirmed', message: 'Email not confirmed' });
    expect(await statuses(email, [...wrong(4), PASSWORD])).toEqual([400, 400, 400, 400, 400]);
  });

  it('signs in with two statements', async () => {
    const email = await createUser(true);
    const statements: string[] = [];
    const query = platform.db.query.bind(platform.db);
    platform.db.query = ((sql: string, params?: readonly unknown[]) => {
      statements.push(sql);
      return query(sql, params);
    }) as typeof platform.db.query;
    try {
      expect((await signIn(email, PASSWORD)).status).toBe(200);
    } finally {
      platform.db.query = query;
    }
    expect(statements).toHaveLength(2);
    expect(statements[0]).toContain('auth.sign_in_attempts');
    expect(statements[1]).toContain('delete from auth.sign_in_attempts');
  });
});
