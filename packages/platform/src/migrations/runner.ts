// Applies ordered SQL migration files once each, recording them in a table; safe to run twice or from two processes.
// Definitions (a view or function in one file, `create or replace`) are applied after every ordered migration, again
// whenever their text changes: the file is the live definition, not the last of a chain of migrations.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from '../db';

export interface Migration {
  /** Where it comes from (`platform`, `site:forklift`); names are unique within a source. */
  source: string;
  name: string;
  sql: string;
  /**
   * `definition`: one view or function, re-applied whenever its checksum changes, after all ordered migrations (in
   * the order given). Absent: an ordered migration, applied once.
   */
  kind?: 'definition';
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

/**
 * Reads definition files (`*.sql`, one view or function each) from folders, each folder's files in name order. Names
 * are the paths below `root`, so two features may each have a file of the same name.
 */
export function readDefinitionDirs(source: string, root: string, dirs: readonly string[]): Migration[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => ({
        source,
        name: relative(root, join(dir, file)).split(sep).join('/'),
        sql: readFileSync(join(dir, file), 'utf8'),
        kind: 'definition' as const,
      })),
  );
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

async function applyDefinitions(tx: Queryable, definitions: readonly Migration[]): Promise<string[]> {
  const { rows } = await tx.query<{ source: string; name: string; checksum: string }>(
    'select source, name, checksum from _platform.definitions',
  );
  const current = new Map(rows.map((row) => [`${row.source}/${row.name}`, row.checksum]));
  const changed = definitions.filter((definition) => current.get(`${definition.source}/${definition.name}`) !== checksum(definition.sql));
  if (changed.length === 0) return [];
  // Definitions may name each other in any order: a first pass creates them all without checking function bodies,
  // a second, checking, creates them again now that everything they name exists (a broken body fails the run there).
  await tx.query('set local check_function_bodies = off');
  for (const definition of changed) await execDefinition(tx, definition);
  await tx.query('set local check_function_bodies = on');
  for (const definition of changed) {
    await execDefinition(tx, definition);
    await tx.query(
      `insert into _platform.definitions (source, name, checksum) values ($1, $2, $3)
       on conflict (source, name) do update set checksum = excluded.checksum, applied_at = now()`,
      [definition.source, definition.name, checksum(definition.sql)],
    );
  }
  return changed.map((definition) => `${definition.source}/${definition.name}`);
}

async function execDefinition(tx: Queryable, definition: Migration): Promise<void> {
  try {
    await tx.exec(definition.sql);
  } catch (error) {
    throw new MigrationError(`${definition.source}/${definition.name}`, error);
  }
}

/** Applies every migration not yet recorded and every definition whose text changed; returns the names it applied. */
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
      );
      create table if not exists _platform.definitions (
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
      if (migration.kind === 'definition') continue;
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
    applied.push(
      ...(await applyDefinitions(
        tx,
        migrations.filter((migration) => migration.kind === 'definition'),
      )),
    );
    if (applied.length > 0) await tx.query(`notify pgrst, 'reload schema'`);
    return applied;
  });
}
