import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db';
import { createTestDatabase, sqlMigration, testBackends, type TestDatabase } from '../../testing';
import { VisibilityChecker, type VisibilityIdentity } from './visibility';

const migrations = [
  sqlMigration(
    '0001_items.sql',
    `create table public.items (id int primary key, owner text, body text);
     grant select on public.items to anon;`,
  ),
];

const ANON: VisibilityIdentity = { role: 'anon', claims: {} };
const row = { id: 1, owner: 'a', body: 'x' };

describe.each(testBackends())('realtime visibility kept per table on %s', (backend) => {
  let test: TestDatabase;
  /** The checker's database, counting the full checks it asks for. */
  let counted: Queryable;
  let fullChecks = 0;
  const role = `rt_reader_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    test = await createTestDatabase(backend, migrations);
    counted = {
      query: (sql, params) => {
        if (sql.includes('visible_changes')) fullChecks++;
        return test.db.query(sql, params);
      },
      exec: (sql) => test.db.exec(sql),
    };
  });
  afterAll(async () => {
    for (const name of [role, `${role}_member`, `${role}_member_old`])
      await test?.db.exec(`drop owned by ${name}; drop role ${name}`).catch(() => undefined);
    await test?.drop();
  });

  const sees = (checker: VisibilityChecker) =>
    checker.check('public', 'items', [row], [], [ANON]).then((v) => ({
      live: v.visible[0]?.live,
      columns: v.columns.anon?.map((c) => c.name),
    }));

  it('answers again from what it kept until a GRANT, REVOKE, column, RLS or role change', async () => {
    const checker = new VisibilityChecker(counted);
    expect(await sees(checker)).toEqual({ live: [0], columns: ['id', 'owner', 'body'] });
    const afterFirst = fullChecks;
    expect(await sees(checker)).toEqual({ live: [0], columns: ['id', 'owner', 'body'] });
    expect(await sees(checker)).toEqual({ live: [0], columns: ['id', 'owner', 'body'] });
    expect(fullChecks).toBe(afterFirst);

    await test.db.exec('revoke select on public.items from anon; grant select (id, body) on public.items to anon');
    expect(await sees(checker)).toEqual({ live: [0], columns: ['id', 'body'] });

    await test.db.exec('alter table public.items add column extra text; grant select (extra) on public.items to anon');
    expect(await sees(checker)).toEqual({ live: [0], columns: ['id', 'body', 'extra'] });

    await test.db.exec('revoke select on public.items from anon');
    expect(await sees(checker)).toEqual({ live: [], columns: [] });

    // Privileges through a role's membership: granting and revoking the membership changes no table row.
    const member: VisibilityIdentity = { role: `${role}_member`, claims: {} };
    const memberSees = () => checker.check('public', 'items', [row], [], [member]).then((v) => v.visible[0]?.live);
    await test.db.exec(`create role ${role} nologin; create role ${member.role} nologin inherit; grant select on public.items to ${role}`);
    expect(await memberSees()).toEqual([]);
    await test.db.exec(`grant ${role} to ${member.role}`);
    expect(await memberSees()).toEqual([0]);
    const kept = fullChecks;
    expect(await memberSees()).toEqual([0]);
    expect(fullChecks).toBe(kept);
    await test.db.exec(`revoke ${role} from ${member.role}`);
    expect(await memberSees()).toEqual([]);
    await test.db.exec(`grant select on public.items to ${member.role}`);
    expect(await memberSees()).toEqual([0]);
    await test.db.exec(`alter role ${member.role} rename to ${member.role}_old`);
    expect(await memberSees()).toEqual([]);

    // Row level security: the rows decide, each time.
    await test.db.exec(
      `grant select on public.items to anon; alter table public.items enable row level security;
       create policy "a only" on public.items for select to anon using (owner = 'a')`,
    );
    expect(await sees(checker)).toEqual({ live: [], columns: ['id', 'owner', 'body', 'extra'] });
    const rowLevel = await checker.check('public', 'items', [row, { id: 2, owner: 'b', body: 'y' }], [], [ANON]);
    expect(rowLevel.visible[0]?.live).toEqual([]);
    await test.db.exec(`insert into public.items (id, owner, body) values (1, 'a', 'x'), (2, 'b', 'y')`);
    const inserted = await checker.check('public', 'items', [row, { id: 2, owner: 'b', body: 'y' }], [], [ANON]);
    expect(inserted.visible[0]?.live).toEqual([0]);

    await test.db.exec('alter table public.items disable row level security');
    expect((await checker.check('public', 'items', [row, { id: 2 }], [], [ANON])).visible[0]?.live).toEqual([0, 1]);
  });
});
