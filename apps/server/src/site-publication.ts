// Which site the server mounts (`SITE`) and its migrations: the forklift portal (the default) or the showcase.
import type { Database, Migration } from '@kit/platform';
import type { SitePublication } from '@kit/publisher';
import { forkliftPublication } from '@kit/site-forklift';
import { showcaseMigrations, showcasePublication } from '@kit/site-showcase';

export const SITE_NAMES = ['forklift', 'showcase'] as const;
export const DEFAULT_SITE = 'forklift';

function checkName(name: string): void {
  if (!(SITE_NAMES as readonly string[]).includes(name)) {
    throw new Error(`Unknown SITE "${name}"; expected one of ${SITE_NAMES.join(', ')}.`);
  }
}

export interface SiteServices {
  /** The server's database, once open (the portal reads its catalogue from it). */
  db: () => Database | Promise<Database>;
}

export function sitePublication(name: string, services?: SiteServices): SitePublication {
  checkName(name);
  if (name === 'showcase') return showcasePublication();
  return forkliftPublication({ db: services?.db ?? (() => Promise.reject(new Error('The portal needs the server database.'))) });
}

/**
 * The site's own migrations (after the platform's, payments' and the role tables every site gets). The forklift
 * migrations run for every site (createServer applies them), so the portal adds none here.
 */
export function siteMigrations(name: string): Migration[] {
  checkName(name);
  return name === 'showcase' ? showcaseMigrations() : [];
}
