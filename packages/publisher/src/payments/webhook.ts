// POST /payments/webhook: the provider's events, verified on the raw body; 200 once recorded, 400 for a bad signature.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentRoutesDeps } from './deps';

export function webhookHandler(deps: PaymentRoutesDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    const result = await deps.payments.webhooks.handle(raw, typeof signature === 'string' ? signature : undefined);
    return reply.send({ received: true, id: result.eventId, outcome: result.outcome });
  };
}
