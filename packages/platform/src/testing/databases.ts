// Fresh databases for tests: PGlite from a cached migrated template, or a new database on TEST_DATABASE_URL's server.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPgliteDatabase, openPostgresDatabase, type Database } from '../db';
import { platformMigrations, runMigrations, type Migration } from '../migrations';

export type TestBackend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testBackends(): TestBackend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

function migrationsHash(migrations: readonly Migration[]): string {
  const hash = createHash('sha256');
  for (const m of migrations) hash.update(`${m.source}/${m.name}\0${m.sql}\0`);
  return hash.digest('hex').slice(0, 16);
}

// Creating and migrating PGlite takes seconds; loading a dumped data dir takes a fraction of that.
async function pgliteFromTemplate(migrations: readonly Migration[]): Promise<Database> {
  const file = join(tmpdir(), `kit-pglite-template-${migrationsHash(migrations)}.tar`);
  if (existsSync(file)) {
    const db = await openPgliteDatabase({ loadDataDir: new Blob([readFileSync(file)]) });
    return db;
  }
  const db = await openPgliteDatabase();
  await runMigrations(db, migrations);
  const tarball = await db.pglite.dumpDataDir('none');
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, file);
  return db;
}

export interface TestDatabase {
  db: Database;
  /** Connection string of the database (PostgreSQL only), for a second process or client. */
  url?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(backend: TestBackend, extra: readonly Migration[] = []): Promise<TestDatabase> {
  const migrations = [...platformMigrations(), ...extra];
  if (backend === 'pglite') {
    const db = await pgliteFromTemplate(migrations);
    await runMigrations(db, migrations);
    return { db, drop: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kit_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase({ connectionString: url.toString(), max: 8 });
  await runMigrations(db, migrations);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
