// The forklift role tables: created once (and tolerated when already there), a user reads only their own role links.
import { runAs } from '@kit/platform';
import { createTestDatabase, testBackends, type TestDatabase } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalMigrations } from './content/portal-migrations';
import { forkliftMigrations } from './migrations';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe.each(testBackends())('forklift migrations on %s', (backend) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(backend, portalMigrations());
    await test.db.exec(`insert into auth.users (id, email) values ('${A}', 'a@example.com'), ('${B}', 'b@example.com');
      insert into public.custom_user_roles (user_id, role_id) select u, r.id from (values ('${A}'::uuid), ('${B}'::uuid)) v(u), public.roles r where r.name = 'c-monarch-premium';`);
  });
  afterAll(() => test?.drop());

  // The role tables and the content model are written to tolerate tables another source already made.
  it('runs the role and content migrations again over existing tables without error', async () => {
    const tolerant = forkliftMigrations().filter((migration) => /^000[12]_/.test(migration.name));
    expect(tolerant).toHaveLength(2);
    for (const migration of tolerant) await test.db.exec(migration.sql);
    const { rows } = await test.db.query<{ n: number }>('select count(*)::int as n from public.roles');
    expect(rows[0]?.n).toBe(8); // five brand roles, freemium, all-access, admin
  });

  it('lets a user read only their own role links, and write none', async () => {
    const claims = { sub: A, role: 'authenticated' };
    const rows = await runAs(
      test.db,
      { role: 'authenticated', claims },
      async (tx) =>
        (
          await tx.query<{ user_id: string; name: string }>(
            'select l.user_id, r.name from public.custom_user_roles l join public.roles r on r.id = l.role_id order by r.name',
          )
        ).rows,
    );
    expect(rows).toEqual([
      { user_id: A, name: 'c-monarch-premium' },
      { user_id: A, name: 'freemium' },
    ]);
    await expect(
      runAs(test.db, { role: 'authenticated', claims }, (tx) =>
        tx.query(`insert into public.custom_user_roles (user_id, role_id) select $1, id from public.roles limit 1`, [A]),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
