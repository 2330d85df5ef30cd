/**
 * The showcase as the publisher serves it: the compiled design, its token styles, static collections and data sets,
 * the renderer and the browser entry.
 */
import { fileURLToPath } from 'node:url';
import { designTokensCss } from '@kit/runtime-react';
import { showcaseDataSets, showcaseStaticCollections } from './design/collections';
import {
  MEMBER_DOWNLOADS_COLLECTION_ID,
  MEMBER_GUIDES_COLLECTION_ID,
  memberDownloadsDataSet,
  memberGuideRows,
} from './design/member-collections';
import { buildShowcaseSite } from './design/site';
import { renderShowcasePage } from './render';
import type { ShowcaseRenderInput } from './render';

/** The app icon (a Lucide icon the publisher serves as SVG): the favicon and the web manifest's icon. */
const ICON = '/icons/layout-template.svg';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const packageSources = (name: string) => fileURLToPath(new URL(`../../../packages/${name}/src`, import.meta.url));

export function showcasePublication() {
  const site = buildShowcaseSite();
  const light = (name: string) => {
    const token = site.tokens.colors?.[name];
    return typeof token === 'string' ? token : token?.light;
  };
  return {
    site: {
      design: site.design,
      pages: site.pages,
      tokensCss: designTokensCss(site.tokens),
      collections: { ...showcaseStaticCollections, [MEMBER_GUIDES_COLLECTION_ID]: memberGuideRows },
      iconHref: ICON,
      manifest: {
        themeColor: light('primary'),
        backgroundColor: light('background'),
        icons: [{ src: ICON, sizes: 'any', type: 'image/svg+xml' }],
      },
    },
    dataSets: { ...showcaseDataSets, [MEMBER_DOWNLOADS_COLLECTION_ID]: memberDownloadsDataSet },
    render: (input: ShowcaseRenderInput) => renderShowcasePage(site, input),
    // The site's functions (the streaming inspection), served at /functions/v1.
    functionDirs: [fileURLToPath(new URL('./functions', import.meta.url))],
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
    },
  };
}
