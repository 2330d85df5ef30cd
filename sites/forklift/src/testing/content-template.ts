// Databases with the sample content already loaded, for `npm start` and the tests: built once per template key and
// cached — on PGlite a data directory (pgdata + storage) under the workspace's node_modules/.cache that each start or
// test copies; on PostgreSQL a template database (CREATE DATABASE … TEMPLATE) plus its storage folder.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '@kit/platform';
import type { TestBackend } from '@kit/platform/testing';
import { withDirLock } from './file-lock';
import { pruneStaleTemplates } from './prune-templates';
import { templateKey } from './template-key';

/**
 * Where PGlite templates live: beside the installed packages, so `npm ci` (which empties node_modules, then builds a
 * fresh one) is their lifetime — not the OS temp folder, whose cleaners remove old files one by one and would leave a
 * template with files missing.
 */
const TEMPLATE_CACHE = fileURLToPath(new URL('../../../../node_modules/.cache/kit-forklift-content', import.meta.url));

/** WAL segment files: 24 hex digits (timeline, log, segment). */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * Removes the WAL segments PostgreSQL pre-allocated past the one in use (`current`, read before the database closed),
 * keeping the next (the shutdown checkpoint may have crossed into it): they hold no data, PostgreSQL creates them again
 * when needed, and each is 16 MB for every start to copy.
 */
function dropPreallocatedWal(pgdata: string, current: string): void {
  if (!WAL_SEGMENT.test(current)) return;
  const wal = join(pgdata, 'pg_wal');
  const later = readdirSync(wal)
    .filter((name) => WAL_SEGMENT.test(name) && name > current)
    .sort();
  for (const name of later.slice(1)) rmSync(join(wal, name));
}

export interface LoadedDatabase {
  db: Database;
  /** The data directory to serve (its `storage` folder holds the sample files). */
  dataDir: string;
  /** Connection string (PostgreSQL only). */
  url?: string;
  drop(): Promise<void>;
}

async function pgliteTemplate(key: string): Promise<string> {
  const dir = join(TEMPLATE_CACHE, key);
  if (existsSync(dir)) return dir;
  mkdirSync(TEMPLATE_CACHE, { recursive: true });
  await withDirLock(`${dir}.lock`, async () => {
    if (existsSync(dir)) return;
    const building = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}`;
    mkdirSync(building, { recursive: true });
    // The builder (the generator, pdf-lib) loads only when a template is missing.
    const { buildLoaded } = await import('./build-loaded');
    const db = await openDatabase({ dataDir: building });
    let walFile = '';
    try {
      await buildLoaded(db, building);
      const { rows } = await db.query<{ file: string }>('select pg_walfile_name(pg_current_wal_lsn()) as file');
      walFile = rows[0]?.file ?? walFile;
    } finally {
      await db.close();
    }
    dropPreallocatedWal(join(building, 'pgdata'), walFile);
    renameSync(building, dir);
    pruneStaleTemplates(TEMPLATE_CACHE, key);
  });
  return dir;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates a database loaded with the content; returns its name and the storage folder to copy. */
async function postgresFromTemplate(key: string): Promise<{ name: string; storage: string }> {
  const server = new URL(process.env.TEST_DATABASE_URL ?? '');
  const template = `kit_forklift_tpl_${key}`;
  const storage = join(tmpdir(), `kit-forklift-content-${key}-pg-${server.hostname}-${server.port || '5432'}-storage`);
  const name = `kit_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(async (client) => {
    await client.query(`select pg_advisory_lock(hashtext('kit_forklift_template'))`);
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (!rowCount || !existsSync(storage)) {
        await client.query(`drop database if exists ${template} with (force)`);
        const building = `${template}_build`;
        await client.query(`drop database if exists ${building} with (force)`);
        await client.query(`create database ${building}`);
        const dataDir = mkdtempSync(join(tmpdir(), 'kit-forklift-build-'));
        const { buildLoaded } = await import('./build-loaded');
        const db = await openDatabase({ databaseUrl: databaseUrl(building), dataDir });
        try {
          await buildLoaded(db, dataDir);
        } finally {
          await db.close();
        }
        rmSync(storage, { recursive: true, force: true });
        renameSync(join(dataDir, 'storage'), storage);
        rmSync(dataDir, { recursive: true, force: true });
        await client.query(`alter database ${building} rename to ${template}`);
      }
      await client.query(`create database ${name} template ${template}`);
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('kit_forklift_template'))`);
    }
  });
  return { name, storage };
}

/**
 * The PGlite data directory (pgdata + storage) holding the portal's migrations and the sample content, built once per
 * template key (under a lock, so parallel processes build it once). `npm start` copies it into a fresh DATA_DIR.
 */
export function pgliteContentTemplate(): Promise<string> {
  return pgliteTemplate(templateKey());
}

/** A fresh database with the portal's migrations and the sample content loaded, from the cached template. */
export async function createLoadedDatabase(backend: TestBackend): Promise<LoadedDatabase> {
  const key = templateKey();
  const dataDir = mkdtempSync(join(tmpdir(), 'kit-forklift-test-'));
  if (backend === 'pglite') {
    cpSync(await pgliteTemplate(key), dataDir, { recursive: true });
    const db = await openDatabase({ dataDir });
    return {
      db,
      dataDir,
      async drop() {
        // Tolerates a database the test closed already (to hand its data directory to another process).
        await db.close().catch(() => undefined);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const { name, storage } = await postgresFromTemplate(key);
  cpSync(storage, join(dataDir, 'storage'), { recursive: true });
  const url = databaseUrl(name);
  const db = await openDatabase({ databaseUrl: url, dataDir, poolSize: 8 });
  return {
    db,
    dataDir,
    url,
    async drop() {
      await db.close().catch(() => undefined);
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
