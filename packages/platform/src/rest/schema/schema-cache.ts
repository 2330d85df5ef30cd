// Holds the current schema cache and reloads it on `NOTIFY pgrst, 'reload schema'`, as PostgREST does.
import type { Database } from '../../db';
import { loadSchemaCache } from './load-schema';
import type { SchemaCache } from './schema-types';

export interface SchemaCacheHolder {
  current(): SchemaCache;
  reload(): Promise<void>;
  close(): Promise<void>;
}

export interface SchemaCacheOptions {
  schemas: readonly string[];
  onError?: (error: unknown) => void;
}

export async function openSchemaCache(db: Database, options: SchemaCacheOptions): Promise<SchemaCacheHolder> {
  let cache = await loadSchemaCache(db, options.schemas);
  let pending: Promise<void> | undefined;
  let again = false;

  async function reload(): Promise<void> {
    if (pending) {
      // A reload asked for while one runs must see the later catalog: run once more afterwards.
      again = true;
      return pending;
    }
    pending = (async () => {
      try {
        do {
          again = false;
          cache = await loadSchemaCache(db, options.schemas);
        } while (again);
      } catch (error) {
        options.onError?.(error);
      } finally {
        pending = undefined;
      }
    })();
    return pending;
  }

  const stop = await db.listen('pgrst', (payload) => {
    const command = payload.trim();
    if (command === '' || command === 'reload schema') void reload();
  });

  return {
    current: () => cache,
    reload,
    async close() {
      await stop();
    },
  };
}
