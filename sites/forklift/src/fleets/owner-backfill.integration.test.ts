// Migration 0140 on a database with organizations made before owners existed: each gets exactly one owner — its
// creator while still a manager, else its longest-standing manager — and every other member keeps their role.
import { createTestDatabase, testBackends, type TestDatabase } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalMigrations } from '../content/portal-migrations';

const ROLES_MIGRATION = '0140_fleet_owner_viewer_roles.sql';
const user = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const org = (n: number) => `10000000-0000-4000-8000-00000000000${n}`;

describe.each(testBackends())('the owner backfill of migration 0140 on %s', (backend) => {
  let test: TestDatabase;
  const all = portalMigrations();
  const roles = all.find((migration) => migration.name.endsWith(ROLES_MIGRATION));

  beforeAll(async () => {
    // The ordered migrations before 0140 (the live definitions name its functions; they come after it).
    const before = all.filter((migration) => migration.kind !== 'definition' && (migration.name.split('/').pop() ?? '') < ROLES_MIGRATION);
    test = await createTestDatabase(backend, before);
    await test.db.exec(`
      insert into auth.users (id, email) select ('00000000-0000-4000-8000-00000000000' || n)::uuid, 'u' || n || '@example.com'
        from generate_series(1, 7) n;
      insert into public.fleet_organizations (id, name, created_by) values
        ('${org(1)}', 'Creator still manager', '${user(1)}'),
        ('${org(2)}', 'Creator now technician', '${user(3)}'),
        ('${org(3)}', 'Creator gone', null);
      insert into public.fleet_members (organization_id, user_id, role, email, joined_at) values
        ('${org(1)}', '${user(2)}', 'manager', 'u2@example.com', '2025-01-01'),
        ('${org(1)}', '${user(1)}', 'manager', 'u1@example.com', '2025-02-01'),
        ('${org(1)}', '${user(4)}', 'technician', 'u4@example.com', '2025-03-01'),
        ('${org(2)}', '${user(3)}', 'technician', 'u3@example.com', '2025-01-01'),
        ('${org(2)}', '${user(5)}', 'manager', 'u5@example.com', '2025-04-01'),
        ('${org(2)}', '${user(6)}', 'manager', 'u6@example.com', '2025-03-01'),
        ('${org(3)}', '${user(7)}', 'manager', 'u7@example.com', '2025-01-01');`);
  }, 240_000);
  afterAll(() => test?.drop());

  it('makes one owner per organization and keeps every other role', async () => {
    expect(roles).toBeDefined();
    await test.db.exec(roles?.sql ?? '');
    const { rows } = await test.db.query<{ organization_id: string; user_id: string; role: string }>(
      `select organization_id, user_id, role from public.fleet_members order by organization_id, user_id`,
    );
    expect(rows).toEqual([
      { organization_id: org(1), user_id: user(1), role: 'owner' },
      { organization_id: org(1), user_id: user(2), role: 'manager' },
      { organization_id: org(1), user_id: user(4), role: 'technician' },
      { organization_id: org(2), user_id: user(3), role: 'technician' },
      { organization_id: org(2), user_id: user(5), role: 'manager' },
      { organization_id: org(2), user_id: user(6), role: 'owner' },
      { organization_id: org(3), user_id: user(7), role: 'owner' },
    ]);
    // Run again (as a re-applied migration would be): nothing changes, and the last owner stays.
    await test.db.exec(roles?.sql ?? '');
    expect((await test.db.query(`select count(*)::int as n from public.fleet_members where role = 'owner'`)).rows).toEqual([{ n: 3 }]);
    await expect(test.db.query(`delete from public.fleet_members where user_id = $1`, [user(7)])).rejects.toThrow(/at least one owner/);
  });
});
