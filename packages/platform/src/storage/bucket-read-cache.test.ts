// The download's bucket cache: one query per bucket per second, never a cached "missing", forgotten on change.
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db';
import { BUCKET_READ_TTL_MS, forgetBucket, readBucket } from './bucket-read-cache';

function fakeDb(rows: Record<string, { public: boolean }>) {
  let queries = 0;
  const db = {
    async query(_sql: string, params: unknown[]) {
      queries += 1;
      const row = rows[String(params[0])];
      return { rows: row ? [{ id: params[0], name: params[0], ...row }] : [], rowCount: row ? 1 : 0 };
    },
  } as unknown as Queryable;
  return { db, count: () => queries };
}

describe('bucket read cache', () => {
  it('answers repeated reads from one query until the entry is a second old', async () => {
    const owner = {};
    const { db, count } = fakeDb({ manuals: { public: false } });
    let now = 0;
    await readBucket(owner, db, 'manuals', () => now);
    await readBucket(owner, db, 'manuals', () => now);
    expect(count()).toBe(1);
    now = BUCKET_READ_TTL_MS + 1;
    expect(await readBucket(owner, db, 'manuals', () => now)).toMatchObject({ public: false });
    expect(count()).toBe(2);
  });

  it('never caches a missing bucket and forgets a changed one', async () => {
    const owner = {};
    const rows: Record<string, { public: boolean }> = {};
    const { db, count } = fakeDb(rows);
    expect(await readBucket(owner, db, 'new')).toBeUndefined();
    rows.new = { public: false };
    expect(await readBucket(owner, db, 'new')).toMatchObject({ public: false });
    rows.new = { public: true };
    forgetBucket(owner, 'new');
    expect(await readBucket(owner, db, 'new')).toMatchObject({ public: true });
    expect(count()).toBe(3);
  });
});
