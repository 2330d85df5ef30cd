/**
 * `GET /collections/{id}.json?wwlang=`: a static collection's published data as `{"data": …}` (what runtime-core's
 * static source reads), serialised once at start with a strong ETag, like page data. A collection only private pages
 * declare goes only to a session passing one of their guards, never stored.
 */
import type { FastifyInstance } from 'fastify';
import type { SiteAccess } from './access';
import { langOf, sendAccessRefusal } from './access-reply';
import { SiteError } from './errors';
import { entryForFile, prepareJsonMap, sendPreparedJson } from './json-body';

export interface CollectionRouteOptions {
  collections: Readonly<Record<string, unknown>>;
  access: SiteAccess;
  defaultLang: string;
}

export function registerCollectionRoutes(app: FastifyInstance, { collections, access, defaultLang }: CollectionRouteOptions): void {
  const prepared = prepareJsonMap(Object.fromEntries(Object.entries(collections).map(([id, data]) => [id, { data }])));
  app.get('/collections/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const entry = entryForFile(prepared, file);
    if (entry === undefined) return reply.code(404).send(new SiteError('collection_not_found', 'Collection not found.').toJSON());
    const decision = await access.collection(request.headers.cookie, file.slice(0, -'.json'.length), langOf(request.query, defaultLang));
    if (!decision.allowed) return sendAccessRefusal(reply, decision);
    return sendPreparedJson(request, reply, entry, { isPrivate: decision.isPrivate });
  });
}
