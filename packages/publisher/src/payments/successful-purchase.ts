// GET /payments/purchases/{sessionId}: what the successful-purchase page shows, to the buyer only (others get 404).
import { readPurchase } from '@kit/payments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireBuyer } from './buyer';
import type { PaymentRoutesDeps } from './deps';

export function successfulPurchaseHandler(deps: PaymentRoutesDeps) {
  return async (request: FastifyRequest<{ Params: { sessionId: string } }>, reply: FastifyReply) => {
    const buyer = await requireBuyer(deps.jwt, request);
    const purchase = await readPurchase(deps.db, deps.payments.provider, request.params.sessionId, buyer.userId);
    return reply.header('cache-control', 'no-store').send(purchase);
  };
}
