// POST /designs/{websiteId}/stripe/create-payment-intent: a one-off payment of catalogue prices (passes) for the buyer.
import { PaymentsError } from '@kit/payments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireBuyer } from './buyer';
import { customerFor } from './customer';
import type { PaymentRoutesDeps } from './deps';
import { parseJsonBody, parsePaymentIntent } from './payloads';
import { resolvePrices } from './resolve-prices';

export function createPaymentIntentHandler(deps: PaymentRoutesDeps) {
  return async (request: FastifyRequest<{ Params: { websiteId: string } }>, reply: FastifyReply) => {
    const buyer = await requireBuyer(deps.jwt, request);
    const payload = parsePaymentIntent(parseJsonBody(request.body));
    const prices = await resolvePrices(deps.db, payload.prices);
    if (prices.some(({ price }) => price.type !== 'one_time')) {
      throw new PaymentsError('validation_failed', 'A payment intent takes prices paid once; subscriptions go through checkout.');
    }
    const currencies = new Set(prices.map(({ price }) => price.currency));
    if (currencies.size > 1) throw new PaymentsError('validation_failed', 'All prices must have the same currency.');
    const customerId = await customerFor(deps.db, buyer.userId, payload.customerId);
    const idempotency = request.headers['idempotency-key'];
    const intent = await deps.payments.provider.createPaymentIntent(
      {
        amount: prices.reduce((sum, { price, quantity }) => sum + price.unitAmount * quantity, 0),
        currency: [...currencies][0]!,
        customerId,
        paymentMethodTypes: payload.paymentMethods,
        metadata: {
          user_id: buyer.userId,
          website_id: request.params.websiteId,
          kit_prices: prices.map(({ price }) => price.id).join(','),
        },
      },
      typeof idempotency === 'string' && idempotency ? { idempotencyKey: `${buyer.userId}:${idempotency}` } : undefined,
    );
    return reply.send({
      id: intent.id,
      object: 'payment_intent',
      client_secret: intent.clientSecret,
      amount: intent.amount,
      currency: intent.currency,
      status: intent.status,
      payment_method_types: intent.paymentMethodTypes,
    });
  };
}
