/**
 * The router: the real NavigationService and LanguageService. It turns navigation targets (page,
 * path, external URL, new tab, query, section hash) into history moves, resolves the location
 * against the route table (404 handling, base path) and hands each page change to `onRoute`.
 */
import type { HistoryAdapter } from '../adapters/history';
import type { Logger } from '../adapters/logger';
import type { DesignInfo } from '../design/schema';
import { WorkflowError } from '../errors';
import { PAGE_NOT_FOUND_MESSAGE } from '../messages';
import { signal } from '../reactive/signal';
import type { ReadonlySignal } from '../reactive/signal';
import type { LanguageService, NavigationService, NavigationTarget, PageInfo } from '../services/types';
import { parseQuery, stringifyQuery } from '../variables/query-string';
import { normalizeBasePath, sectionHash, stripTrailingSlash, withBasePath, withoutBasePath } from './paths';
import { createRouteTable } from './routes';
import type { RouteMatch, RouteTable } from './routes';

export interface ResolvedRoute {
  match: RouteMatch;
  /** The section anchor, without '#'. */
  hash: string;
  query: Record<string, unknown>;
  /** The browser path, with the base path. */
  href: string;
}

export interface RouterOptions {
  design: DesignInfo;
  history: HistoryAdapter;
  /** Loads the page of each route (the page loader). */
  onRoute?: (route: ResolvedRoute) => void | Promise<void>;
  logger?: Logger;
}

export interface Router extends NavigationService, LanguageService {
  readonly table: RouteTable;
  readonly basePath: string;
  readonly current: ReadonlySignal<ResolvedRoute | undefined>;
  /** The URL a target leads to (with base path, query and hash). */
  hrefFor(target: NavigationTarget): string;
  /** Resolves the current location and loads its page; listens to back/forward moves. */
  start(): Promise<void>;
  stop(): void;
}

export function createRouter(options: RouterOptions): Router {
  const { design, history, logger } = options;
  const table = createRouteTable(design);
  const basePath = normalizeBasePath(design.baseTag?.href);
  const current = signal<ResolvedRoute | undefined>(undefined);
  const lang = signal(table.defaultLang);
  let unlisten: (() => void) | undefined;

  const hashOf = (pageId: string | undefined, section: string | undefined): string =>
    sectionHash(pageId === undefined ? undefined : table.getPage(pageId), section);

  const searchOf = (query: Record<string, unknown> | undefined): string => {
    const text = query ? stringifyQuery(query) : '';
    return text === '' ? '' : `?${text}`;
  };

  const hrefFor = (target: NavigationTarget): string => {
    if (target.kind === 'external') return target.url;
    if (target.kind === 'path') {
      return `${withBasePath(basePath, stripTrailingSlash(target.path))}${searchOf(target.query)}${hashOf(current.peek()?.match.page?.id, target.section)}`;
    }
    const path =
      table.pathFor(target.pageId, lang.peek(), target.parameters) ?? table.pathFor(target.pageId, table.defaultLang, target.parameters);
    if (path === undefined) throw new WorkflowError('PAGE_NOT_FOUND', PAGE_NOT_FOUND_MESSAGE, { details: { pageId: target.pageId } });
    return `${withBasePath(basePath, path)}${searchOf(target.query)}${hashOf(target.pageId, target.section)}`;
  };

  const resolveLocation = (): ResolvedRoute | undefined => {
    const location = history.location();
    const sitePath = withoutBasePath(basePath, location.pathname) ?? location.pathname;
    const match = table.resolve(sitePath);
    if (match.kind === 'not-found' && match.redirectPath !== undefined) {
      history.replace(withBasePath(basePath, match.redirectPath));
      return resolveLocation();
    }
    const canonical = `${withBasePath(basePath, match.path)}`;
    if (canonical !== location.pathname) history.replace(`${canonical}${location.search}${location.hash}`);
    return {
      match,
      hash: location.hash.replace(/^#/, ''),
      query: parseQuery(location.search),
      href: `${canonical}${location.search}${location.hash}`,
    };
  };

  const go = async (): Promise<void> => {
    const route = resolveLocation();
    if (route === undefined) return;
    lang.set(route.match.lang);
    current.set(route);
    await options.onRoute?.(route);
  };

  const router: Router = {
    table,
    basePath,
    current,
    hrefFor,
    getPage: (id) => table.getPage(id) as PageInfo | undefined,
    async navigate(target) {
      const href = hrefFor(target);
      if (target.kind === 'external') {
        if (target.newTab) history.openNewTab(href);
        else history.assign(href);
        return;
      }
      if (target.newTab) {
        history.openNewTab(href);
        return;
      }
      history.push(href);
      await go();
    },
    canGoBack: () => history.canGoBack(),
    back: () => history.back(),
    getLang: () => lang.get(),
    getDefaultLang: () => table.defaultLang,
    setLang(next) {
      const route = current.peek();
      const page = route?.match.page;
      if (page === undefined || table.pathFor(page.id, next) === undefined) return false;
      const parameters = route?.match.kind === 'page' ? route.match.parameters : {};
      lang.set(next);
      Promise.resolve(router.navigate({ kind: 'page', pageId: page.id, parameters, query: route?.query })).catch((error: unknown) => {
        logger?.log('error', 'Language change failed', { error });
      });
      return true;
    },
    async start() {
      unlisten?.();
      unlisten = history.listen(() => {
        go().catch((error: unknown) => logger?.log('error', 'Navigation failed', { error }));
      });
      await go();
    },
    stop() {
      unlisten?.();
      unlisten = undefined;
    },
  };
  return router;
}
