// The forklift site's database migrations (source `site:forklift`), applied after the platform's and payments'.
import { fileURLToPath } from 'node:url';
import { readMigrationDir, type Migration } from '@kit/platform';

export const forkliftMigrationsDir = fileURLToPath(new URL('./migrations/sql', import.meta.url));

export function forkliftMigrations(): Migration[] {
  return readMigrationDir('site:forklift', forkliftMigrationsDir);
}
