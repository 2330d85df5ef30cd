// The storage scope's error and not-found answers, in the storage server's body shape; causes of 5xx are logged, not sent.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mapDatabaseError } from './database';
import { StorageError, storageErrors } from './errors';

const DRAIN_LIMIT = 8 * 1024 * 1024;

// An error answered before the upload body was read: drain a small body (keeps the connection), close on a big one.
function settleUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length <= DRAIN_LIMIT) {
    raw.resume();
    return;
  }
  reply.header('Connection', 'close');
}

export function toStorageError(error: unknown): StorageError {
  const mapped = mapDatabaseError(error);
  if (mapped instanceof StorageError) return mapped;
  const fastifyError = mapped as Partial<FastifyError>;
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new StorageError('InvalidRequest', fastifyError.message ?? 'Invalid Request', {
      status: fastifyError.statusCode,
      error: fastifyError.name ?? 'Bad Request',
      httpStatus: fastifyError.statusCode,
    });
  }
  return storageErrors.internal(mapped);
}

export function registerStorageErrorReplies(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const storageError = toStorageError(error);
    if (storageError.httpStatus >= 500) request.log.error({ err: storageError.cause ?? error }, 'storage request failed');
    settleUnreadBody(request, reply);
    if (reply.sent || reply.raw.headersSent) {
      reply.raw.destroy();
      return;
    }
    reply.removeHeader('Content-Length').removeHeader('Content-Range').removeHeader('Content-Disposition');
    return reply.code(storageError.httpStatus).type('application/json').send(storageError.toJSON());
  });
  const answerNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    settleUnreadBody(request, reply);
    return reply
      .code(404)
      .type('application/json')
      .send({
        statusCode: '404',
        code: 'InvalidRequest',
        error: 'Not Found',
        message: `Route ${request.method}:${request.raw.url} not found`,
      });
  };
  app.setNotFoundHandler(answerNotFound);
  // A site's page route (`GET /*`) would otherwise take unknown GETs here and answer its own 404.
  app.get('/*', answerNotFound);
}
