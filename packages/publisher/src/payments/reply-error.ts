// Sends an error: payment errors with their status and public body; the framework's own 4xx (body too large, bad
// content type) as they are; anything else as an internal error whose cause is logged, never sent.
import { isPaymentsError } from '@kit/payments';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function replyError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (isPaymentsError(error)) {
    if (error.status >= 500) request.log.error({ err: error, cause: error.cause }, 'payments error');
    return reply.code(error.status).send(error.toJSON());
  }
  const framework = error as { statusCode?: number; code?: string; message?: string };
  if (typeof framework?.statusCode === 'number' && framework.statusCode >= 400 && framework.statusCode < 500) {
    return reply
      .code(framework.statusCode)
      .send({ code: String(framework.code ?? 'bad_request').toLowerCase(), message: framework.message ?? 'Bad request.' });
  }
  request.log.error({ err: error }, 'unexpected payments failure');
  return reply.code(500).send({ code: 'internal_error', message: 'Internal error.' });
}
