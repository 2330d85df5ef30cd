// Conformance: exact error bodies and headers (JWT, parse, schema cache, limits) through supabase-js and fetch.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../testing';
import { ALICE, errorBody, startConformance, type Conformance } from './fixture';

describe.each(testBackends())('/rest/v1 error bodies on %s', (backend) => {
  let c: Conformance;
  beforeAll(async () => {
    c = await startConformance(backend);
  });
  afterAll(() => c?.close());

  it('answers 401 like the gateway when neither apikey nor bearer is sent', async () => {
    const res = await fetch(`${c.platform.url}/rest/v1/brands`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  });

  it('accepts the apikey as a query parameter', async () => {
    const res = await fetch(`${c.platform.url}/rest/v1/brands?select=id&id=eq.1&apikey=${c.platform.anonKey}`);
    expect(await res.json()).toEqual([{ id: 1 }]);
  });

  it('answers PGRST303 for an expired JWT with WWW-Authenticate', async () => {
    const token = await c.token(ALICE, { exp: Math.floor(Date.now() / 1000) - 100 });
    const res = await c.fetch('/brands', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="JWT expired"');
    const body = (await res.json()) as { details: string };
    expect(body).toEqual({
      code: 'PGRST303',
      message: 'JWT expired',
      details: expect.stringMatching(/^Invalid by 1\d\d seconds$/),
      hint: null,
    });
  });

  it('answers PGRST301 for a JWT that does not verify', async () => {
    const client = createClient(c.platform.url, 'not-a-jwt', {
      realtime: { transport: WebSocket as never },
      auth: { persistSession: false },
    });
    const { error, status } = await client.from('brands').select('*');
    expect(status).toBe(401);
    expect(errorBody(error)).toEqual({ code: 'PGRST301', message: 'Expected 3 parts in JWT; got 1', details: null, hint: null });
    const forged = `${c.platform.anonKey.slice(0, -4)}AAAA`;
    const res = await c.fetch('/brands', { headers: { authorization: `Bearer ${forged}` } });
    expect(res.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWT cryptographic operation failed"',
    );
    expect(await res.json()).toEqual({ code: 'PGRST301', message: 'JWT cryptographic operation failed', details: null, hint: null });
  });

  it('answers 401 when the JWT names a role that does not exist', async () => {
    const token = await c.platform.ctx.jwt.sign({ role: 'nobody_role', exp: Math.floor(Date.now() / 1000) + 60 });
    const res = await c.fetch('/brands', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: '22023', message: 'role "nobody_role" does not exist', details: null, hint: null });
  });

  it('answers PGRST205 for an unknown table, suggesting a near name', async () => {
    const { error, status } = await c.anon.from('brand').select('*');
    expect(status).toBe(404);
    expect(errorBody(error)).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.brand' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'public.brands'",
    });
  });

  it('answers PGRST100 for parameters that do not parse', async () => {
    const badFilter = await c.fetch('/brands?id=equals.1');
    expect(badFilter.status).toBe(400);
    expect(await badFilter.json()).toEqual({
      code: 'PGRST100',
      message: '"failed to parse filter (equals.1)" (line 1, column 1)',
      details: 'unexpected "e" expecting "not" or operator (eq, gt, ...)',
      hint: null,
    });
    const badSelect = await c.fetch('/brands?select=id,name)');
    expect(badSelect.status).toBe(400);
    expect((await badSelect.json()).code).toBe('PGRST100');
    const badOrder = await c.fetch('/brands?order=id.sideways');
    expect((await badOrder.json()).message).toBe('"failed to parse order (id.sideways)" (line 1, column 4)');
    const badLogic = await c.fetch('/brands?or=(id.eq.1,name.eq.x');
    expect((await badLogic.json()).code).toBe('PGRST100');
  });

  it('answers PGRST106 for a schema that is not exposed', async () => {
    const { error, status } = await c.anon.schema('auth').from('users').select('*');
    expect(status).toBe(406);
    expect(errorBody(error)).toEqual({
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      details: null,
      hint: 'Only the following schemas are exposed: public',
    });
  });

  it('echoes the chosen profile in Content-Profile', async () => {
    const res = await c.fetch('/brands?select=id&limit=1', { headers: { 'Accept-Profile': 'public' } });
    expect(res.headers.get('content-profile')).toBe('public');
  });

  it('answers PGRST107 for a media type it cannot produce', async () => {
    const res = await c.fetch('/brands', { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({
      code: 'PGRST107',
      message: 'None of these media types are available: text/html',
      details: null,
      hint: null,
    });
  });

  it('answers PGRST108 for filters on a resource that is not embedded', async () => {
    const res = await c.fetch('/brands?select=id&manuals.id=eq.1');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'PGRST108',
      message: "'manuals' is not an embedded resource in this request",
      details: null,
      hint: "Verify that 'manuals' is included in the 'select' query parameter.",
    });
  });

  it('answers PGRST118 for ordering by a to-many embed', async () => {
    const res = await c.fetch('/brands?select=id,manuals(id)&order=manuals(id)');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'PGRST118',
      message: "A related order on 'manuals' is not possible",
      details: "'brands' and 'manuals' do not form a many-to-one or one-to-one relationship",
      hint: null,
    });
  });

  it('answers PGRST120 for a bad operator on an embedded resource', async () => {
    const res = await c.fetch('/manuals?select=id,brands(id)&brands=eq.1');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'PGRST120',
      message: "Bad operator on the 'brands' embedded resource",
      details: 'Only is null or not is null filters are allowed on embedded resources',
      hint: null,
    });
  });

  it('answers PGRST122 for unknown preferences with handling=strict', async () => {
    const res = await c.fetch('/brands', { headers: { Prefer: 'handling=strict, count=exactly' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: count=exactly',
      hint: null,
    });
  });

  it('answers PGRST125 for paths below a resource and PGRST126 for the root', async () => {
    const deep = await c.fetch('/brands/1');
    expect(deep.status).toBe(404);
    expect(await deep.json()).toEqual({ code: 'PGRST125', message: 'Invalid path specified in request URL', details: null, hint: null });
    const root = await c.fetch('/');
    expect(root.status).toBe(404);
    expect((await root.json()).code).toBe('PGRST126');
  });

  it('answers 400 with the PostgreSQL error for a value of the wrong type', async () => {
    const { error, status } = await c.anon.from('brands').select('id').eq('id', 'abc');
    expect(status).toBe(400);
    expect(errorBody(error)).toEqual({ code: '22P02', message: 'invalid input syntax for type integer: "abc"', details: null, hint: null });
  });

  it('answers 400 PGRST103 for a negative limit', async () => {
    const res = await c.fetch('/brands?limit=-1');
    expect(res.status).toBe(416);
    expect(await res.json()).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'Limit should be greater than or equal to zero.',
      hint: null,
    });
  });

  it('rejects a too long URL and a too large body with a PGRST error, not a crash', async () => {
    const long = await c.fetch(`/brands?name=eq.${'x'.repeat(13_000)}`);
    expect(long.status).toBe(414);
    expect((await long.json()).code).toBe('PGRST100');
    const big = await c.fetch('/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `[${'1,'.repeat(6_000_000)}1]`,
    });
    expect(big.status).toBe(413);
    expect((await big.json()).code).toBe('PGRST102');
  });
});
