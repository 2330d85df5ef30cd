/**
 * The portal as the publisher serves it: the compiled design, its token styles, the catalogue data sets (one per
 * content page, `catalog-{pageId}`), the renderer (content pages rendered with their catalogue view) and the
 * browser entry. The catalogue is read from the database the server hands over.
 */
import { fileURLToPath } from 'node:url';
import type { Database } from '@kit/platform';
import { designTokensCss } from '@kit/runtime-react';
import { codePages } from './codes/code-pages';
import { catalogCollectionId } from './design/content';
import { CODE_PAGE_DATA_SET, CODE_PAGE_ID } from './design/pages/code';
import { forkliftFunctionsDir } from './functions-dir';
import { buildForkliftSite } from './design/site';
import { createCatalogReader } from './portal-data/catalog';
import { PAGE_VIEWS, withCatalog } from './portal-data/page-views';
import { renderForkliftPage } from './render';
import type { ForkliftRenderInput } from './render';

const ICON = '/icons/wrench.svg';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const packageSources = (name: string) => fileURLToPath(new URL(`../../../packages/${name}/src`, import.meta.url));

export interface ForkliftPublicationOptions {
  /** The server's database (the catalogue is read from it as a visitor); may resolve once the server has opened it. */
  db: () => Database | Promise<Database>;
}

export function forkliftPublication(options: ForkliftPublicationOptions) {
  const site = buildForkliftSite();
  const catalog = createCatalogReader(options.db);
  const codes = codePages(site, { db: options.db });
  const light = (name: string) => {
    const token = site.tokens.colors?.[name];
    return typeof token === 'string' ? token : token?.light;
  };
  const dataSets = {
    ...Object.fromEntries(
      Object.entries(PAGE_VIEWS).map(([pageId, view]) => [
        catalogCollectionId(pageId),
        async () => ({ data: [view(await catalog.read())], total: 1 }),
      ]),
    ),
    [CODE_PAGE_DATA_SET]: codes.dataSet,
  };
  return {
    site: {
      design: site.design,
      pages: site.pages,
      tokensCss: designTokensCss(site.tokens),
      iconHref: ICON,
      manifest: {
        shortName: 'LiftFix',
        themeColor: light('ink'),
        backgroundColor: light('background'),
        icons: [{ src: ICON, sizes: 'any', type: 'image/svg+xml' }],
      },
    },
    dataSets,
    // Every error code's page (`/codes/<brand>/<code>`).
    sitemapPaths: codes.sitemapPaths,
    // The portal's functions (/functions/v1/diagnose).
    functionDirs: [forkliftFunctionsDir],
    async render(input: ForkliftRenderInput) {
      if (input.pageData.page.id === CODE_PAGE_ID) return codes.render(input);
      const view = PAGE_VIEWS[input.pageData.page.id];
      const pageData = view === undefined ? input.pageData : withCatalog(input.pageData, view(await catalog.read()));
      return renderForkliftPage(site, { ...input, pageData });
    },
    client: {
      root: siteRoot,
      entry: 'src/client.tsx',
      sources: [
        fileURLToPath(new URL('.', import.meta.url)),
        packageSources('runtime-react'),
        packageSources('runtime-core'),
        packageSources('formula'),
        packageSources('elements'),
        packageSources('plugin-supabase'),
        packageSources('plugin-stripe'),
        packageSources('plugin-rest'),
        fileURLToPath(new URL('../../../package-lock.json', import.meta.url)),
      ],
      chunkGroups: [
        // The account forms' element code (form container, input, their shared form modules) loads as one chunk:
        // 12 files of 7.1 KB gzip were 5.3 KB in one, before a form page is interactive.
        { name: 'forms', test: /[\\/]packages[\\/]elements[\\/]src[\\/](form-container|form-input|forms)[\\/]/ },
        // The portal clients' wire with the search client that /search and /manual load before they are interactive
        // (the fleet client imports it on its first call), and what a fleet page reads before its client loads: one
        // chunk each rather than three small ones (+0.3 KB on /search).
        { name: 'portal-api', test: /[\\/]sites[\\/]forklift[\\/]src[\\/]search[\\/](portal-api|wire)\.ts$/ },
        { name: 'page-session', test: /[\\/]sites[\\/]forklift[\\/]src[\\/]search[\\/](page-session|portal-api-error)\.ts$/ },
      ],
    },
  };
}
