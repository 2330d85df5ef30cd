// The payments migrations (source `payments`), applied after the platform's and before the site's.
import { fileURLToPath } from 'node:url';
import { readMigrationDir, type Migration } from '@kit/platform';

export const paymentsMigrationsDir = fileURLToPath(new URL('./sql', import.meta.url));

export function paymentsMigrations(): Migration[] {
  return readMigrationDir('payments', paymentsMigrationsDir);
}
