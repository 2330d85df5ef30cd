// `GET /icons/{name}.svg`: the icon elements' SVGs, cacheable for a day and revalidated by ETag.
import type { FastifyInstance } from 'fastify';
import { createIconStore, type IconStore } from './icon-store';

export function registerIconRoutes(app: FastifyInstance, store: IconStore = createIconStore()): void {
  app.get<{ Params: { file: string } }>('/icons/:file', async (request, reply) => {
    const match = /^(.+)\.svg$/.exec(request.params.file);
    const icon = match?.[1] ? await store.get(match[1]) : undefined;
    if (!icon) {
      return reply.code(404).type('application/json; charset=utf-8').send({ code: 'icon_not_found', message: 'Icon not found' });
    }
    reply.header('ETag', icon.etag).header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
    if (request.headers['if-none-match'] === icon.etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').header('X-Content-Type-Options', 'nosniff').send(icon.svg);
  });
}
