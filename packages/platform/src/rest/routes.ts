// Mounts /rest/v1 on fastify in an encapsulated plugin: raw bodies, its own error bodies, limits, identity, and
// every request run through the parser, planner and SQL builder (reads: once per request shape) under the caller's role.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context';
import { RestError } from './errors';
import type { RestOptions, RestResponse } from './handlers/types';
import { MissingApiKeyError, restIdentity } from './identity';
import { fromDatabaseError } from './pg-error';
import { openSchemaCache } from './schema/schema-cache';
import { createReadCache, serveRestRequest } from './serve-request';

export const DEFAULT_REST_OPTIONS: RestOptions = {
  schemas: ['public'],
  statementTimeoutMs: 8000,
  aggregatesEnabled: true,
  maxUrlLength: 12 * 1024,
  maxBodyBytes: 10 * 1024 * 1024,
  maxEmbedDepth: 16,
  maxLogicDepth: 32,
  explainEnabled: false,
};

const JSON_TYPE = 'application/json; charset=utf-8';

async function send(reply: FastifyReply, response: RestResponse): Promise<void> {
  reply.code(response.status);
  for (const [name, value] of Object.entries(response.headers)) reply.header(name, value);
  await reply.send(response.body);
}

function errorResponse(error: RestError): RestResponse {
  return {
    status: error.status,
    headers: { 'Content-Type': JSON_TYPE, 'Proxy-Status': `PostgREST; error=${error.code}`, ...error.headers },
    body: JSON.stringify(error.toJSON()),
  };
}

/** Any throw turned into the response PostgREST (or the gateway) would send; unknown ones are logged, not sent. */
function toResponse(error: unknown, request: FastifyRequest, authenticated: boolean, maxBodyBytes: number): RestResponse {
  if (error instanceof RestError) return errorResponse(error);
  if (error instanceof MissingApiKeyError)
    return { status: 401, headers: { 'Content-Type': JSON_TYPE }, body: JSON.stringify(error.toJSON()) };
  const fromDb = fromDatabaseError(error, authenticated);
  if (fromDb) {
    if (fromDb.status >= 500) request.log.error({ err: error }, 'database error on /rest/v1');
    return errorResponse(fromDb);
  }
  const fastifyError = error as { statusCode?: unknown; code?: unknown; message?: unknown };
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return errorResponse(
      new RestError('PGRST102', 'Request body is too large', { status: 413, details: `The limit is ${maxBodyBytes} bytes` }),
    );
  }
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return errorResponse(new RestError('PGRST102', String(fastifyError.message ?? 'Bad request'), { status: fastifyError.statusCode }));
  }
  request.log.error({ err: error }, 'unexpected error on /rest/v1');
  return errorResponse(new RestError('PGRSTX00', 'Internal server error', { status: 500 }));
}

export async function registerRestRoutes(app: FastifyInstance, ctx: PlatformContext, overrides: Partial<RestOptions> = {}): Promise<void> {
  const configured: Partial<RestOptions> = {
    ...(ctx.config.rest?.schemas ? { schemas: ctx.config.rest.schemas } : {}),
    ...(ctx.config.rest?.explain !== undefined ? { explainEnabled: ctx.config.rest.explain } : {}),
  };
  const options: RestOptions = { ...DEFAULT_REST_OPTIONS, ...configured, ...overrides };
  const cache = await openSchemaCache(ctx.db, {
    schemas: options.schemas,
    onError: (err) => ctx.log.error({ err }, 'schema cache reload failed'),
  });
  app.addHook('onClose', async () => cache.close());
  const reads = createReadCache();

  async function handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    let authenticated = false;
    try {
      if ((request.raw.url ?? '').length > options.maxUrlLength) {
        throw new RestError('PGRST100', 'URI too long', {
          status: 414,
          details: `The request URL has ${(request.raw.url ?? '').length} characters; the limit is ${options.maxUrlLength}`,
        });
      }
      if (request.method === 'OPTIONS') {
        await reply.code(200).header('Allow', 'OPTIONS,GET,HEAD,POST,PUT,PATCH,DELETE').send('');
        return;
      }
      const identity = await restIdentity(request, ctx.jwt);
      authenticated = identity.role !== 'anon';
      await send(reply, await serveRestRequest({ db: ctx.db, cache: cache.current(), options }, reads, request, identity));
    } catch (error) {
      await send(reply, toResponse(error, request, authenticated, options.maxBodyBytes));
    }
  }

  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.maxBodyBytes }, (_request, body, done) => done(null, body));
      scope.setErrorHandler(async (error, request, reply) => send(reply, toResponse(error, request, false, options.maxBodyBytes)));
      const methods = ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'] as const;
      scope.route({ method: [...methods], url: '/', exposeHeadRoute: false, handler: handle });
      scope.route({ method: [...methods], url: '/*', exposeHeadRoute: false, handler: handle });
    },
    { prefix: '/rest/v1' },
  );
}
