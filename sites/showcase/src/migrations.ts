// The showcase's database migrations (source `site:showcase`), applied after the platform's, payments' and the role tables.
import { fileURLToPath } from 'node:url';
import { readMigrationDir, type Migration } from '@kit/platform';

export const showcaseMigrationsDir = fileURLToPath(new URL('./migrations/sql', import.meta.url));

export function showcaseMigrations(): Migration[] {
  return readMigrationDir('site:showcase', showcaseMigrationsDir);
}
