// Conformance: order, ranges, counts, Content-Range and single/maybeSingle through supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../testing';
import { errorBody, startConformance, type Conformance } from './fixture';

describe.each(testBackends())('/rest/v1 order, range, count and singular results on %s', (backend) => {
  let c: Conformance;
  beforeAll(async () => {
    c = await startConformance(backend);
  });
  afterAll(() => c?.close());

  it('orders by several columns with nulls first or last', async () => {
    const first = await c.anon.from('manuals').select('id').order('pages', { ascending: false, nullsFirst: true });
    expect(first.data).toEqual([{ id: 4 }, { id: 2 }, { id: 1 }, { id: 3 }, { id: 5 }]);
    const last = await c.anon
      .from('manuals')
      .select('id')
      .order('brand_id', { ascending: true, nullsFirst: false })
      .order('id', { ascending: false });
    expect(last.data).toEqual([{ id: 3 }, { id: 1 }, { id: 2 }, { id: 4 }, { id: 5 }]);
  });

  it('orders by a JSON path and by a to-one embed column', async () => {
    const byJson = await c.anon.from('manuals').select('id').not('meta', 'is', null).order('meta->>lang').order('id');
    expect(byJson.data).toEqual([{ id: 2 }, { id: 1 }, { id: 3 }, { id: 5 }]);
    const res = await c.fetch('/manuals?select=id,brands(name)&brand_id=not.is.null&order=brands(name).desc,id.asc');
    expect(await res.json()).toEqual([
      { id: 4, brands: { name: 'Crane' } },
      { id: 2, brands: { name: 'Bolt' } },
      { id: 1, brands: { name: 'Acme' } },
      { id: 3, brands: { name: 'Acme' } },
    ]);
  });

  it('pages with range(), answering 206 and Content-Range when counting', async () => {
    const { data, count, status } = await c.anon.from('manuals').select('id', { count: 'exact' }).order('id').range(1, 2);
    expect({ data, count, status }).toEqual({ data: [{ id: 2 }, { id: 3 }], count: 5, status: 206 });
    const res = await c.fetch('/manuals?select=id&order=id&offset=1&limit=2', { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('1-2/5');
    expect(res.headers.get('preference-applied')).toBe('count=exact');
  });

  it('answers 200 with Content-Range lower-upper/* without a count', async () => {
    const res = await c.fetch('/manuals?select=id&limit=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-1/*');
    const empty = await c.fetch('/manuals?select=id&id=eq.99');
    expect(empty.headers.get('content-range')).toBe('*/*');
    const counted = await c.fetch('/manuals?select=id&id=eq.99', { headers: { Prefer: 'count=exact' } });
    expect(counted.headers.get('content-range')).toBe('*/0');
  });

  it('honours the Range header', async () => {
    const res = await c.fetch('/manuals?select=id&order=id', { headers: { Range: '3-10', 'Range-Unit': 'items', Prefer: 'count=exact' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('3-4/5');
    expect(await res.json()).toEqual([{ id: 4 }, { id: 5 }]);
  });

  it('answers 416 for an offset past the total', async () => {
    const res = await c.fetch('/manuals?select=id&offset=10', { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('*/5');
    expect(await res.json()).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 5 rows.',
      hint: null,
    });
  });

  it('counts with head: true and no body', async () => {
    const { data, count, status } = await c.anon.from('manuals').select('*', { count: 'exact', head: true }).eq('brand_id', 1);
    expect({ data, count, status }).toEqual({ data: null, count: 2, status: 200 });
  });

  it('gives planned and estimated counts', async () => {
    const planned = await c.anon.from('manuals').select('id', { count: 'planned' });
    expect(typeof planned.count).toBe('number');
    expect(planned.data).toHaveLength(5);
    const estimated = await c.anon.from('manuals').select('id', { count: 'estimated' });
    expect(estimated.count).toBe(5);
  });

  it('counts rows filtered by an !inner embed', async () => {
    const { count, data } = await c.anon.from('manuals').select('id, brands!inner(id)', { count: 'exact' }).eq('brands.country', 'US');
    expect(count).toBe(2);
    expect(data).toHaveLength(2);
  });

  it('returns one object with single()', async () => {
    const { data, status } = await c.anon.from('brands').select('name').eq('id', 2).single();
    expect({ data, status }).toEqual({ data: { name: 'Bolt' }, status: 200 });
  });

  it('answers PGRST116 when single() matches several rows or none', async () => {
    const many = await c.anon.from('brands').select('name').single();
    expect(many.status).toBe(406);
    expect(errorBody(many.error)).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 3 rows',
      hint: null,
    });
    const none = await c.anon.from('brands').select('name').eq('id', 99).single();
    expect(errorBody(none.error)).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
  });

  it('returns an object or null with maybeSingle()', async () => {
    const one = await c.anon.from('brands').select('name').eq('id', 1).maybeSingle();
    expect(one.data).toEqual({ name: 'Acme' });
    const none = await c.anon.from('brands').select('name').eq('id', 99).maybeSingle();
    expect({ data: none.data, error: none.error }).toEqual({ data: null, error: null });
  });

  it('limits embedded arrays independently of the parent range', async () => {
    const { data } = await c.anon
      .from('brands')
      .select('id, manuals(id)')
      .order('id')
      .limit(1)
      .range(1, 1, { referencedTable: 'manuals' })
      .order('id', { referencedTable: 'manuals' });
    expect(data).toEqual([{ id: 1, manuals: [{ id: 3 }] }]);
  });
});
