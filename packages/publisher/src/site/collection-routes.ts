/**
 * `GET /collections/{id}.json`: a static collection's published data as `{"data": …}` (what runtime-core's static
 * source reads), serialised once at start with a strong ETag, like page data.
 */
import type { FastifyInstance } from 'fastify';
import { SiteError } from './errors';
import { entryForFile, prepareJsonMap, sendPreparedJson } from './json-body';

export function registerCollectionRoutes(app: FastifyInstance, collections: Readonly<Record<string, unknown>>): void {
  const prepared = prepareJsonMap(Object.fromEntries(Object.entries(collections).map(([id, data]) => [id, { data }])));
  app.get('/collections/:file', async (request, reply) => {
    const entry = entryForFile(prepared, (request.params as { file: string }).file);
    if (entry === undefined) return reply.code(404).send(new SiteError('collection_not_found', 'Collection not found.').toJSON());
    return sendPreparedJson(request, reply, entry);
  });
}
