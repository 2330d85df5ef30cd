// A fresh PGlite data folder starts from the sample content's template: the portal's migrations and the sample
// library already loaded (a data directory built once per version of the migrations and the generator, shared with
// the tests' fixture), copied in before the database opens. Generating the library takes tens of seconds, almost all
// of it PGlite maintaining the page indexes; a copy takes about one. The template is built on first need (and by
// `npm ci`'s prepare step), so the first start of a new content version generates it once.
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PlatformConfig } from '@kit/platform';

/** True when the data folder was seeded from the template (an existing database, or PostgreSQL, is left alone). */
export async function seedFromSampleTemplate(config: Pick<PlatformConfig, 'dataDir' | 'databaseUrl' | 'sampleContent'>): Promise<boolean> {
  if (!config.sampleContent || config.databaseUrl !== undefined || existsSync(join(config.dataDir, 'pgdata'))) return false;
  const { pgliteContentTemplate } = await import('@kit/site-forklift/content-template');
  // Files already in the folder (uploads kept from an earlier database) are left as they are.
  cpSync(await pgliteContentTemplate(), config.dataDir, { recursive: true, force: false });
  return true;
}
