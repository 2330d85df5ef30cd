/**
 * `GET /data/{pageId}.json`: a page's data file (cacheVersion, page, sections, wwObjects, collections, variables,
 * formulas, workflows, libraryComponents). Bodies are serialised once at start with a strong ETag; a matching
 * If-None-Match answers 304.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PageData } from '@kit/runtime-core';

interface PreparedBody {
  body: string;
  etag: string;
}

export function preparePageData(pages: Readonly<Record<string, PageData>>): Map<string, PreparedBody> {
  const prepared = new Map<string, PreparedBody>();
  for (const [id, data] of Object.entries(pages)) {
    const body = JSON.stringify(data);
    prepared.set(id, { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` });
  }
  return prepared;
}

export function registerPageDataRoutes(app: FastifyInstance, pages: Readonly<Record<string, PageData>>): void {
  const prepared = preparePageData(pages);
  app.get('/data/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const entry = file.endsWith('.json') ? prepared.get(file.slice(0, -'.json'.length)) : undefined;
    if (entry === undefined) return reply.code(404).send({ code: 'PAGE_NOT_FOUND', message: 'Page not found' });
    reply.header('etag', entry.etag).header('cache-control', 'public, max-age=0, must-revalidate');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  });
}
