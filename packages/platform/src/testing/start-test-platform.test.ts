import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../db';
import { sqlMigration, startTestPlatform, testBackends, type TestPlatform } from '.';

describe.each(testBackends())('test platform on %s', (backend) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({
      backend,
      migrations: [sqlMigration('0001_notes.sql', 'create table public.notes (id serial primary key, body text not null);')],
    });
  });
  afterAll(() => platform?.close());

  it('runs queries under the caller role with its claims', async () => {
    const sub = '00000000-0000-4000-8000-000000000001';
    const row = await runAs(platform.db, { role: 'authenticated', claims: { sub, role: 'authenticated' } }, async (tx) => {
      const { rows } = await tx.query<{ role: string; uid: string; jwt_role: string }>(
        'select current_user as role, auth.uid()::text as uid, auth.role() as jwt_role',
      );
      return rows[0];
    });
    expect(row).toEqual({ role: 'authenticated', uid: sub, jwt_role: 'authenticated' });
  });

  it('gives anon a null uid and the default privileges on new tables', async () => {
    const row = await runAs(platform.db, { role: 'anon', claims: { role: 'anon' } }, async (tx) => {
      await tx.query(`insert into public.notes (body) values ('hello')`);
      const { rows } = await tx.query<{ uid: string | null; n: number }>('select auth.uid() as uid, count(*)::int as n from public.notes');
      return rows[0];
    });
    expect(row).toEqual({ uid: null, n: 1 });
  });

  it('rolls back a failed transaction', async () => {
    await expect(
      platform.db.transaction(async (tx) => {
        await tx.query(`insert into public.notes (body) values ('lost')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await platform.db.query<{ n: number }>(`select count(*)::int as n from public.notes where body = 'lost'`);
    expect(rows[0]?.n).toBe(0);
  });
});
