// Fills a freshly migrated database with the sample content the way the server does: a platform on the data
// directory, files through its storage API as the service role, rows in one transaction.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { loadConfig, openPlatform, registerPlatform, type Database } from '@kit/platform';
import { loadSampleContent, storageApiUploader } from '../content';
import { portalMigrations } from '../content/portal-migrations';

/** The build's own platform signs only the service-role key it uploads with; nothing signed outlives the build. */
const buildSecret = () => randomBytes(32).toString('hex');

export async function buildLoaded(db: Database, dataDir: string): Promise<void> {
  const app = Fastify({ logger: false });
  try {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: buildSecret(), PORT: '0' });
    const ctx = await openPlatform({ config, log: app.log, db, siteMigrations: portalMigrations() });
    await registerPlatform(app, ctx);
    await app.ready();
    await loadSampleContent(db, storageApiUploader(app, ctx.keys.serviceRoleKey));
  } finally {
    await app.close();
  }
}
