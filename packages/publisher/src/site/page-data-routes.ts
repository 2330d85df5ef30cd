/**
 * `GET /data/{pageId}.json`: a page's data file (cacheVersion, page, sections, wwObjects, collections, variables,
 * formulas, workflows, libraryComponents). Bodies are serialised once at start with a strong ETag; a matching
 * If-None-Match answers 304.
 */
import type { FastifyInstance } from 'fastify';
import type { PageData } from '@kit/runtime-core';
import { SiteError } from './errors';
import { entryForFile, prepareJsonMap, sendPreparedJson } from './json-body';

export function registerPageDataRoutes(app: FastifyInstance, pages: Readonly<Record<string, PageData>>): void {
  const prepared = prepareJsonMap(pages);
  app.get('/data/:file', async (request, reply) => {
    const entry = entryForFile(prepared, (request.params as { file: string }).file);
    if (entry === undefined) return reply.code(404).send(new SiteError('page_not_found', 'Page not found.').toJSON());
    return sendPreparedJson(request, reply, entry);
  });
}
