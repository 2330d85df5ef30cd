// Conformance: row-level security and grants decide what anon and signed-in users see and change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../testing';
import { ALICE, BOB, errorBody, startConformance, type Conformance } from './fixture';

describe.each(testBackends())('/rest/v1 row-level security on %s', (backend) => {
  let c: Conformance;
  beforeAll(async () => {
    c = await startConformance(backend);
  });
  afterAll(() => c?.close());

  it('shows anon only the public rows', async () => {
    const { data } = await c.anon.from('notes').select('body').order('id');
    expect(data).toEqual([{ body: 'alice public' }, { body: 'bob public' }]);
  });

  it('shows a signed-in user the public rows and their own', async () => {
    const alice = await c.as(ALICE);
    const { data } = await alice.from('notes').select('body').order('id');
    expect(data).toEqual([{ body: 'alice public' }, { body: 'alice private' }, { body: 'bob public' }]);
  });

  it('shows the service role everything', async () => {
    const { count } = await c.service.from('notes').select('*', { count: 'exact', head: true });
    expect(count).toBe(4);
  });

  it('refuses an anonymous insert with 401 and 42501', async () => {
    const { error, status } = await c.anon.from('notes').insert({ body: 'anon', owner_id: ALICE });
    expect(status).toBe(401);
    expect(errorBody(error)).toEqual({
      code: '42501',
      message: 'new row violates row-level security policy for table "notes"',
      details: null,
      hint: null,
    });
  });

  it('refuses an insert for another user with 403', async () => {
    const alice = await c.as(ALICE);
    const { error, status } = await alice.from('notes').insert({ body: 'forged', owner_id: BOB });
    expect(status).toBe(403);
    expect(errorBody(error)).toEqual({
      code: '42501',
      message: 'new row violates row-level security policy for table "notes"',
      details: null,
      hint: null,
    });
  });

  it('lets a user insert their own row, owner from auth.uid()', async () => {
    const alice = await c.as(ALICE);
    const { data, status } = await alice.from('notes').insert({ body: 'alice new' }).select('owner_id, body, is_public').single();
    expect({ data, status }).toEqual({ data: { owner_id: ALICE, body: 'alice new', is_public: false }, status: 201 });
  });

  it("changes nothing of another user's rows on update or delete", async () => {
    const alice = await c.as(ALICE);
    const updated = await alice.from('notes').update({ body: 'hacked' }).eq('body', 'bob public').select();
    expect({ data: updated.data, status: updated.status }).toEqual({ data: [], status: 200 });
    const deleted = await alice.from('notes').delete().eq('body', 'bob private').select();
    expect(deleted.data).toEqual([]);
    const { data } = await c.service.from('notes').select('body').eq('owner_id', BOB).order('id');
    expect(data).toEqual([{ body: 'bob public' }, { body: 'bob private' }]);
  });

  it('answers 401 for anon and 403 for a user on a table without grants', async () => {
    const anon = await c.anon.from('secrets').select('*');
    expect(anon.status).toBe(401);
    expect(errorBody(anon.error)).toEqual({ code: '42501', message: 'permission denied for table secrets', details: null, hint: null });
    const alice = await c.as(ALICE);
    expect((await alice.from('secrets').select('*')).status).toBe(403);
    expect((await c.service.from('secrets').select('value')).data).toEqual([{ value: 'hidden' }]);
  });

  it('sends WWW-Authenticate with a 401 from the database', async () => {
    const res = await c.fetch('/secrets');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });
});
