/** The page as formulas read it, on the server's first render as after every page load in the browser. */
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
