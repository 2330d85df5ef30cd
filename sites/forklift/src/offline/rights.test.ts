// Saved premium content follows the account at every start: kept while the server still opens it, deleted when the
// plan ended (online) or the member signed out or another account signed in (offline too); free content stays with
// its account; a failed check keeps the copy until the next start.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openOfflineDb } from './offline-db';
import { enforceOfflineRights } from './rights';
import { storeSavedManual } from './save-manual';
import { TEST_BRAND, TEST_CODES, TEST_PAGES, TEST_USER, testManual } from './offline-test-data';

async function saved() {
  const db = await openOfflineDb(`rights-${Date.now()}-${Math.random()}`);
  await storeSavedManual(db, testManual(), TEST_PAGES, TEST_BRAND, TEST_CODES);
  await storeSavedManual(db, testManual({ id: 'free-manual', tier: 'free' }), [], TEST_BRAND, []);
  return db;
}

describe('offline rights', () => {
  it('keeps premium content while the server opens it', async () => {
    const db = await saved();
    expect(await enforceOfflineRights({ db, userId: TEST_USER, online: true, stillReadable: async () => true })).toBe(0);
    expect(await db.count('manuals')).toBe(2);
  });

  it('deletes a premium manual, its pages and its codes when the plan ended', async () => {
    const db = await saved();
    expect(await enforceOfflineRights({ db, userId: TEST_USER, online: true, stillReadable: async () => false })).toBe(1);
    expect((await db.getAll('manuals')).map((m) => m.id)).toEqual(['free-manual']);
    expect(await db.get('pages', testManual().id)).toBeUndefined();
    expect(await db.count('codes')).toBe(0);
  });

  it('deletes premium content offline when the member signed out, or another account is signed in', async () => {
    for (const userId of [null, 'someone-else']) {
      const db = await saved();
      expect(await enforceOfflineRights({ db, userId, online: false })).toBe(1);
      expect(await db.get('manuals', testManual().id)).toBeUndefined();
    }
  });

  it('deletes a premium copy past the end of the paid access known at saving, offline', async () => {
    const db = await openOfflineDb(`rights-until-${Date.now()}`);
    await storeSavedManual(db, testManual({ accessUntil: '2026-12-31T00:00:00.000Z' }), TEST_PAGES, TEST_BRAND, TEST_CODES);
    const before = Date.parse('2026-12-30T00:00:00Z');
    expect(await enforceOfflineRights({ db, userId: TEST_USER, online: false, now: before })).toBe(0);
    expect(await enforceOfflineRights({ db, userId: TEST_USER, online: false, now: Date.parse('2027-01-01T00:00:00Z') })).toBe(1);
    expect(await db.count('manuals')).toBe(0);
  });

  it('keeps the copy when the check cannot be made (the network failed)', async () => {
    const db = await saved();
    const failing = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await enforceOfflineRights({ db, userId: TEST_USER, online: true, stillReadable: failing })).toBe(0);
    expect(await db.count('manuals')).toBe(2);
  });
});
