// A fresh PGlite data folder starts from the sample content's template: the portal's migrations and the sample
// library already loaded, database and stored files (a data directory built once per version of the migrations and
// the generator, kept in node_modules/.cache and shared with the tests' fixture), copied in before the database opens.
// Generating the library takes tens of seconds, almost all of it PGlite maintaining the page indexes; a copy of the
// ~100 MB takes under one. The template is built by `npm ci`'s prepare step (or on first need), so only the first
// start after a change to the migrations or the generator generates it.
import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import type { PlatformConfig } from '@kit/platform';

/** True when the data folder was seeded from the template (an existing database, or PostgreSQL, is left alone). */
export async function seedFromSampleTemplate(config: Pick<PlatformConfig, 'dataDir' | 'databaseUrl' | 'sampleContent'>): Promise<boolean> {
  if (!config.sampleContent || config.databaseUrl !== undefined || existsSync(join(config.dataDir, 'pgdata'))) return false;
  const { pgliteContentTemplate } = await import('@kit/site-forklift/sample-template');
  // Files already in the folder (uploads kept from an earlier database) are left as they are.
  // Asynchronous: the copy runs on libuv's threads while this one checks the site's bundle.
  await cp(await pgliteContentTemplate(), config.dataDir, { recursive: true, force: false });
  return true;
}
