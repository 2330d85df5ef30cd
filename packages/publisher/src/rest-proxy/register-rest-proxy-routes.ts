// `POST /designs/{websiteId}/rest-api/request`: the builder's server-side REST calls, answered with the target's reply.
// Callers present the site's key (the anon key, as the REST plugin sends it in `apikey`) and are rate-limited per address.
import type { JwtService, RateLimit } from '@kit/platform';
import { jsonDepthExceeds, RateLimiter } from '@kit/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RestProxyError } from './errors';
import { DEFAULT_REST_PROXY_OPTIONS, proxyRequest, type RestProxyOptions } from './proxy-request';
import { parseProxyInput } from './request-input';

export const REST_PROXY_BODY_LIMIT = 1024 * 1024;
const SITE_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const DEFAULT_PROXY_RATE_LIMIT: RateLimit = { requests: 60, windowMs: 60_000 };

export interface RestProxyRouteOptions extends Partial<RestProxyOptions> {
  /** Verifies the caller's key (apikey header, or a bearer token) as one of this project's JWTs. */
  jwt: JwtService;
  /** Requests per client address per window (default 60 a minute). */
  rateLimit?: RateLimit;
}

function presentedKey(request: FastifyRequest): string | undefined {
  const apikey = request.headers.apikey;
  const value = Array.isArray(apikey) ? apikey[0] : apikey;
  if (value && value.trim() !== '') return value.trim();
  const bearer = /^bearer\s+(.+)$/i.exec(request.headers.authorization?.trim() ?? '');
  return bearer?.[1]?.trim() || undefined;
}

async function requireSiteKey(jwt: JwtService, request: FastifyRequest): Promise<void> {
  const key = presentedKey(request);
  if (!key) throw new RestProxyError('proxy_key_required', "The request needs the site's API key (apikey header)");
  const claims = await jwt.verify(key).catch(() => undefined);
  if (!claims || typeof claims.role !== 'string' || !SITE_ROLES.has(claims.role)) {
    throw new RestProxyError('proxy_key_invalid', "The API key is not this site's");
  }
}

export async function registerRestProxyRoutes(app: FastifyInstance, options: RestProxyRouteOptions): Promise<void> {
  const { jwt, rateLimit, ...proxyOptions } = options;
  const settings: RestProxyOptions = { ...DEFAULT_REST_PROXY_OPTIONS, ...proxyOptions };
  const limiter = new RateLimiter();
  const budget = rateLimit ?? DEFAULT_PROXY_RATE_LIMIT;
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: REST_PROXY_BODY_LIMIT }, (_request, body, done) => {
      const text = String(body);
      if (jsonDepthExceeds(text))
        return done(new RestProxyError('proxy_invalid_request', 'Invalid request: the JSON body is nested too deeply'), undefined);
      try {
        done(null, JSON.parse(text) as unknown);
      } catch {
        done(new RestProxyError('proxy_invalid_request', 'Invalid request: the body must be JSON'), undefined);
      }
    });
    scope.setErrorHandler((error, request, reply) => {
      const known =
        error instanceof RestProxyError
          ? error
          : (error as { statusCode?: number }).statusCode === 413
            ? new RestProxyError('proxy_request_too_large', `Invalid request: the body is larger than ${REST_PROXY_BODY_LIMIT} bytes`)
            : (error as { statusCode?: number }).statusCode && (error as { statusCode: number }).statusCode < 500
              ? new RestProxyError('proxy_invalid_request', 'Invalid request: the body must be JSON')
              : undefined;
      if (!known) request.log.error({ err: error }, 'rest proxy failed');
      else if (known.cause) request.log.warn({ err: known.cause, code: known.code }, 'rest proxy refused or failed');
      const answer = known ?? new RestProxyError('proxy_upstream_failed', 'The request could not be completed');
      return reply.code(answer.status).send(answer.toJSON());
    });
    // Before the body is read: a keyless or over-eager caller costs nothing but this check.
    scope.addHook('onRequest', async (request, reply) => {
      const retryAfter = limiter.hit(request.ip, budget);
      if (retryAfter !== undefined) {
        reply.header('retry-after', String(retryAfter));
        throw new RestProxyError('proxy_rate_limited', 'Too many proxied requests from this address; try again later');
      }
      await requireSiteKey(jwt, request);
    });
    scope.post('/designs/:websiteId/rest-api/request', { bodyLimit: REST_PROXY_BODY_LIMIT }, async (request, reply) => {
      const input = parseProxyInput(request.body);
      const result = await proxyRequest(input, settings);
      reply.code(result.status);
      if (result.contentType) reply.type(result.contentType);
      return reply.send(result.body);
    });
  });
}
