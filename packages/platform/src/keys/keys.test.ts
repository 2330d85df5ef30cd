import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiKeys, createJwtService, JwtError, JwtSecretError, resolveJwtSecret } from '.';

const dir = mkdtempSync(join(tmpdir(), 'kit-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function payload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

describe('JWT secret', () => {
  it('is generated once, kept private in DATA_DIR and reused', () => {
    const first = resolveJwtSecret({ dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret({ dataDir: dir })).toBe(first);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });

  it('prefers JWT_SECRET and refuses a short one', () => {
    expect(resolveJwtSecret({ dataDir: dir, jwtSecret: 'x'.repeat(40) })).toBe('x'.repeat(40));
    expect(() => resolveJwtSecret({ dataDir: dir, jwtSecret: 'short' })).toThrow(JwtSecretError);
  });
});

describe('API keys', () => {
  const jwt = createJwtService('a-secret-that-is-long-enough-for-hs256-keys');

  it('are stable HS256 JWTs with the contract payloads', async () => {
    const keys = await createApiKeys(jwt);
    expect(await createApiKeys(jwt)).toEqual(keys);
    expect(payload(keys.anonKey)).toMatchObject({ role: 'anon', iss: 'supabase' });
    expect(payload(keys.serviceRoleKey)).toMatchObject({ role: 'service_role', iss: 'supabase' });
    expect(await jwt.verify(keys.anonKey)).toMatchObject({ role: 'anon' });
  });

  it('rejects tokens signed with another secret, and expired ones', async () => {
    const other = await createApiKeys(createJwtService('another-secret-that-is-long-enough-for-keys'));
    await expect(jwt.verify(other.anonKey)).rejects.toMatchObject({ failure: 'invalid' });
    const expired = await jwt.sign({ role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 10 });
    const error = await jwt.verify(expired).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JwtError);
    expect((error as JwtError).failure).toBe('expired');
  });
});
