/**
 * The services a page renders with on the server: in memory, with the page's language, and the collections defined
 * empty and unfetched, exactly as the browser holds them when it hydrates (its first page load fetches them).
 */
import { createCollectionStore, createMemoryLanguage, defaultServices } from '@kit/runtime-core';
import type { CollectionSource, DesignInfo, PageData, RuntimeServices } from '@kit/runtime-core';

const NEVER_FETCHED: CollectionSource = {
  id: 'unfetched',
  nativePaging: false,
  fetch: () => Promise.reject(new Error('Collections are fetched in the browser.')),
};

function unfetchedCollections(design: DesignInfo, pageData: PageData) {
  const store = createCollectionStore({ sources: { static: NEVER_FETCHED, server: NEVER_FETCHED } });
  store.define([...design.collections, ...pageData.collections]);
  return store;
}

export function serverSiteServices(design: DesignInfo, pageData: PageData, lang: string): RuntimeServices {
  const langs = design.langs.map((entry) => entry.lang);
  const defaultLang = design.langs.find((entry) => entry.default)?.lang ?? langs[0] ?? 'en';
  return defaultServices({
    language: createMemoryLanguage({ lang, defaultLang, available: langs }),
    collections: unfetchedCollections(design, pageData),
  });
}
