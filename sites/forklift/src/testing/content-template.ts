// Databases with the sample content already loaded, for the tests: on PGlite a copy of the sample template `npm start`
// uses (../sample-template), on PostgreSQL a template database (CREATE DATABASE … TEMPLATE) plus its storage folder,
// built once per template key.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '@kit/platform';
import type { TestBackend } from '@kit/platform/testing';
import { pgliteTemplate } from '../sample-template/pglite-template';
import { templateKey } from '../sample-template/template-key';

export interface LoadedDatabase {
  db: Database;
  /** The data directory to serve (its `storage` folder holds the sample files). */
  dataDir: string;
  /** Connection string (PostgreSQL only). */
  url?: string;
  drop(): Promise<void>;
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
        const { buildLoaded } = await import('../sample-template/build-loaded');
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
