// A fresh PGlite data folder is seeded from the sample content's template; an existing database, PostgreSQL or
// SAMPLE_CONTENT=false are left alone. The server then finds the content loaded and serves it.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentIsEmpty } from '@kit/site-forklift';
import { openDatabase } from '@kit/platform';
import { seedFromSampleTemplate } from './sample-template';

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kit-seed-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('seedFromSampleTemplate', () => {
  it('leaves an existing database, PostgreSQL and SAMPLE_CONTENT=false alone', async () => {
    const existing = fresh();
    mkdirSync(join(existing, 'pgdata'));
    expect(await seedFromSampleTemplate({ dataDir: existing, sampleContent: true })).toBe(false);
    const postgres = fresh();
    expect(await seedFromSampleTemplate({ dataDir: postgres, databaseUrl: 'postgres://x/y', sampleContent: true })).toBe(false);
    expect(await seedFromSampleTemplate({ dataDir: postgres, sampleContent: false })).toBe(false);
    expect(existsSync(join(postgres, 'pgdata'))).toBe(false);
  });

  it('copies the loaded template into a fresh folder, keeping files already there', async () => {
    const dir = fresh();
    mkdirSync(join(dir, 'storage'));
    writeFileSync(join(dir, 'storage', 'kept.txt'), 'mine');
    expect(await seedFromSampleTemplate({ dataDir: dir, sampleContent: true })).toBe(true);
    expect(readFileSync(join(dir, 'storage', 'kept.txt'), 'utf8')).toBe('mine');
    // The template carries the WAL segment in use and at most the next, not the 16 MB ones PostgreSQL pre-allocated.
    expect(readdirSync(join(dir, 'pgdata', 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name)).length).toBeLessThanOrEqual(2);
    const db = await openDatabase({ dataDir: dir });
    try {
      expect(await contentIsEmpty(db)).toBe(false);
    } finally {
      await db.close();
    }
  }, 600_000);
});
