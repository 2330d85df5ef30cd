// Chooses the backend from configuration: a PostgreSQL server when DATABASE_URL is set, else PGlite in DATA_DIR.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';
import type { Database } from './types';

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgresDatabase({ connectionString: options.databaseUrl, max: options.poolSize });
  }
  const dir = join(options.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  return openPgliteDatabase({ dataDir: dir });
}
