/**
 * Element links: an element with a `link` renders inside a real `<a href>` (crawlable, opens in a new tab with a
 * modified click), and a plain click navigates in the page through the router. Hrefs come from the route table on
 * the server and from the router in the browser, which compute the same path, so hydration matches.
 */
import { createRouteTable, normalizeBasePath, sectionHash, stripTrailingSlash, withBasePath } from '@kit/runtime-core';
import type { DesignInfo, NavigationTarget } from '@kit/runtime-core';

/** An element's link as the design stores it (values may be formulas). */
export type ElementLink =
  | { kind: 'page'; pageId: string; parameters?: Record<string, unknown>; section?: string; newTab?: boolean }
  | { kind: 'path'; path: string; section?: string; newTab?: boolean }
  | { kind: 'external'; url: string; newTab?: boolean };

export interface LinkResolver {
  hrefFor(target: NavigationTarget): string;
  navigate(target: NavigationTarget): void | Promise<void>;
}

/** Links as the server resolves them (no navigation there). */
export function createStaticLinks(design: DesignInfo, lang: string): LinkResolver {
  const table = createRouteTable(design);
  const basePath = normalizeBasePath(design.baseTag?.href);
  return {
    hrefFor(target) {
      if (target.kind === 'external') return target.url;
      const hash = sectionHash(table.getPage(target.kind === 'page' ? target.pageId : ''), target.section);
      if (target.kind === 'path') return `${withBasePath(basePath, stripTrailingSlash(target.path))}${hash}`;
      const path =
        table.pathFor(target.pageId, lang, target.parameters) ?? table.pathFor(target.pageId, table.defaultLang, target.parameters);
      return path === undefined ? '#' : `${withBasePath(basePath, path)}${hash}`;
    },
    navigate: () => undefined,
  };
}

/** Reads a resolved link setting; anything malformed is no link. */
export function toNavigationTarget(value: unknown): NavigationTarget | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const link = value as Record<string, unknown>;
  const newTab = link.newTab === true;
  if (link.kind === 'external' && typeof link.url === 'string' && /^(https?:|mailto:|tel:)/i.test(link.url))
    return { kind: 'external', url: link.url, newTab };
  const section = typeof link.section === 'string' ? link.section : undefined;
  if (link.kind === 'page' && typeof link.pageId === 'string') {
    const parameters =
      typeof link.parameters === 'object' && link.parameters !== null ? (link.parameters as Record<string, unknown>) : undefined;
    return { kind: 'page', pageId: link.pageId, parameters, section, newTab };
  }
  if (link.kind === 'path' && typeof link.path === 'string') return { kind: 'path', path: link.path, section, newTab };
  return undefined;
}
