// The sample content's PGlite template for `npm start` (and the tests' fixture, which copies the same one): a data
// directory (pgdata + storage) with the portal's migrations and the sample library loaded, built once per template
// key under the workspace's node_modules/.cache; each start copies it into a fresh DATA_DIR.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@kit/platform';
import { withDirLock } from './file-lock';
import { pruneStaleTemplates } from './prune-templates';
import { templateKey } from './template-key';

/**
 * Where PGlite templates live: beside the installed packages, so `npm ci` (which empties node_modules, then builds a
 * fresh one) is their lifetime — not the OS temp folder, whose cleaners remove old files one by one and would leave a
 * template with files missing.
 */
const TEMPLATE_CACHE = fileURLToPath(new URL('../../../../node_modules/.cache/kit-forklift-content', import.meta.url));

/** WAL segment files: 24 hex digits (timeline, log, segment). */
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * Removes the WAL segments PostgreSQL pre-allocated past the one in use (`current`, read before the database closed),
 * keeping the next (the shutdown checkpoint may have crossed into it): they hold no data, PostgreSQL creates them again
 * when needed, and each is 16 MB for every start to copy.
 */
function dropPreallocatedWal(pgdata: string, current: string): void {
  if (!WAL_SEGMENT.test(current)) return;
  const wal = join(pgdata, 'pg_wal');
  const later = readdirSync(wal)
    .filter((name) => WAL_SEGMENT.test(name) && name > current)
    .sort();
  for (const name of later.slice(1)) rmSync(join(wal, name));
}

/** The template for `key`, built under a lock when missing (parallel processes build it once). */
export async function pgliteTemplate(key: string): Promise<string> {
  const dir = join(TEMPLATE_CACHE, key);
  if (existsSync(dir)) return dir;
  mkdirSync(TEMPLATE_CACHE, { recursive: true });
  await withDirLock(`${dir}.lock`, async () => {
    if (existsSync(dir)) return;
    const building = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}`;
    mkdirSync(building, { recursive: true });
    // The builder (the generator, pdf-lib) loads only when a template is missing.
    const { buildLoaded } = await import('./build-loaded');
    const db = await openDatabase({ dataDir: building });
    let walFile = '';
    try {
      await buildLoaded(db, building);
      const { rows } = await db.query<{ file: string }>('select pg_walfile_name(pg_current_wal_lsn()) as file');
      walFile = rows[0]?.file ?? walFile;
    } finally {
      await db.close();
    }
    dropPreallocatedWal(join(building, 'pgdata'), walFile);
    renameSync(building, dir);
    pruneStaleTemplates(TEMPLATE_CACHE, key);
  });
  return dir;
}

/**
 * The PGlite data directory (pgdata + storage) holding the portal's migrations and the sample content, built once per
 * template key (under a lock, so parallel processes build it once). `npm start` copies it into a fresh DATA_DIR.
 */
export function pgliteContentTemplate(): Promise<string> {
  return pgliteTemplate(templateKey());
}
