// Loads the forklift sample library at start when SAMPLE_CONTENT is true (the default) and the content tables are
// empty: rows in one transaction, files through the storage API as the service role. A start that finds sample
// manuals without their files (a load interrupted after its rows) stores those files again.
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '@kit/platform';
import { contentIsEmpty, loadSampleContent, missingSampleFiles, restoreSampleFiles, storageApiUploader } from '@kit/site-forklift';

export async function loadSampleContentOnStart(app: FastifyInstance, ctx: PlatformContext, enabled: boolean): Promise<void> {
  if (!enabled) return;
  const upload = storageApiUploader(app, ctx.keys.serviceRoleKey);
  if (!(await contentIsEmpty(ctx.db))) {
    const missing = await missingSampleFiles(ctx.db);
    if (missing.length > 0) app.log.info({ restored: await restoreSampleFiles(missing, upload) }, 'sample manual files restored');
    return;
  }
  app.log.info('loading the sample content (SAMPLE_CONTENT=true, empty database)');
  const report = await loadSampleContent(ctx.db, upload);
  app.log.info(report, report.loaded ? 'sample content loaded' : 'sample content was loaded by another process');
}
