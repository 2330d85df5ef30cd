// The migrations the portal's server runs after the platform's: payments' tables, then the forklift site's.
import { paymentsMigrations } from '@kit/payments';
import type { Migration } from '@kit/platform';
import { forkliftMigrations } from '../migrations';

export function portalMigrations(): Migration[] {
  return [...paymentsMigrations(), ...forkliftMigrations()];
}
