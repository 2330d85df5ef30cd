// POST /designs/{websiteId}/stripe/create-customer-portal-session: the billing portal of the buyer's own customer → `{ url }`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireBuyer } from './buyer';
import { requireOwnCustomer } from './customer';
import type { PaymentRoutesDeps } from './deps';
import { parseJsonBody, parsePortal } from './payloads';
import { resolveRedirect } from './redirect-url';

export function createCustomerPortalSessionHandler(deps: PaymentRoutesDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const buyer = await requireBuyer(deps.jwt, request);
    const payload = parsePortal(parseJsonBody(request.body));
    const returnUrl = resolveRedirect(payload.cancelUrl, deps.siteUrl(), request, 'cancel page');
    const customerId = await requireOwnCustomer(deps.db, buyer.userId, payload.customerId);
    const session = await deps.payments.provider.createPortalSession({ customerId, returnUrl });
    return reply.send({ url: session.url });
  };
}
