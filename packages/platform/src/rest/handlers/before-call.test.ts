// A function's `rest.before_call` runs first, in a transaction that may write, for GET, HEAD and POST alike; its count
// stands when the call then fails or rolls back; what it raises is the answer; `request.client_ip` is the server's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlMigration, startTestPlatform, testBackends, type TestPlatform } from '../../testing';

const MIGRATION = sqlMigration(
  '0001_before_call.sql',
  `create table public.tally (hits int not null);
   insert into public.tally values (0);
   revoke all on public.tally from anon, authenticated;
   create function public.count_call() returns void language plpgsql volatile security definer set search_path = public as $$
   begin
     update public.tally set hits = hits + 1;
     if (select hits from public.tally) > 4 then
       raise exception 'slow down' using errcode = 'PT429', hint = 'too_many_calls';
     end if;
   end $$;
   create function public.limited(x int default 0) returns json language plpgsql stable
   set rest.before_call = 'public.count_call' as $$
   begin
     if x < 0 then raise exception 'negative' using errcode = '22023'; end if;
     return json_build_object('passed', nullif(current_setting('request.before_call', true), ''),
       'ip', current_setting('request.client_ip', true));
   end $$;
   create function public.malformed() returns int language sql stable set rest.before_call = 'not a name' as $$ select 1 $$;
   create function public.plain() returns json language sql stable as $$
     select json_build_object('passed', nullif(current_setting('request.before_call', true), ''),
       'ip', current_setting('request.client_ip', true)) $$;`,
);

describe.each(testBackends())('rpc before-call on %s', (backend) => {
  let platform: TestPlatform;
  const hits = async () => (await platform.db.query<{ hits: number }>('select hits from public.tally')).rows[0]?.hits;
  const reset = () => platform.db.query('update public.tally set hits = 0');
  const rpc = (method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${platform.url}/rest/v1/rpc/${path}`, {
      method,
      headers: { apikey: platform.anonKey, 'content-type': 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
    });

  beforeAll(async () => {
    platform = await startTestPlatform({ backend, migrations: [MIGRATION] });
  });
  afterAll(() => platform?.close());

  it('counts GET, HEAD and POST calls alike, before the read-only call, and the call sees it passed', async () => {
    await reset();
    const get = await rpc('GET', 'limited');
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ passed: 'public.count_call', ip: '127.0.0.1' });
    expect((await rpc('HEAD', 'limited')).status).toBe(200);
    expect((await rpc('POST', 'limited', { body: '{}' })).status).toBe(200);
    expect(await hits()).toBe(3);
  });

  it('keeps the count when the call fails or is rolled back, and answers what the before-call raises', async () => {
    await reset();
    expect((await rpc('POST', 'limited', { body: '{"x": -1}' })).status).toBe(400);
    expect((await rpc('POST', 'limited', { body: '{}', headers: { prefer: 'tx=rollback' } })).status).toBe(200);
    expect(await hits()).toBe(2);
    expect((await rpc('GET', 'limited?x=1')).status).toBe(200);
    expect((await rpc('GET', 'limited?x=-1')).status).toBe(400);
    const refused = await rpc('GET', 'limited');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'PT429', message: 'slow down', details: null, hint: 'too_many_calls' });
    // The refusing call's own count went with its error.
    expect(await hits()).toBe(4);
  });

  it('refuses a function whose before-call is not a schema-qualified name, and runs none for a plain one', async () => {
    expect((await rpc('GET', 'malformed')).status).toBe(500);
    expect(await (await rpc('GET', 'plain')).json()).toEqual({ passed: null, ip: '127.0.0.1' });
  });

  it('takes the client address from the connection, never from X-Forwarded-For (TRUST_PROXY unset)', async () => {
    const forged = await rpc('GET', 'plain', { headers: { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.10' } });
    expect(await forged.json()).toEqual({ passed: null, ip: '127.0.0.1' });
  });
});
