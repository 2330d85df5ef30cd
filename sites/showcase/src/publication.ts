/**
 * The showcase as the publisher serves it: the compiled design, its token styles, static collections and data sets,
 * the renderer and the browser entry.
 */
import { fileURLToPath } from 'node:url';
import { designTokensCss } from '@kit/runtime-react';
import { showcaseDataSets, showcaseStaticCollections } from './design/collections';
import { buildShowcaseSite } from './design/site';
import { renderShowcasePage } from './render';
import type { ShowcaseRenderInput } from './render';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const packageSources = (name: string) => fileURLToPath(new URL(`../../../packages/${name}/src`, import.meta.url));

export function showcasePublication() {
  const site = buildShowcaseSite();
  return {
    site: { design: site.design, pages: site.pages, tokensCss: designTokensCss(site.tokens), collections: showcaseStaticCollections },
    dataSets: showcaseDataSets,
    render: (input: ShowcaseRenderInput) => renderShowcasePage(site, input),
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
