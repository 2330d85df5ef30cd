// CORS for browsers calling the APIs from another origin: preflights answered, the headers supabase-js reads exposed.
import type { FastifyInstance } from 'fastify';

const EXPOSED =
  'Content-Range, Content-Length, Content-Type, Content-Location, X-Total-Count, Link, Location, Preference-Applied, X-Supabase-Api-Version, x-relay-error, x-sb-error-code, ETag, Range, sb-error-code, X-Transformations, Content-Disposition';
const DEFAULT_ALLOWED =
  'authorization, x-client-info, apikey, content-type, x-retry-count, accept-profile, content-profile, prefer, range, x-upsert, cache-control, x-supabase-api-version, x-region';

export function registerCors(app: FastifyInstance, prefixes: readonly string[]): void {
  const applies = (url: string) => prefixes.some((prefix) => url.startsWith(prefix));
  app.addHook('onRequest', async (request, reply) => {
    if (!applies(request.url)) return;
    const origin = request.headers.origin;
    reply.header('Access-Control-Allow-Origin', origin ?? '*');
    if (origin) reply.header('Vary', 'Origin');
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Access-Control-Expose-Headers', EXPOSED);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      reply.header('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED);
      reply.header('Access-Control-Max-Age', '86400');
      await reply.code(204).send();
    }
  });
}
