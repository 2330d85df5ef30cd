/**
 * The code pages as the publication serves them: the render of `/codes/<brand>/<code>` (the code's view and head
 * written into the page data per request, decided from the visitor's session on the server; another spelling
 * redirected, 301, to the canonical address; an unknown code the site's 404 page), the `code-page` data set a
 * client-side navigation fetches the same view from, and the paths `sitemap.xml` lists (one per code).
 */
import type { Database } from '@kit/platform';
import type { PageData } from '@kit/runtime-core';
import type { CompiledSite } from '@kit/runtime-react/authoring';
import { CODE_PAGE_PARAMETERS, CODE_PAGE_VARIABLE } from '../design/pages/code';
import { renderForkliftPage } from '../render';
import type { ForkliftRenderInput } from '../render';
import { codePageHead } from './code-page-head';
import { codePageView, missingCodeView } from './code-page-view';
import type { CodePageView } from './code-page-view';
import { createCodePagePaths } from './code-sitemap';
import { readCodePage } from './read-code-page';
import type { CodePageSession } from './read-code-page';

export interface CodePagesOptions {
  db: () => Database | Promise<Database>;
}

interface DataSetInput {
  variables: Readonly<Record<string, unknown>>;
  request: { session: CodePageSession };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The page data with this code's head and view, and its parameters as their variables' values. */
function withCodePage(pageData: PageData, view: CodePageView, canonicalUrl: string, brand: string, slug: string): PageData {
  const values: Record<string, unknown> = {
    [CODE_PAGE_VARIABLE]: view,
    [CODE_PAGE_PARAMETERS.brand]: brand,
    [CODE_PAGE_PARAMETERS.slug]: slug,
  };
  return {
    ...pageData,
    page: { ...pageData.page, ...codePageHead(view, canonicalUrl) },
    variables: pageData.variables.map((variable) =>
      Object.hasOwn(values, variable.id) ? { ...variable, defaultValue: values[variable.id] } : variable,
    ),
  };
}

export function codePages(site: CompiledSite, options: CodePagesOptions) {
  const paths = createCodePagePaths(options.db);
  return {
    sitemapPaths: () => paths.read(),

    /** The view of the code the page's parameters name, as the caller may read it. */
    async dataSet({ variables, request }: DataSetInput) {
      const brand = text(variables[CODE_PAGE_PARAMETERS.brand]);
      const slug = text(variables[CODE_PAGE_PARAMETERS.slug]);
      const key = `${brand}/${slug}`;
      const outcome = await readCodePage(await options.db(), request.session, brand, slug);
      // In the browser another spelling shows its code where it was asked; the server's answer to it is a redirect.
      const view = outcome.kind === 'not-found' ? missingCodeView(key) : codePageView(outcome.row, outcome.viewer, key);
      return { data: [view], total: 1 };
    },

    async render(input: ForkliftRenderInput) {
      const brand = input.parameters?.[CODE_PAGE_PARAMETERS.brand] ?? '';
      const slug = input.parameters?.[CODE_PAGE_PARAMETERS.slug] ?? '';
      const outcome = await readCodePage(await options.db(), input.session ?? null, brand, slug);
      if (outcome.kind === 'not-found') return { notFound: true as const };
      if (outcome.kind === 'redirect') return { redirect: `${outcome.path}${input.search}`, status: 301 as const };
      const view = codePageView(outcome.row, outcome.viewer, `${brand}/${slug}`);
      const rendered = await renderForkliftPage(site, {
        ...input,
        pageData: withCodePage(input.pageData, view, input.canonicalUrl, brand, slug),
      });
      return { ...rendered, sessionDependent: true };
    },
  };
}
