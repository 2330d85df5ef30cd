// Conformance: which function an rpc call means as PostgREST decides it (unnamed parameters, overloads, ambiguity),
// counts on scalar results, and the exposed schemas a caller switches between with profiles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlMigration, testBackends } from '../../testing';
import { errorBody, startConformance, type Conformance } from './fixture';

const RPC_CALLS_SQL = `
create function public.unnamed_text(text) returns text language sql immutable as $$ select 'got ' || $1 $$;
create function public.unnamed_json(json) returns json language sql immutable as $$ select $1 $$;
create function public.unnamed_jsonb(jsonb) returns int language sql immutable as $$ select count(*)::int from jsonb_object_keys($1) $$;
create function public.unnamed_integer(int) returns int language sql immutable as $$ select $1 $$;
create function public.by_type(bool) returns text language sql immutable as $$ select 'bool' $$;
create function public.by_type(int) returns text language sql immutable as $$ select 'int' $$;
create function public.by_type(text) returns text language sql immutable as $$ select 'text' $$;
create function public.none_or_text() returns text language sql immutable as $$ select 'none' $$;
create function public.none_or_text(text default 'x') returns text language sql immutable as $$ select 'text' $$;
create function public.named_or_none() returns text language sql immutable as $$ select 'none' $$;
create function public.named_or_none(a int) returns text language sql immutable as $$ select 'a=' || a $$;
create function public.row_label(public.items) returns text language sql stable as $$ select $1.name || '!' $$;
create schema personal;
grant usage on schema personal to anon, authenticated, service_role;
create table personal.diary (id int primary key, entry text not null);
grant select on personal.diary to anon;
insert into personal.diary values (1, 'dear diary');
create function personal.status() returns text language sql stable as $$ select 'personal' $$;
create function public.status() returns text language sql stable as $$ select 'public' $$;
`;

describe.each(testBackends())('/rest/v1 rpc resolution on %s', (backend) => {
  let c: Conformance;
  beforeAll(async () => {
    c = await startConformance(backend, {
      migrations: [sqlMigration('0002_rpc_calls.sql', RPC_CALLS_SQL)],
      config: { rest: { schemas: ['public', 'personal'] } },
    });
  });
  afterAll(() => c?.close());

  it('passes the whole body to a single unnamed json, jsonb or text parameter, also under the "" key', async () => {
    expect((await c.anon.rpc('unnamed_json', { x: 1, y: [2] })).data).toEqual({ x: 1, y: [2] });
    expect((await c.anon.rpc('unnamed_jsonb', { '': { a: 1 } })).data).toBe(1);
    expect((await c.anon.rpc('unnamed_text', { '': 'hi' })).data).toBe('got {"": "hi"}'.replace(': ', ':'));
    const plain = await c.fetch('/rpc/unnamed_text', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'raw words' });
    expect(await plain.json()).toBe('got raw words');
  });

  it('never calls a function whose unnamed parameter is of another type, nor a computed field', async () => {
    const { error, status } = await c.anon.rpc('unnamed_integer', { '': 1 });
    expect(status).toBe(404);
    expect(errorBody(error)).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.unnamed_integer() in the schema cache',
      details:
        'Searched for the function public.unnamed_integer with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const computed = await c.anon.rpc('row_label');
    expect(computed.status).toBe(404);
  });

  it('resolves overloads of unnamed parameters to the one PostgREST keeps (text), whatever the JSON type', async () => {
    expect((await c.anon.rpc('by_type', { '': true })).data).toBe('text');
    expect((await c.anon.rpc('by_type', { '': 'word' })).data).toBe('text');
  });

  it('answers 300 PGRST203 with the candidates in PostgREST order when a default makes two overloads fit', async () => {
    const { error, status } = await c.anon.rpc('none_or_text');
    expect(status).toBe(300);
    expect(errorBody(error)).toEqual({
      code: 'PGRST203',
      message: 'Could not choose the best candidate function between: public.none_or_text(), public.none_or_text( => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
    expect((await c.anon.rpc('none_or_text', { '': 'y' })).data).toBe('text');
    expect((await c.anon.rpc('named_or_none')).data).toBe('none');
    expect((await c.anon.rpc('named_or_none', { a: 2 })).data).toBe('a=2');
  });

  it('counts a scalar result as one row in Content-Range', async () => {
    const res = await c.anon.rpc('named_or_none', { a: 1 }, { count: 'exact' });
    expect({ data: res.data, count: res.count }).toEqual({ data: 'a=1', count: 1 });
    const head = await c.fetch('/rpc/named_or_none?a=1', { method: 'HEAD', headers: { Prefer: 'count=exact' } });
    expect(head.headers.get('content-range')).toBe('0-0/1');
    expect((await c.fetch('/rpc/named_or_none?a=1')).headers.get('content-range')).toBe('0-0/*');
  });

  it('serves the configured schemas, switched with .schema() (Accept-Profile / Content-Profile)', async () => {
    const personal = c.anon.schema('personal');
    expect((await personal.from('diary').select('entry')).data).toEqual([{ entry: 'dear diary' }]);
    expect((await personal.rpc('status')).data).toBe('personal');
    expect((await c.anon.rpc('status')).data).toBe('public');
    const res = await c.fetch('/diary', { headers: { 'Accept-Profile': 'personal' } });
    expect(res.headers.get('content-profile')).toBe('personal');
    const other = await c.anon.schema('auth').from('users').select('id');
    expect(other.status).toBe(406);
    expect(other.error?.code).toBe('PGRST106');
  });
});
