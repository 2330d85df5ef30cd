// Conformance: inserts, upserts, updates, deletes, PUT and write preferences through supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../testing';
import { errorBody, startConformance, type Conformance } from './fixture';

describe.each(testBackends())('/rest/v1 writes, upserts and preferences on %s', (backend) => {
  let c: Conformance;
  const items = async () => (await c.service.from('items').select('id, name, qty, note').order('id')).data;
  beforeAll(async () => {
    c = await startConformance(backend);
  });
  afterAll(() => c?.close());

  it('inserts a row with 201 and no body by default', async () => {
    const { data, error, status } = await c.anon.from('items').insert({ id: 10, name: 'washer' });
    expect({ data, error, status }).toEqual({ data: null, error: null, status: 201 });
    const res = await c.fetch('/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 11, name: 'pin' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-range')).toBe('*/*');
    expect(await res.text()).toBe('');
  });

  it('inserts and returns the rows with select(), defaults filled in', async () => {
    const { data, status } = await c.anon.from('items').insert({ id: 12, name: 'gear' }).select();
    expect(status).toBe(201);
    expect(data).toEqual([{ id: 12, name: 'gear', qty: 7, note: 'none' }]);
    const single = await c.anon.from('items').insert({ id: 13, name: 'cog', qty: 1 }).select('id, name').single();
    expect(single.data).toEqual({ id: 13, name: 'cog' });
  });

  it('bulk-inserts objects with different keys, missing ones becoming null', async () => {
    const { data, error } = await c.anon
      .from('items')
      .insert([
        { id: 20, name: 'a', qty: 1 },
        { id: 21, name: 'b', qty: 3, note: 'n' },
      ])
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 20, name: 'a', qty: 1, note: null },
      { id: 21, name: 'b', qty: 3, note: 'n' },
    ]);
    const notNull = await c.anon.from('items').insert([
      { id: 24, name: 'e' },
      { id: 25, name: 'f', qty: 1 },
    ]);
    expect(notNull.status).toBe(400);
    expect(errorBody(notNull.error)).toEqual({
      code: '23502',
      message: 'null value in column "qty" of relation "items" violates not-null constraint',
      details: 'Failing row contains (24, e, null, none).',
      hint: null,
    });
  });

  it('uses column defaults for missing keys with defaultToNull: false', async () => {
    const { data, error } = await c.anon
      .from('items')
      .insert(
        [
          { id: 22, name: 'c', note: 'y' },
          { id: 23, name: 'd', qty: 4 },
        ],
        { defaultToNull: false },
      )
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 22, name: 'c', qty: 7, note: 'y' },
      { id: 23, name: 'd', qty: 4, note: 'none' },
    ]);
  });

  it('upserts with merge-duplicates: updates existing rows, inserts new ones', async () => {
    const { data, status } = await c.anon
      .from('items')
      .upsert([
        { id: 1, name: 'bolt v2', qty: 11, note: 'merged' },
        { id: 30, name: 'new', qty: 1, note: 'n' },
      ])
      .select();
    expect(status).toBe(201);
    expect(data).toEqual([
      { id: 1, name: 'bolt v2', qty: 11, note: 'merged' },
      { id: 30, name: 'new', qty: 1, note: 'n' },
    ]);
    const onlyUpdates = await c.anon.from('items').upsert({ id: 30, name: 'newer', qty: 2, note: 'n' }).select();
    expect(onlyUpdates.status).toBe(200);
  });

  it('upserts with ignore-duplicates: existing rows stay as they are', async () => {
    const { data, status } = await c.anon
      .from('items')
      .upsert(
        [
          { id: 2, name: 'ignored', qty: 0, note: 'x' },
          { id: 31, name: 'kept', qty: 5, note: 'k' },
        ],
        { ignoreDuplicates: true },
      )
      .select();
    expect(status).toBe(201);
    expect(data).toEqual([{ id: 31, name: 'kept', qty: 5, note: 'k' }]);
    const two = await c.service.from('items').select('name').eq('id', 2).single();
    expect(two.data).toEqual({ name: 'nut' });
  });

  it('upserts on another unique column with onConflict', async () => {
    const { data, error } = await c.anon.from('brands').upsert({ id: 1, name: 'Acme', country: 'CA' }, { onConflict: 'name' }).select();
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, name: 'Acme', country: 'CA' }]);
  });

  it('sends Preference-Applied for the preferences it honoured', async () => {
    const res = await c.fetch('/items?on_conflict=id', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'resolution=merge-duplicates, return=representation, count=exact' },
      body: JSON.stringify({ id: 40, name: 'p', qty: 1, note: 'n' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=representation, count=exact');
    expect(res.headers.get('content-range')).toBe('*/1');
    expect(await res.json()).toEqual([{ id: 40, name: 'p', qty: 1, note: 'n' }]);
  });

  it('updates with filters: 204 by default, 200 and rows with select()', async () => {
    const plain = await c.anon.from('items').update({ note: 'bulk' }).gte('id', 20).lte('id', 21);
    expect({ status: plain.status, data: plain.data }).toEqual({ status: 204, data: null });
    const { data, status } = await c.anon.from('items').update({ qty: 99 }).eq('id', 20).select('id, qty, note');
    expect({ data, status }).toEqual({ data: [{ id: 20, qty: 99, note: 'bulk' }], status: 200 });
    const res = await c.fetch('/items?id=in.(20,21)', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Prefer: 'count=exact' },
      body: '{"note":"again"}',
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('content-range')).toBe('0-1/2');
  });

  it('deletes with filters and returns the deleted rows with select()', async () => {
    const { data, status } = await c.anon.from('items').delete().eq('id', 31).select('id, name');
    expect({ data, status }).toEqual({ data: [{ id: 31, name: 'kept' }], status: 200 });
    const plain = await c.anon.from('items').delete().eq('id', 30);
    expect(plain.status).toBe(204);
  });

  it('upserts one row with PUT by its primary key', async () => {
    const res = await c.fetch('/items?id=eq.50', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ id: 50, name: 'put', qty: 1, note: 'p' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ id: 50, name: 'put', qty: 1, note: 'p' }]);
    const again = await c.fetch('/items?id=eq.50', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 50, name: 'put2', qty: 2, note: 'q' }),
    });
    expect(again.status).toBe(204);
    const mismatch = await c.fetch('/items?id=eq.50', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 51, name: 'x', qty: 1 }),
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toEqual({
      code: 'PGRST115',
      message: 'Payload values do not match URL in primary key column(s)',
      details: null,
      hint: null,
    });
    const notPk = await c.fetch('/items?name=eq.x', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{"id":1}' });
    expect(notPk.status).toBe(405);
    expect((await notPk.json()).code).toBe('PGRST105');
  });

  it('rolls back with Prefer: tx=rollback but still answers with the rows', async () => {
    const res = await c.fetch('/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation, tx=rollback' },
      body: JSON.stringify({ id: 60, name: 'ghost', qty: 1, note: 'g' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ id: 60, name: 'ghost', qty: 1, note: 'g' }]);
    const { data } = await c.service.from('items').select('id').eq('id', 60);
    expect(data).toEqual([]);
  });

  it('returns a Location header with return=headers-only', async () => {
    const res = await c.fetch('/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
      body: JSON.stringify({ id: 61, name: 'loc', qty: 1 }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('/items?id=eq.61');
  });

  it('inserts CSV bodies, NULL meaning null', async () => {
    const res = await c.fetch('/items', {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Prefer: 'return=representation' },
      body: 'id,name,qty,note\n70,"comma, name",3,NULL\n71,plain,4,text',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([
      { id: 70, name: 'comma, name', qty: 3, note: null },
      { id: 71, name: 'plain', qty: 4, note: 'text' },
    ]);
  });

  it('rolls the whole write back when single() sees several rows', async () => {
    const { error, status } = await c.anon.from('items').update({ note: 'single?' }).in('id', [70, 71]).select().single();
    expect(status).toBe(406);
    expect(errorBody(error)).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 2 rows',
      hint: null,
    });
    const { data } = await c.service.from('items').select('note').in('id', [70, 71]).order('id');
    expect(data).toEqual([{ note: null }, { note: 'text' }]);
  });

  it('enforces max-affected with handling=strict', async () => {
    // supabase-js types maxAffected() only for clients typed against PostgREST 13; the request it sends is the same.
    type WithMaxAffected = { maxAffected(rows: number): PromiseLike<{ error: { code: string } | null; status: number }> };
    const query = c.anon.from('items').delete().in('id', [70, 71]) as unknown as WithMaxAffected;
    const { error, status } = await query.maxAffected(1);
    expect(status).toBe(400);
    expect(errorBody(error)).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 2 rows',
      hint: null,
    });
    expect((await c.service.from('items').select('id').in('id', [70, 71])).data).toHaveLength(2);
  });

  it('answers 409 for duplicate keys and broken foreign keys', async () => {
    const dup = await c.anon.from('items').insert({ id: 2, name: 'dup' });
    expect(dup.status).toBe(409);
    expect(errorBody(dup.error)).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "items_pkey"',
      details: 'Key (id)=(2) already exists.',
      hint: null,
    });
    const fk = await c.anon.from('manuals').insert({ title: 'x', brand_id: 999 });
    expect(fk.status).toBe(409);
    expect(errorBody(fk.error)).toEqual({
      code: '23503',
      message: 'insert or update on table "manuals" violates foreign key constraint "manuals_brand_id_fkey"',
      details: 'Key (brand_id)=(999) is not present in table "brands".',
      hint: null,
    });
  });

  it('answers PGRST204 for an unknown column in a write', async () => {
    const { error, status } = await c.anon.from('items').insert({ id: 80, nope: 1 });
    expect(status).toBe(400);
    expect(errorBody(error)).toEqual({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'items' in the schema cache",
      details: null,
      hint: null,
    });
  });

  it('answers PGRST102 for bodies that are not JSON or whose objects differ', async () => {
    const bad = await c.fetch('/items', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"id":' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
    const uneven = await c.fetch('/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '[{"id":90,"name":"a"},{"id":91}]',
    });
    expect(await uneven.json()).toEqual({ code: 'PGRST102', message: 'All object keys must match', details: null, hint: null });
  });

  it('leaves the table as the writes above made it', async () => {
    expect(await items()).toEqual([
      { id: 1, name: 'bolt v2', qty: 11, note: 'merged' },
      { id: 2, name: 'nut', qty: 20, note: 'second' },
      { id: 10, name: 'washer', qty: 7, note: 'none' },
      { id: 11, name: 'pin', qty: 7, note: 'none' },
      { id: 12, name: 'gear', qty: 7, note: 'none' },
      { id: 13, name: 'cog', qty: 1, note: 'none' },
      { id: 20, name: 'a', qty: 99, note: 'again' },
      { id: 21, name: 'b', qty: 3, note: 'again' },
      { id: 22, name: 'c', qty: 7, note: 'y' },
      { id: 23, name: 'd', qty: 4, note: 'none' },
      { id: 40, name: 'p', qty: 1, note: 'n' },
      { id: 50, name: 'put2', qty: 2, note: 'q' },
      { id: 61, name: 'loc', qty: 1, note: 'none' },
      { id: 70, name: 'comma, name', qty: 3, note: null },
      { id: 71, name: 'plain', qty: 4, note: 'text' },
    ]);
  });
});
