/**
 * Routes from the design: the home page at the root, a language prefix for non-default languages,
 * path parameters written `{{varId|default}}`, and the page named 404 as catch-all (else the path /404).
 */
import type { DesignInfo, PageDefinition } from '../design/schema';
import { stripTrailingSlash } from './paths';

export const NOT_FOUND_PATH = '/404';

export interface PathParameter {
  id: string;
  defaultValue: string;
}

interface Template {
  regexp: RegExp;
  parameters: PathParameter[];
  parts: Array<string | PathParameter>;
}

export interface PageRoute {
  pageId: string;
  lang: string;
  /** `/fr/product/:id`-style pattern, for logs and server routers. */
  pattern: string;
  template: Template;
}

export type RouteMatch =
  | { kind: 'page'; page: PageDefinition; lang: string; parameters: Record<string, string>; path: string }
  | { kind: 'not-found'; page: PageDefinition | undefined; lang: string; path: string; redirectPath: string | undefined };

export interface RouteTable {
  readonly routes: readonly PageRoute[];
  readonly defaultLang: string;
  resolve(path: string): RouteMatch;
  /** The path of a page in a language, parameters filled (their defaults when missing); undefined if absent. */
  pathFor(pageId: string, lang?: string, parameters?: Readonly<Record<string, unknown>>): string | undefined;
  getPage(pageId: string): PageDefinition | undefined;
}

const PARAMETER = /\{\{\s*([^|}]+?)\s*(?:\|([^}]*))?\}\}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Parses a path template such as `product/{{productId|1}}`. */
export function parsePathTemplate(path: string): Template {
  const parts: Array<string | PathParameter> = [];
  const parameters: PathParameter[] = [];
  let last = 0;
  let source = '';
  for (const match of path.matchAll(PARAMETER)) {
    const literal = path.slice(last, match.index);
    parts.push(literal);
    source += escapeRegExp(literal);
    const parameter = { id: (match[1] as string).trim(), defaultValue: (match[2] ?? '').trim() };
    parts.push(parameter);
    parameters.push(parameter);
    source += '([^/]+)';
    last = (match.index ?? 0) + match[0].length;
  }
  const tail = path.slice(last);
  parts.push(tail);
  source += escapeRegExp(tail);
  return { regexp: new RegExp(`^${source}$`), parameters, parts };
}

function defaultLangOf(design: DesignInfo): string {
  return design.langs.find((lang) => lang.default)?.lang ?? design.langs[0]?.lang ?? 'en';
}

function pageLangs(design: DesignInfo, page: PageDefinition): string[] {
  const site = design.langs.map((lang) => lang.lang);
  return page.langs.length > 0 ? site.filter((lang) => page.langs.includes(lang)) : site;
}

export function isNotFoundPage(page: PageDefinition): boolean {
  return page.name === '404' || page.paths.default === '404';
}

function pagePath(design: DesignInfo, page: PageDefinition, lang: string, defaultLang: string): string {
  const prefix = lang === defaultLang ? '' : `/${lang}`;
  if (page.id === design.homePageId) return prefix === '' ? '/' : prefix;
  const own = (page.paths[lang] ?? page.paths.default ?? page.id).replace(/^\/+|\/+$/g, '');
  return `${prefix}/${own}`;
}

function fill(template: Template, parameters: Readonly<Record<string, unknown>>): string {
  return template.parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const value = parameters[part.id];
      const text = value === undefined || value === null || value === '' ? part.defaultValue : String(value);
      return encodeURIComponent(text);
    })
    .join('');
}

export function createRouteTable(design: DesignInfo): RouteTable {
  const defaultLang = defaultLangOf(design);
  const langs = design.langs.map((lang) => lang.lang);
  const pages = new Map(design.pages.map((page) => [page.id, page]));
  const notFound = design.pages.find(isNotFoundPage);
  const routes: PageRoute[] = [];
  for (const page of design.pages) {
    if (page === notFound) continue;
    for (const lang of pageLangs(design, page)) {
      const path = pagePath(design, page, lang, defaultLang);
      const template = parsePathTemplate(path);
      const pattern = template.parts.map((part) => (typeof part === 'string' ? part : `:${part.id}`)).join('');
      routes.push({ pageId: page.id, lang, pattern, template });
    }
  }
  // Literal routes win over parameterised ones.
  routes.sort((a, b) => a.template.parameters.length - b.template.parameters.length);

  const langOfPath = (path: string): string => {
    const first = path.split('/')[1] ?? '';
    return first !== defaultLang && langs.includes(first) ? first : defaultLang;
  };

  return {
    routes,
    defaultLang,
    getPage: (id) => pages.get(id),
    resolve(rawPath) {
      const path = stripTrailingSlash(rawPath.split(/[?#]/)[0] || '/');
      for (const route of routes) {
        const match = route.template.regexp.exec(path);
        if (!match) continue;
        const parameters: Record<string, string> = {};
        route.template.parameters.forEach((parameter, index) => {
          const raw = match[index + 1] ?? '';
          try {
            parameters[parameter.id] = decodeURIComponent(raw);
          } catch {
            parameters[parameter.id] = raw;
          }
        });
        return { kind: 'page', page: pages.get(route.pageId) as PageDefinition, lang: route.lang, parameters, path };
      }
      const redirectPath = notFound !== undefined || path === NOT_FOUND_PATH ? undefined : NOT_FOUND_PATH;
      return { kind: 'not-found', page: notFound, lang: langOfPath(path), path, redirectPath };
    },
    pathFor(pageId, lang = defaultLang, parameters = {}) {
      const route = routes.find((entry) => entry.pageId === pageId && entry.lang === lang);
      return route === undefined ? undefined : fill(route.template, parameters);
    },
  };
}
