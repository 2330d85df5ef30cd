// POST /designs/{websiteId}/stripe/create-checkout-session: a hosted checkout for the signed-in buyer → `{ url, id }`.
import { PaymentsError, providerPriceId } from '@kit/payments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireBuyer } from './buyer';
import { customerFor } from './customer';
import type { PaymentRoutesDeps } from './deps';
import { parseCheckout, parseJsonBody } from './payloads';
import { resolveRedirect } from './redirect-url';
import { resolvePrices } from './resolve-prices';

export function createCheckoutSessionHandler(deps: PaymentRoutesDeps) {
  return async (request: FastifyRequest<{ Params: { websiteId: string } }>, reply: FastifyReply) => {
    const buyer = await requireBuyer(deps.jwt, request);
    const payload = parseCheckout(parseJsonBody(request.body));
    const siteUrl = deps.siteUrl();
    const successUrl = resolveRedirect(payload.successUrl, siteUrl, request, 'success page');
    const cancelUrl = resolveRedirect(payload.cancelUrl, siteUrl, request, 'cancel page');
    const prices = await resolvePrices(deps.db, payload.prices);
    const wrongKind = prices.find(({ price }) => (payload.mode === 'subscription') !== (price.type === 'recurring'));
    if (wrongKind) {
      throw new PaymentsError(
        'validation_failed',
        payload.mode === 'subscription'
          ? `The price '${wrongKind.price.id}' is paid once; use the mode "payment".`
          : `The price '${wrongKind.price.id}' is recurring; use the mode "subscription".`,
      );
    }
    const customerId = await customerFor(deps.db, buyer.userId, payload.customerId);
    const idempotency = request.headers['idempotency-key'];
    const session = await deps.payments.provider.createCheckoutSession(
      {
        mode: payload.mode,
        lineItems: prices.map(({ price, quantity }) => ({
          price: providerPriceId(price),
          quantity,
          ...(payload.adjustableQuantity ? { adjustableQuantity: payload.adjustableQuantity } : {}),
        })),
        successUrl,
        cancelUrl,
        customerId,
        customerEmail: customerId ? undefined : (buyer.email ?? payload.customerEmail),
        clientReferenceId: buyer.userId,
        paymentMethodTypes: payload.paymentMethods,
        allowPromotionCodes: payload.allowPromotionCodes,
        shippingCountries: payload.shippingCountries,
        phoneNumberCollection: payload.phoneNumberCollection,
        automaticTax: payload.automaticTax,
        metadata: { ...payload.metadata, user_id: buyer.userId, website_id: request.params.websiteId },
        locale: payload.locale,
      },
      typeof idempotency === 'string' && idempotency ? { idempotencyKey: `${buyer.userId}:${idempotency}` } : undefined,
    );
    if (!session.url) throw new PaymentsError('provider_error', 'The payment provider returned no checkout page.');
    return reply.send({ url: session.url, id: session.id });
  };
}
