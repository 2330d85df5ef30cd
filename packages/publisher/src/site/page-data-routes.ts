/**
 * `GET /data/{pageId}.json?wwlang=`: a page's data file (cacheVersion, page, sections, wwObjects, collections,
 * variables, formulas, workflows, libraryComponents). Bodies are serialised once at start with a strong ETag; a
 * matching If-None-Match answers 304. A private page's data goes only to a session passing its guard, never stored.
 */
import type { FastifyInstance } from 'fastify';
import type { PageData } from '@kit/runtime-core';
import type { SiteAccess } from './access';
import { langOf, sendAccessRefusal } from './access-reply';
import { SiteError } from './errors';
import { entryForFile, prepareJsonMap, sendPreparedJson } from './json-body';

export interface PageDataRouteOptions {
  pages: Readonly<Record<string, PageData>>;
  access: SiteAccess;
  /** The language a request without `wwlang` is for. */
  defaultLang: string;
}

export function registerPageDataRoutes(app: FastifyInstance, { pages, access, defaultLang }: PageDataRouteOptions): void {
  const prepared = prepareJsonMap(pages);
  app.get('/data/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const entry = entryForFile(prepared, file);
    if (entry === undefined) return reply.code(404).send(new SiteError('page_not_found', 'Page not found.').toJSON());
    const pageId = file.slice(0, -'.json'.length);
    // `_source` is the page's own path: the browser's loader, which knows the exact URL, runs its own guard too.
    const decision = await access.page(request.headers.cookie, pageId, langOf(request.query, defaultLang));
    if (!decision.allowed) return sendAccessRefusal(reply, decision);
    return sendPreparedJson(request, reply, entry, { isPrivate: decision.isPrivate });
  });
}
