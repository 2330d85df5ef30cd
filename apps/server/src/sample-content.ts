// Loads the forklift sample library at start when SAMPLE_CONTENT is true (the default) and the content tables are
// empty: files through the storage API as the service role, rows in one transaction.
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '@kit/platform';
import { contentIsEmpty, loadSampleContent, storageApiUploader } from '@kit/site-forklift';

export async function loadSampleContentOnStart(app: FastifyInstance, ctx: PlatformContext, enabled: boolean): Promise<void> {
  if (!enabled || !(await contentIsEmpty(ctx.db))) return;
  app.log.info('loading the sample content (SAMPLE_CONTENT=true, empty database)');
  const report = await loadSampleContent(ctx.db, storageApiUploader(app, ctx.keys.serviceRoleKey));
  app.log.info(report, report.loaded ? 'sample content loaded' : 'sample content was loaded by another process');
}
