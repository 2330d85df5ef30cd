// Applies ordered SQL migration files once each, recording them in a table; safe to run twice or from two processes.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db';

export interface Migration {
  /** Where it comes from (`platform`, `site:forklift`); names are unique within a source. */
  source: string;
  name: string;
  sql: string;
}

export class MigrationError extends Error {
  readonly code = 'migration_failed';
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(`Migration ${migration} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationError';
  }
}

/** Reads `NNNN_name.sql` files from a folder, in file-name order. */
export function readMigrationDir(source: string, dir: string): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ source, name: file, sql: readFileSync(join(dir, file), 'utf8') }));
}

export const platformMigrationsDir = fileURLToPath(new URL('./sql', import.meta.url));

export function platformMigrations(): Migration[] {
  return readMigrationDir('platform', platformMigrationsDir);
}

function checksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

// Any fixed number: the lock only keeps two processes from migrating the same database at once.
const MIGRATION_LOCK_KEY = 7_411_202_611;

/** Applies every migration not yet recorded; returns the names it applied. */
export async function runMigrations(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`
      create schema if not exists _platform;
      create table if not exists _platform.migrations (
        source text not null,
        name text not null,
        checksum text not null,
        applied_at timestamptz not null default now(),
        primary key (source, name)
      );`);
    const { rows } = await tx.query<{ source: string; name: string }>('select source, name from _platform.migrations');
    const done = new Set(rows.map((row) => `${row.source}/${row.name}`));
    const applied: string[] = [];
    for (const migration of migrations) {
      const id = `${migration.source}/${migration.name}`;
      if (done.has(id)) continue;
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new MigrationError(id, error);
      }
      await tx.query('insert into _platform.migrations (source, name, checksum) values ($1, $2, $3)', [
        migration.source,
        migration.name,
        checksum(migration.sql),
      ]);
      applied.push(id);
    }
    if (applied.length > 0) await tx.query(`notify pgrst, 'reload schema'`);
    return applied;
  });
}
