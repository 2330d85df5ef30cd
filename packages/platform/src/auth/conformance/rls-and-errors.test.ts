import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../../db';
import { sqlMigration, testBackends, type TestPlatform } from '../../testing';
import { anonClient, authFetch, codeIn, decodeJwt, follow, latestMail, startAuthPlatform, uniqueEmail, verifyLinkIn } from './harness';

const platformSource = new URL('../../platform.ts', import.meta.url);
const restMounted =
  existsSync(new URL('../../rest/index.ts', import.meta.url)) && /registerRest\w*\(/.test(readFileSync(platformSource, 'utf8'));

const NOTES = sqlMigration(
  '0001_auth_notes.sql',
  `create table public.auth_notes (id serial primary key, owner uuid not null default auth.uid(), body text not null);
   alter table public.auth_notes enable row level security;
   create policy own_notes on public.auth_notes for all to authenticated using (owner = auth.uid()) with check (owner = auth.uid());`,
);

describe.each(testBackends())('tokens under row-level security, error shapes, e-mail change and anonymous users on %s', (backend) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startAuthPlatform(backend, { authAutoconfirm: true, auth: { anonymousUsers: true } }, [NOTES]);
  });
  afterAll(() => platform?.close());

  async function signedIn(prefix: string) {
    const supabase = anonClient(platform);
    const email = uniqueEmail(prefix);
    const { data, error } = await supabase.auth.signUp({ email, password: 'rls-password-1' });
    if (error || !data.session) throw error ?? new Error('no session');
    return { supabase, email, session: data.session };
  }

  it("exposes a signed-in user's claims to SQL: auth.uid() and row-level security see the user", async () => {
    const alice = await signedIn('alice');
    const bob = await signedIn('bob');
    for (const who of [alice, bob]) {
      const claims = await platform.ctx.jwt.verify(who.session.access_token);
      await runAs(platform.db, { role: claims.role as string, claims }, (tx) =>
        tx.query(`insert into public.auth_notes (body) values ($1)`, [who.email]),
      );
    }
    const claims = await platform.ctx.jwt.verify(alice.session.access_token);
    const rows = await runAs(platform.db, { role: 'authenticated', claims }, async (tx) => {
      const uid = await tx.query<{ uid: string; email: string }>('select auth.uid()::text as uid, auth.email() as email');
      const notes = await tx.query<{ body: string }>('select body from public.auth_notes');
      return { uid: uid.rows[0], notes: notes.rows };
    });
    expect(rows.uid).toEqual({ uid: alice.session.user.id, email: alice.email });
    expect(rows.notes).toEqual([{ body: alice.email }]);
  });

  it.runIf(restMounted)('is accepted by /rest/v1 through supabase-js, where RLS sees auth.uid()', async () => {
    const carol = await signedIn('carol');
    const inserted = await carol.supabase.from('auth_notes').insert({ body: 'carol note' }).select();
    expect(inserted.error).toBeNull();
    const { data, error } = await carol.supabase.from('auth_notes').select('body, owner');
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'carol note', owner: carol.session.user.id }]);
  });

  it('sends {code, message} with the API version header echoed, and the legacy shape without it', async () => {
    const modern = await authFetch(platform, '/token?grant_type=password', { body: { email: 'nobody@example.com', password: 'x' } });
    expect(modern.status).toBe(400);
    expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(modern.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(modern.body).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    const legacy = await authFetch(platform, '/token?grant_type=password', {
      body: { email: 'nobody@example.com', password: 'x' },
      version: false,
    });
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    expect(legacy.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(legacy.body).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    const weak = await authFetch(platform, '/signup', { body: { email: uniqueEmail('w'), password: 'abc' }, version: false });
    expect(weak.body).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 8 characters.',
      weak_password: { reasons: ['length'] },
    });
    const grant = await authFetch(platform, '/token?grant_type=magic', { body: {} });
    expect(grant.body).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
    const noBearer = await authFetch(platform, '/user');
    expect(noBearer.status).toBe(401);
    expect(noBearer.body).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
    const anonBearer = await authFetch(platform, '/user', { headers: { authorization: `Bearer ${platform.anonKey}` } });
    expect(anonBearer.status).toBe(403);
    expect(anonBearer.body).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
  });

  it('serves settings and an empty JWKS while tokens are HS256', async () => {
    const settings = await authFetch(platform, '/settings');
    expect(settings.body).toMatchObject({
      mailer_autoconfirm: true,
      disable_signup: false,
      external: { email: true, anonymous_users: true },
    });
    const jwks = await authFetch(platform, '/.well-known/jwks.json');
    expect(jwks.body).toEqual({ keys: [] });
  });

  it('changes the e-mail address after confirmation from both addresses', async () => {
    const strict = await startAuthPlatform(backend);
    try {
      const supabase = anonClient(strict);
      const email = uniqueEmail('old');
      const next = uniqueEmail('new');
      await supabase.auth.signUp({ email, password: 'change-password-1' });
      await follow(verifyLinkIn(await latestMail(strict, email)));
      await supabase.auth.signInWithPassword({ email, password: 'change-password-1' });
      const requested = await supabase.auth.updateUser({ email: next });
      expect(requested.error).toBeNull();
      expect(requested.data.user).toMatchObject({ email, new_email: next });
      const toNew = await latestMail(strict, next);
      const toOld = await latestMail(strict, email);
      expect(toNew.subject).toBe('Confirm Email Change');
      expect(toOld.subject).toBe('Confirm Email Change');
      const first = await follow(verifyLinkIn(toNew));
      expect(first.fragment.get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
      const viaCode = await supabase.auth.verifyOtp({ email, token: codeIn(toOld), type: 'email_change' });
      expect(viaCode.error).toBeNull();
      expect(viaCode.data.user?.email).toBe(next);
      expect((await anonClient(strict).auth.signInWithPassword({ email: next, password: 'change-password-1' })).error).toBeNull();
    } finally {
      await strict.close();
    }
  });

  it('signs in anonymously and converts the user by e-mail', async () => {
    const supabase = anonClient(platform);
    const { data, error } = await supabase.auth.signInAnonymously({ options: { data: { via: 'guest' } } });
    expect(error).toBeNull();
    expect(data.user?.is_anonymous).toBe(true);
    const claims = decodeJwt(data.session?.access_token ?? '');
    expect(claims).toMatchObject({
      is_anonymous: true,
      role: 'authenticated',
      amr: [{ method: 'anonymous', timestamp: expect.any(Number) }],
    });
    const email = uniqueEmail('converted');
    const updated = await supabase.auth.updateUser({ email });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ email, is_anonymous: false, app_metadata: { provider: 'email' } });
    const disabled = await startAuthPlatform(backend);
    try {
      const refused = await anonClient(disabled).auth.signInAnonymously();
      expect(refused.error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
    } finally {
      await disabled.close();
    }
  });
});
