/**
 * The page as formulas read it (`globalContext.page`), on the server's first render as after every page load in the
 * browser, and every page of the site by id (`globalContext.pages`, seed 001 §3: pages are a map from page id).
 */
import type { PageDefinition } from '../design/schema';

/** The page as formulas read it (`globalContext.page`). */
export function exposePage(page: PageDefinition, lang: string): Record<string, unknown> {
  return {
    id: page.id,
    name: page.name,
    folder: page.folder,
    metaImage: page.metaImage,
    pageLoaded: true,
    paths: page.paths,
    langs: page.langs,
    meta: page.meta,
    title: page.title,
    sections: page.sections,
    pageUserGroups: page.pageUserGroups,
    path: page.paths[lang] ?? page.paths.default ?? null,
    lang,
  };
}

/** Every page of the site by id, as `globalContext.pages` (the same fields as the page, without `pageLoaded`). */
export function exposePages(pages: readonly PageDefinition[], lang: string): Record<string, Record<string, unknown>> {
  const map: Record<string, Record<string, unknown>> = {};
  for (const page of pages) {
    const exposed = exposePage(page, lang);
    delete exposed.pageLoaded;
    Object.defineProperty(map, page.id, { value: exposed, enumerable: true, writable: true, configurable: true });
  }
  return map;
}
