// Opens what the importer writes to, as the server does: the database from DATA_DIR or DATABASE_URL (migrated), and
// the platform's storage API (in-process, as the service role) for the files.
import Fastify from 'fastify';
import { openPlatform, registerPlatform, type Database, type PlatformConfig } from '@kit/platform';
import type { ManualUploader } from '../content/load-sample';
import { portalMigrations } from '../content/portal-migrations';
import { storageApiRemover, storageApiUploader } from '../content/storage-uploader';

export interface ImportTarget {
  db: Database;
  upload: ManualUploader;
  /** Removes a stored manual file (undoing the store of a new manual whose rows could not be written). */
  remove: (path: string) => Promise<void>;
  close(): Promise<void>;
}

export async function openImportTarget(config: PlatformConfig): Promise<ImportTarget> {
  const app = Fastify({ logger: false });
  const ctx = await openPlatform({ config, log: app.log, siteMigrations: portalMigrations() });
  try {
    await registerPlatform(app, ctx);
    await app.ready();
  } catch (error) {
    await app.close();
    await ctx.db.close();
    throw error;
  }
  return {
    db: ctx.db,
    upload: storageApiUploader(app, ctx.keys.serviceRoleKey),
    remove: storageApiRemover(app, ctx.keys.serviceRoleKey),
    async close() {
      await app.close();
      await ctx.db.close();
    },
  };
}
