// A token refused at once everywhere: two server processes on one PostgreSQL (as scaled out), a sign-out, ban or
// deletion through one, and the very next GET /user through the other is refused — after a first call that would
// have filled any per-process cache of users or sessions.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../../testing';
import { authFetch, startAuthPlatform, uniqueEmail } from './harness';

const adminUrl = process.env.TEST_DATABASE_URL;

interface Server {
  url: string;
  anonKey: string;
}

async function startSecondProcess(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const script = fileURLToPath(new URL('./serve-on-database.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, databaseUrl], { stdio: ['ignore', 'pipe', 'inherit'] });
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`second process exited with ${code}`)));
  });
  return { url: (JSON.parse(first) as { url: string }).url, child };
}

describe.skipIf(!adminUrl)('revocation across server processes on one PostgreSQL', () => {
  let one: TestPlatform;
  let two: Server;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    one = await startAuthPlatform('postgres', { authAutoconfirm: true });
    const { rows } = await one.db.query<{ name: string }>('select current_database() as name');
    const databaseUrl = new URL(adminUrl as string);
    databaseUrl.pathname = `/${rows[0]?.name}`;
    const second = await startSecondProcess(databaseUrl.toString());
    child = second.child;
    two = { url: second.url, anonKey: one.anonKey };
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await one?.close();
  });

  async function signedIn(): Promise<{ token: string; userId: string }> {
    const email = uniqueEmail('revoke');
    const signup = await authFetch(one, '/signup', { body: { email, password: 'revocation-password-1' } });
    expect(signup.status).toBe(200);
    const session = await authFetch(one, '/token?grant_type=password', { body: { email, password: 'revocation-password-1' } });
    expect(session.status).toBe(200);
    return { token: session.body.access_token as string, userId: (session.body.user as { id: string }).id };
  }

  const getUser = (server: Server, token: string) =>
    authFetch(server as TestPlatform, '/user', { headers: { authorization: `Bearer ${token}` } });
  const asService = (path: string, method: string, body?: unknown) =>
    authFetch(one, path, { method, body, headers: { authorization: `Bearer ${one.serviceRoleKey}` } });

  const banInDatabase = async (userId: string) => {
    await one.db.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [userId]);
    return { status: 200 };
  };

  const cases: { name: string; revoke: (token: string, userId: string) => Promise<{ status: number }>; code: string }[] = [
    {
      name: 'signed out of this session',
      revoke: (token) => authFetch(one, '/logout?scope=local', { method: 'POST', headers: { authorization: `Bearer ${token}` } }),
      code: 'session_not_found',
    },
    {
      name: 'signed out everywhere',
      revoke: (token) => authFetch(one, '/logout?scope=global', { method: 'POST', headers: { authorization: `Bearer ${token}` } }),
      code: 'session_not_found',
    },
    // A ban through the admin API also signs the user out (GoTrue's order checks the session first).
    {
      name: 'banned by an admin',
      revoke: (_token, userId) => asService(`/admin/users/${userId}`, 'PUT', { ban_duration: '24h' }),
      code: 'session_not_found',
    },
    { name: 'banned in the database, sessions kept', revoke: (_token, userId) => banInDatabase(userId), code: 'user_banned' },
    { name: 'deleted by an admin', revoke: (_token, userId) => asService(`/admin/users/${userId}`, 'DELETE'), code: 'user_not_found' },
  ];

  it.each(cases)('$name through one process: the other refuses the next GET /user ($code)', async ({ revoke, code }) => {
    const { token, userId } = await signedIn();
    for (let i = 0; i < 3; i++) expect((await getUser(two, token)).body.id).toBe(userId);
    expect((await revoke(token, userId)).status).toBeLessThan(300);
    const refused = await getUser(two, token);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code });
    expect((await getUser(one, token)).body.code).toBe(code);
  });
});
