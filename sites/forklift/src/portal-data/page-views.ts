/**
 * Which catalogue view each content page shows (by page id), and the page data with that view written into its
 * `catalog` variable, so the server's HTML holds the content and hydration starts from the same state.
 */
import type { PageData } from '@kit/runtime-core';
import { BRANDS } from '../design/brands';
import { CATALOG_VARIABLE } from '../design/content';
import { PAGE } from '../design/page-ids';
import type { Catalog } from './catalog';
import { brandView, libraryView } from './views';

type ViewOf = (catalog: Catalog) => Record<string, unknown>;

const LIBRARY_KINDS: Record<string, readonly string[]> = {
  [PAGE.serviceManuals]: ['service', 'wiring'],
  [PAGE.library]: ['service', 'wiring', 'operator'],
  [PAGE.partsManuals]: ['parts'],
};

export const PAGE_VIEWS: Readonly<Record<string, ViewOf>> = {
  ...Object.fromEntries(
    BRANDS.flatMap((brand) =>
      [brand.freePath, brand.premiumPath].map((pageId) => [
        pageId,
        (catalog: Catalog) => ({ ready: true, ...brandView(catalog, brand.id) }),
      ]),
    ),
  ),
  ...Object.fromEntries(
    Object.entries(LIBRARY_KINDS).map(([pageId, kinds]) => [
      pageId,
      (catalog: Catalog) => ({ ready: true, ...libraryView(catalog, kinds) }),
    ]),
  ),
};

/** The page data with its view as the `catalog` variable's default (the page data itself is never changed). */
export function withCatalog(pageData: PageData, view: Record<string, unknown>): PageData {
  return {
    ...pageData,
    variables: pageData.variables.map((variable) => (variable.id === CATALOG_VARIABLE ? { ...variable, defaultValue: view } : variable)),
  };
}
