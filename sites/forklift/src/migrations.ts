// The forklift site's database migrations (source `site:forklift`), applied after the platform's and payments': the
// ordered table migrations of migrations/sql, then each feature's definitions (`<feature>/sql/*.sql`, one view or
// function a file), re-applied whenever a file changes.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDefinitionDirs, readMigrationDir, type Migration } from '@kit/platform';

const SOURCE = 'site:forklift';
const srcDir = fileURLToPath(new URL('.', import.meta.url));

export const forkliftMigrationsDir = join(srcDir, 'migrations', 'sql');

/** The `sql` folders of the site's features (`src/<feature>/sql`, `src/features/<feature>/sql`), in name order. */
export function forkliftDefinitionDirs(): string[] {
  const featureDirs = (parent: string) =>
    existsSync(parent)
      ? readdirSync(parent, { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && entry.name !== 'migrations')
          .map((entry) => join(parent, entry.name, 'sql'))
          .filter((dir) => existsSync(dir))
          .sort()
      : [];
  return [...featureDirs(srcDir), ...featureDirs(join(srcDir, 'features'))];
}

export function forkliftMigrations(): Migration[] {
  return [...readMigrationDir(SOURCE, forkliftMigrationsDir), ...readDefinitionDirs(SOURCE, srcDir, forkliftDefinitionDirs())];
}
