// Which site the server mounts (`SITE`): the showcase, which also stands in for the forklift portal until it has pages.
import type { SitePublication } from '@kit/publisher';
import { showcasePublication } from '@kit/site-showcase';

export const SITE_NAMES = ['forklift', 'showcase'] as const;

export function sitePublication(name: string): SitePublication {
  if (!(SITE_NAMES as readonly string[]).includes(name)) {
    throw new Error(`Unknown SITE "${name}"; expected one of ${SITE_NAMES.join(', ')}.`);
  }
  return showcasePublication();
}
