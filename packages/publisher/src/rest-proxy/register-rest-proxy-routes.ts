// `POST /designs/{websiteId}/rest-api/request`: the builder's server-side REST calls, answered with the target's reply.
import type { FastifyInstance } from 'fastify';
import { RestProxyError } from './errors';
import { DEFAULT_REST_PROXY_OPTIONS, proxyRequest, type RestProxyOptions } from './proxy-request';
import { parseProxyInput } from './request-input';

const MAX_REQUEST_BYTES = 1024 * 1024;

export async function registerRestProxyRoutes(app: FastifyInstance, options: Partial<RestProxyOptions> = {}): Promise<void> {
  const settings: RestProxyOptions = { ...DEFAULT_REST_PROXY_OPTIONS, ...options };
  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      const known =
        error instanceof RestProxyError
          ? error
          : (error as { statusCode?: number }).statusCode === 413
            ? new RestProxyError('proxy_invalid_request', `Invalid request: the body is larger than ${MAX_REQUEST_BYTES} bytes`)
            : (error as { statusCode?: number }).statusCode && ((error as { statusCode: number }).statusCode < 500)
              ? new RestProxyError('proxy_invalid_request', 'Invalid request: the body must be JSON')
              : undefined;
      if (!known) request.log.error({ err: error }, 'rest proxy failed');
      else if (known.cause) request.log.warn({ err: known.cause, code: known.code }, 'rest proxy refused or failed');
      const answer = known ?? new RestProxyError('proxy_upstream_failed', 'The request could not be completed');
      return reply.code(answer.status).send(answer.toJSON());
    });
    scope.post('/designs/:websiteId/rest-api/request', { bodyLimit: MAX_REQUEST_BYTES }, async (request, reply) => {
      const input = parseProxyInput(request.body);
      const result = await proxyRequest(input, settings);
      reply.code(result.status);
      if (result.contentType) reply.type(result.contentType);
      return reply.send(result.body);
    });
  });
}
