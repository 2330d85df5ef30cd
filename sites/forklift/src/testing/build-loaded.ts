// Fills a freshly migrated database with the sample content the way the server does: a platform on the data
// directory, files through its storage API as the service role, rows in one transaction.
import Fastify from 'fastify';
import { loadConfig, openPlatform, registerPlatform, type Database } from '@kit/platform';
import { TEST_JWT_SECRET } from '@kit/platform/testing';
import { loadSampleContent, storageApiUploader } from '../content';
import { portalMigrations } from './template-key';

export async function buildLoaded(db: Database, dataDir: string): Promise<void> {
  const app = Fastify({ logger: false });
  try {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, PORT: '0' });
    const ctx = await openPlatform({ config, log: app.log, db, siteMigrations: portalMigrations() });
    await registerPlatform(app, ctx);
    await app.ready();
    await loadSampleContent(db, storageApiUploader(app, ctx.keys.serviceRoleKey));
  } finally {
    await app.close();
  }
}
