// Conformance: rpc by POST, GET and HEAD through supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../testing';
import { ALICE, errorBody, startConformance, type Conformance } from './fixture';

describe.each(testBackends())('/rest/v1/rpc on %s', (backend) => {
  let c: Conformance;
  beforeAll(async () => {
    c = await startConformance(backend);
  });
  afterAll(() => c?.close());

  it('calls a scalar function with named arguments, defaults applied', async () => {
    expect(await c.anon.rpc('add_numbers', { a: 1, b: 2 })).toMatchObject({ data: 3, error: null, status: 200 });
    expect((await c.anon.rpc('add_numbers', { a: 5 })).data).toBe(15);
  });

  it('calls by GET and HEAD with arguments in the query string', async () => {
    expect((await c.anon.rpc('add_numbers', { a: 2, b: 3 }, { get: true })).data).toBe(5);
    const head = await c.anon.rpc('search_manuals', { q: 'pump' }, { head: true, count: 'exact' });
    expect({ data: head.data, count: head.count, status: head.status }).toEqual({ data: null, count: 2, status: 200 });
  });

  it('returns rows of a set-returning function, with select, filters, order and range', async () => {
    const { data } = await c.anon.rpc('search_manuals', { q: 'pump' }).select('id, title, brands(name)').gt('pages', 20);
    expect(data).toEqual([{ id: 1, title: 'Pump installation guide', brands: { name: 'Acme' } }]);
    const ordered = await c.anon.rpc('search_manuals', { q: 'u' }).select('id').order('id', { ascending: false }).range(0, 1);
    expect(ordered.data).toEqual([{ id: 3 }, { id: 2 }]);
  });

  it('returns a set of scalars as an array', async () => {
    const { data } = await c.anon.rpc('manual_title_list').limit(2);
    expect(data).toEqual(['Pump installation guide', 'Boiler service manual']);
  });

  it('returns TABLE results and a single composite as an object', async () => {
    expect((await c.anon.rpc('brand_summary', { brand: 1 })).data).toEqual([{ name: 'Acme', manual_count: 2 }]);
    const first = await c.anon.rpc('first_manual').select('id, title');
    expect(first.data).toEqual({ id: 1, title: 'Pump installation guide' });
    const single = await c.anon.rpc('brand_summary', { brand: 2 }).single();
    expect(single.data).toEqual({ name: 'Bolt', manual_count: 1 });
  });

  it('answers 204 for a void function and applies its effects', async () => {
    const { data, status, error } = await c.anon.rpc('touch_item', { item: 1 });
    expect({ data, status, error }).toEqual({ data: null, status: 204, error: null });
    expect((await c.service.from('items').select('note').eq('id', 1).single()).data).toEqual({ note: 'touched' });
  });

  it('runs GET read-only, as PostgREST does: a function that writes is 405 (25006) and changes nothing', async () => {
    const { error, status } = await c.anon.rpc('touch_item', { item: 2 }, { get: true });
    expect({ status, error: errorBody(error) }).toEqual({
      status: 405,
      error: { code: '25006', message: 'cannot execute UPDATE in a read-only transaction', details: null, hint: null },
    });
    expect((await c.service.from('items').select('note').eq('id', 2).single()).data).toEqual({ note: 'second' });
  });

  it('commits what a set-returning function writes, and rolls it back when single() refuses the result', async () => {
    const before = (await c.service.from('items').select('id, qty').in('id', [1, 2]).order('id')).data as { id: number; qty: number }[];
    const one = await c.anon.rpc('restock', { low: 1, high: 1 }).select('id').single();
    expect({ data: one.data, status: one.status }).toEqual({ data: { id: 1 }, status: 200 });
    const refused = await c.anon.rpc('restock', { low: 1, high: 2 }).select('id').single();
    expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 406, code: 'PGRST116' });
    const after = (await c.service.from('items').select('id, qty').in('id', [1, 2]).order('id')).data;
    expect(after).toEqual([
      { id: 1, qty: (before[0]?.qty ?? 0) + 100 },
      { id: 2, qty: before[1]?.qty },
    ]);
  });

  it('passes the whole body to a function with one unnamed jsonb parameter', async () => {
    expect((await c.anon.rpc('echo', { any: ['thing', 1] })).data).toEqual({ any: ['thing', 1] });
  });

  it('runs under the caller role with its claims and request settings', async () => {
    expect((await c.anon.rpc('whoami')).data).toBe('nobody anon');
    const alice = await c.as(ALICE);
    expect((await alice.rpc('whoami')).data).toBe(`${ALICE} authenticated`);
    expect((await c.anon.rpc('request_info', {}, { get: true })).data).toEqual({ method: 'GET', path: '/rpc/request_info' });
  });

  it('answers PGRST202 for an unknown function or arguments, with a hint', async () => {
    const missing = await c.anon.rpc('add_numberz', { a: 1 });
    expect(missing.status).toBe(404);
    expect(errorBody(missing.error)).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.add_numberz(a) in the schema cache',
      details:
        'Searched for the function public.add_numberz with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_numbers',
    });
    const wrongArgs = await c.anon.rpc('add_numbers', { x: 1, y: 2 });
    expect(errorBody(wrongArgs.error)).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.add_numbers(x, y) in the schema cache',
      details:
        'Searched for the function public.add_numbers with parameters x, y or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_numbers(a, b)',
    });
  });

  it('answers PGRST203 when overloads cannot be told apart', async () => {
    const { error, status } = await c.anon.rpc('overloaded', { a: 1 });
    expect(status).toBe(300);
    expect(errorBody(error)).toEqual({
      code: 'PGRST203',
      message: 'Could not choose the best candidate function between: public.overloaded(a => integer), public.overloaded(a => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  });

  it('maps RAISE to 400 P0001 with its detail and hint', async () => {
    const { error, status } = await c.anon.rpc('fail_loudly');
    expect(status).toBe(400);
    expect(errorBody(error)).toEqual({ code: 'P0001', message: 'it broke', details: 'some detail', hint: 'some hint' });
  });

  it('refuses PATCH on rpc with PGRST101', async () => {
    const res = await c.fetch('/rpc/add_numbers', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ code: 'PGRST101', message: 'Cannot use the PATCH method on RPC', details: null, hint: null });
  });
});
