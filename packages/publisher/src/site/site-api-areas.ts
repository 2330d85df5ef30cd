/**
 * The site's JSON areas, declared like the platform's: page data (`/data`), static collections (`/collections`) and
 * server data sets (`/ww`). The server mounts them from its one list of areas; the site's pages, assets, SEO files
 * and service worker (`registerSiteRoutes`) are mounted after every area.
 */
import type { ApiAreaDeclaration } from '@kit/platform';
import { createSiteAccess } from './access';
import { registerCollectionRoutes } from './collection-routes';
import { DATA_SET_BODY_LIMIT } from './data-set-query';
import { registerDataSetRoutes } from './data-set-routes';
import { registerPageDataRoutes } from './page-data-routes';
import type { SiteRoutesOptions } from './register-site-routes';

export type SiteAreaOptions = Pick<SiteRoutesOptions, 'publication' | 'verifySession' | 'rolesOf'>;

export function siteApiAreas({ publication, verifySession, rolesOf }: SiteAreaOptions): ApiAreaDeclaration[] {
  const { design, pages, collections } = publication.site;
  const access = createSiteAccess({ design, pages, verifySession, rolesOf });
  const defaultLang = defaultLanguage(design.langs);
  return [
    {
      name: 'page-data',
      prefixes: ['/data'],
      errorShape: 'code-message',
      register: (app) => registerPageDataRoutes(app, { pages, access, defaultLang }),
    },
    {
      name: 'collections',
      prefixes: ['/collections'],
      errorShape: 'code-message',
      register: (app) => registerCollectionRoutes(app, { collections: collections ?? {}, access, defaultLang }),
    },
    {
      name: 'data-sets',
      prefixes: ['/ww'],
      bodyLimit: DATA_SET_BODY_LIMIT,
      errorShape: 'code-message',
      register: (app, { bodyLimit }) =>
        registerDataSetRoutes(app, {
          dataSets: publication.dataSets ?? {},
          verifySession,
          access,
          defaultLang,
          bodyLimit: bodyLimit ?? DATA_SET_BODY_LIMIT,
        }),
    },
  ];
}

/** The language of a request that names none: the design's default, else its first. */
function defaultLanguage(langs: ReadonlyArray<{ lang: string; default?: boolean }>): string {
  return langs.find((lang) => lang.default)?.lang ?? langs[0]?.lang ?? 'en';
}
