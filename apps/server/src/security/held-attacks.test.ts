/**
 * Security suite, part 2: the attacks that already held when issue 17 was filed, replayed so none can come back —
 * forged and alg:none JWTs, refresh-token reuse, cross-user row-level security through rest, storage, functions and
 * realtime, path traversal, webhook replay and concurrent duplicate events.
 */
import { createHmac } from 'node:crypto';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { signatureHeader } from '@kit/payments';
import { testBackends } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './testing/attacker';
import { startComposedServer, WEBHOOK_SECRET, type ComposedServer } from './testing/composed-server';

const PASSWORD = 'correct-horse-battery-staple';

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A JWT with the given header and payload, signed with `secret` (or unsigned). */
function jwt(header: Record<string, unknown>, payload: Record<string, unknown>, secret?: string): string {
  const body = `${b64(header)}.${b64(payload)}`;
  return secret ? `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}` : `${body}.`;
}

async function eventually(check: () => void, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    }),
  );
}

describe.each(testBackends())('attacks that held, replayed on %s', (backend) => {
  let s: ComposedServer;
  const users: Record<'a' | 'b', { id: string; token: string; refresh: string; email: string }> = {} as never;

  async function signUp(email: string) {
    const answer = await call(s.url, 'POST', '/auth/v1/signup', { headers: { apikey: s.anonKey }, body: { email, password: PASSWORD } });
    expect(answer.status).toBe(200);
    return {
      id: String((answer.json.user as { id: string }).id),
      token: String(answer.json.access_token),
      refresh: String(answer.json.refresh_token),
      email,
    };
  }

  beforeAll(async () => {
    s = await startComposedServer(backend);
    users.a = await signUp(`held-a-${process.pid}@example.com`);
    users.b = await signUp(`held-b-${process.pid}@example.com`);
  }, 120_000);
  afterAll(() => s?.close());

  it('refuses forged, alg:none and expired tokens on every API', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { role: 'service_role', sub: users.a.id, aud: 'authenticated', iss: 'supabase', exp: now + 3600 };
    const tokens = [
      jwt({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-of-at-least-32-characters!'),
      jwt({ alg: 'none', typ: 'JWT' }, claims),
      jwt(
        { alg: 'HS256', typ: 'JWT' },
        { ...claims, role: 'authenticated', exp: now - 60 },
        'held-attacks-secret-with-at-least-32-characters',
      ),
      `${users.a.token.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`,
    ];
    for (const token of tokens) {
      const headers = { apikey: token, authorization: `Bearer ${token}` };
      const statuses = {
        rest: (await call(s.url, 'GET', '/rest/v1/notes?select=*', { headers })).status,
        auth: (await call(s.url, 'GET', '/auth/v1/user', { headers })).status,
        storage: (await call(s.url, 'POST', '/storage/v1/object/list/private-notes', { headers, body: { prefix: '' } })).status,
        functions: (await call(s.url, 'POST', '/functions/v1/whoami', { headers, body: {} })).status,
        mailbox: (await call(s.url, 'GET', '/_dev/mail.json', { headers })).status,
        clock: (await call(s.url, 'POST', '/_sandbox/clock', { headers, body: { advanceSeconds: 1 } })).status,
        proxy: (
          await call(s.url, 'POST', '/designs/x/rest-api/request', { headers: { apikey: token }, body: { url: 'https://example.com/' } })
        ).status,
      };
      // GoTrue answers a bad JWT with 403 (bad_jwt), the others with 401 (or storage's 400/403).
      expect(statuses).toEqual({ rest: 401, auth: 403, storage: statuses.storage, functions: 401, mailbox: 403, clock: 403, proxy: 401 });
      expect([400, 401, 403]).toContain(statuses.storage);
    }
  });

  it('refuses a reused refresh token and revokes the session it belonged to', async () => {
    const user = await signUp(`held-refresh-${process.pid}@example.com`);
    const refresh = (token: string) =>
      call(s.url, 'POST', '/auth/v1/token?grant_type=refresh_token', { headers: { apikey: s.anonKey }, body: { refresh_token: token } });
    const first = await refresh(user.refresh);
    expect(first.status).toBe(200);
    const second = await refresh(String(first.json.refresh_token));
    expect(second.status).toBe(200);
    // The parent of the active token is still answered with the active one (GoTrue's grace for concurrent refreshes);
    // a token two generations back is a stolen copy.
    const reused = await refresh(user.refresh);
    expect(reused.status).toBe(400);
    expect(reused.headers['x-sb-error-code']).toBe('refresh_token_already_used');
    // The thief's reuse ends the family: the newest token no longer works either.
    expect((await refresh(String(second.json.refresh_token))).status).toBe(400);
  });

  it("keeps one user's rows from another through /rest/v1", async () => {
    const a = s.client(users.a.token);
    const b = s.client(users.b.token);
    expect((await a.from('notes').insert({ body: 'a-secret' })).error).toBeNull();
    expect((await b.from('notes').select('*')).data).toEqual([]);
    const forged = await b.from('notes').insert({ body: 'planted', user_id: users.a.id });
    expect(forged.error?.code).toBe('42501');
    const update = await b.from('notes').update({ body: 'defaced' }).eq('body', 'a-secret').select();
    expect(update.data).toEqual([]);
    await b.from('notes').delete().eq('body', 'a-secret');
    const own = await a.from('notes').select('body');
    expect(own.data).toEqual([{ body: 'a-secret' }]);
    expect((await s.client().from('notes').select('*')).data ?? []).toEqual([]);
  });

  it("keeps one user's files from another through /storage/v1, and refuses path traversal", async () => {
    const a = s.client(users.a.token).storage.from('private-notes');
    const b = s.client(users.b.token).storage.from('private-notes');
    expect((await a.upload(`${users.a.id}/secret.txt`, new Blob(['a-secret']), { contentType: 'text/plain' })).error).toBeNull();
    expect((await b.download(`${users.a.id}/secret.txt`)).data).toBeNull();
    expect((await b.list(users.a.id)).data ?? []).toEqual([]);
    expect((await b.upload(`${users.a.id}/planted.txt`, new Blob(['x']))).error).not.toBeNull();
    expect((await b.createSignedUrl(`${users.a.id}/secret.txt`, 60)).data).toBeNull();
    expect((await b.upload(`${users.b.id}/../${users.a.id}/planted.txt`, new Blob(['x']))).error).not.toBeNull();
    const traversal = [
      `/storage/v1/object/private-notes/${users.b.id}/..%2F${users.a.id}%2Fsecret.txt`,
      `/storage/v1/object/authenticated/private-notes/${users.b.id}/../${users.a.id}/secret.txt`,
      '/icons/..%2F..%2F..%2Fpackage.json',
      '/assets/..%2F..%2Fpackage.json',
      '/storage/v1/object/public/private-notes/..%2F..%2F..%2Fetc%2Fpasswd',
    ];
    for (const path of traversal) {
      const answer = await call(s.url, 'GET', path, { headers: { apikey: s.anonKey, authorization: `Bearer ${users.b.token}` } });
      expect([path, answer.status < 500, answer.text.includes('a-secret'), answer.text.includes('"workspaces"')]).toEqual([
        path,
        true,
        false,
        false,
      ]);
    }
    expect(await (await a.download(`${users.a.id}/secret.txt`)).data?.text()).toBe('a-secret');
  });

  it('gives a function the verified caller only: a claims header sent by the caller is dropped', async () => {
    const forgedClaims = Buffer.from(JSON.stringify({ sub: users.a.id, role: 'service_role' })).toString('base64url');
    const answer = await call(s.url, 'POST', '/functions/v1/whoami', {
      headers: { apikey: s.anonKey, authorization: `Bearer ${users.b.token}`, 'x-jwt-claims': forgedClaims },
      body: {},
    });
    expect(answer.status).toBe(200);
    expect(answer.json.claims).toMatchObject({ sub: users.b.id, role: 'authenticated' });
  });

  it("delivers one user's row changes to that user only through /realtime/v1", async () => {
    const seenByB: string[] = [];
    const client = s.client(users.b.token);
    await client.realtime.setAuth(users.b.token);
    const channel = client
      .channel('notes-b')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notes' }, (payload) =>
        seenByB.push(String((payload.new as { body: string }).body)),
      );
    await subscribed(channel);
    await s.client(users.a.token).from('notes').insert({ body: 'a-private-change' });
    await s.client(users.b.token).from('notes').insert({ body: 'b-own-change' });
    await eventually(() => expect(seenByB).toContain('b-own-change'));
    expect(seenByB).not.toContain('a-private-change');
  });

  it('refuses replayed and forged webhook events, and processes 50 concurrent duplicates once', async () => {
    const event = {
      id: `evt_held_${process.pid}`,
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: `cus_held_${process.pid}`, object: 'customer', email: users.a.email, metadata: {} } },
    };
    const payload = JSON.stringify(event);
    const post = (signature: string) =>
      call(s.url, 'POST', '/payments/webhook', {
        headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
        body: payload,
      });
    const old = await post(signatureHeader(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600));
    expect(old.status).toBe(400);
    expect((await post(signatureHeader(payload, 'whsec_wrong', Math.floor(Date.now() / 1000)))).status).toBe(400);
    expect((await post('t=1,v1=00')).status).toBe(400);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(signatureHeader(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)))),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const { rows } = await s.server.ctx.db.query<{ n: number }>('select count(*)::int as n from payments.webhook_events where id = $1', [
      event.id,
    ]);
    expect(rows[0]?.n).toBe(1);
  });
});
