/**
 * How content pages get the catalogue. The server renders them with the page variable `catalog` already holding the
 * page's view (the publication fills its default per request, so the HTML carries real content before any script);
 * after a client-side navigation the variable starts empty and the page's onload workflow fetches the same view from
 * the page's data set (`POST /ww/cms_data_sets/catalog-{pageId}/fetch`) into it.
 */
import { f, setVariable, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

export const CATALOG_VARIABLE = 'catalog';

export function catalogCollectionId(pageId: string): string {
  return `catalog-${pageId}`;
}

/** `variables['catalog']` followed by a path: formula code reading the page's view. */
export function cat(path = ''): string {
  // Optional chaining: after a client-side navigation the view is empty until its data set answers.
  return `variables['${CATALOG_VARIABLE}']${path.replace(/\./g, '?.')}`;
}

/** The variable, data-set collection and onload workflow a content page carries. */
export function catalogBinding(pageId: string): {
  variables: Array<{ id: string; name: string; type: 'object'; defaultValue: unknown }>;
  collections: NonNullable<PageNode['collections']>;
  workflows: NonNullable<PageNode['workflows']>;
} {
  const collectionId = catalogCollectionId(pageId);
  return {
    variables: [{ id: CATALOG_VARIABLE, name: CATALOG_VARIABLE, type: 'object' as const, defaultValue: { ready: false } }],
    collections: [
      { id: collectionId, name: `Catalogue (${pageId})`, mode: 'dynamic', isThroughServer: true, autoFetch: false, limit: 1, offset: 0 },
    ],
    workflows: [
      workflow('load-catalog', 'onload', [
        { type: 'filter', value: f(`!${cat('.ready')}`) },
        { type: 'fetch-collection', collectionId },
        setVariable(CATALOG_VARIABLE, f(`collections['${collectionId}'].data[0]`)),
      ]),
    ],
  };
}
