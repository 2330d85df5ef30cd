// Which site the server mounts (`SITE`) and its migrations: the showcase, which also stands in for the forklift portal until it has pages.
import type { Migration } from '@kit/platform';
import type { SitePublication } from '@kit/publisher';
import { showcaseMigrations, showcasePublication } from '@kit/site-showcase';

export const SITE_NAMES = ['forklift', 'showcase'] as const;

function checkName(name: string): void {
  if (!(SITE_NAMES as readonly string[]).includes(name)) {
    throw new Error(`Unknown SITE "${name}"; expected one of ${SITE_NAMES.join(', ')}.`);
  }
}

export function sitePublication(name: string): SitePublication {
  checkName(name);
  return showcasePublication();
}

/** The site's own migrations (after the platform's, payments' and the role tables every site gets). */
export function siteMigrations(name: string): Migration[] {
  checkName(name);
  return showcaseMigrations();
}
