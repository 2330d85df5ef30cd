// Runs storage SQL as the caller (so row-level security decides) or as the platform, and maps database errors.
import { queryAs, runAs, type Queryable } from '../db';
import type { StorageCaller } from './caller';
import { StorageError, storageErrors } from './errors';
import type { StorageDeps } from './storage-deps';

// The storage tables refuse deletes unless this is set: only the storage API may orphan files.
const ALLOW_DELETE = { 'storage.allow_delete_query': 'true' };

interface DatabaseErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
}

/** The storage server's reading of PostgreSQL errors (`src/storage/database/errors.ts`). */
export function mapDatabaseError(error: unknown): unknown {
  if (error instanceof StorageError || typeof error !== 'object' || error === null) return error;
  const { code, message, detail } = error as DatabaseErrorLike;
  const text = typeof message === 'string' ? message : '';
  switch (code) {
    case '42501':
      return storageErrors.accessDenied(text.includes('row-level security') ? 'new row violates row-level security policy' : text);
    case '23505':
      return storageErrors.resourceAlreadyExists();
    case '23503':
      return typeof detail === 'string' && detail.includes('is still referenced')
        ? storageErrors.resourceReferenced()
        : new StorageError('InvalidRequest', 'The related resource does not exist', { status: 404 });
    case '57014':
      return storageErrors.databaseTimeout(error);
    case '22P02':
    case '22023':
    case '22001':
      return storageErrors.invalidParameter('value', text || 'Invalid value format or type conversion failed');
    default:
      return error;
  }
}

async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw mapDatabaseError(error);
  }
}

export interface SqlOptions {
  /** Lets the transaction delete rows of storage.objects / storage.buckets. */
  allowDelete?: boolean;
}

/** One transaction under the caller's role and claims. */
export function asCaller<T>(
  deps: StorageDeps,
  caller: StorageCaller,
  fn: (tx: Queryable) => Promise<T>,
  options: SqlOptions = {},
): Promise<T> {
  return mapped(() => runAs(deps.ctx.db, caller.identity, fn, options.allowDelete ? { settings: ALLOW_DELETE } : {}));
}

/** One transaction as the platform itself (no row-level security), as the storage server's super user. */
export function asService<T>(deps: StorageDeps, fn: (tx: Queryable) => Promise<T>, options: SqlOptions = {}): Promise<T> {
  return mapped(() =>
    deps.ctx.db.transaction(async (tx) => {
      if (options.allowDelete) await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
      return fn(tx);
    }),
  );
}

/** A read of one statement as the platform, outside any transaction (one round trip). */
export function readAsService<T>(deps: StorageDeps, fn: (db: Queryable) => Promise<T>): Promise<T> {
  return mapped(() => fn(deps.ctx.db));
}

/**
 * A read whose `fn` runs exactly one statement, as the caller, in one round trip (`queryAs`: the identity travels
 * with the statement, prepared per connection), the hot path of downloads; the service role reads directly.
 */
export function readOneAsCaller<T>(deps: StorageDeps, caller: StorageCaller, fn: (db: Queryable) => Promise<T>): Promise<T> {
  if (caller.identity.role === 'service_role') return readAsService(deps, fn);
  const db: Queryable = {
    query: (sql, params = []) => queryAs(deps.ctx.db, caller.identity, sql, params, { prepare: true }),
    exec: () => Promise.reject(new Error('readOneAsCaller runs one statement')),
  };
  return mapped(() => fn(db));
}

/** A read as the caller: one statement directly for the service role (it bypasses row-level security anyway). */
export function readAsCaller<T>(deps: StorageDeps, caller: StorageCaller, fn: (db: Queryable) => Promise<T>): Promise<T> {
  return caller.identity.role === 'service_role' ? readAsService(deps, fn) : asCaller(deps, caller, fn);
}

class Rollback extends Error {}

/** Runs writes as the caller and rolls them back: throws what the database refused (RLS, duplicates), else nothing. */
export async function testPermission(
  deps: StorageDeps,
  caller: StorageCaller | undefined,
  fn: (tx: Queryable) => Promise<unknown>,
): Promise<void> {
  const rollback = new Rollback('rollback');
  const attempt = async (tx: Queryable) => {
    await fn(tx);
    throw rollback;
  };
  try {
    if (caller) await asCaller(deps, caller, attempt);
    else await asService(deps, attempt);
  } catch (error) {
    if (error !== rollback) throw error;
  }
}
