// Mounts the payment endpoints: the plugin's three /designs/{websiteId}/stripe/* calls, the webhook and the purchase
// summary. The sandbox's hosted pages and clock under /_sandbox/ are an area of their own (sandbox-routes.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createCheckoutSessionHandler } from './create-checkout-session';
import { createCustomerPortalSessionHandler } from './create-customer-portal-session';
import { createPaymentIntentHandler } from './create-payment-intent';
import type { PaymentRoutesDeps } from './deps';
import { replyError } from './reply-error';
import { successfulPurchaseHandler } from './successful-purchase';
import { webhookHandler } from './webhook';
import { WEBHOOK_PATH } from './webhook-transport';

/** The payment calls' and the webhook's bodies. */
export const PAYMENTS_BODY_LIMIT = 256 * 1024;

type Handler<R extends FastifyRequest> = (request: R, reply: FastifyReply) => Promise<unknown>;

function guarded<R extends FastifyRequest>(handler: Handler<R>): Handler<R> {
  return async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      return replyError(request, reply, error);
    }
  };
}

export async function registerPaymentRoutes(
  app: FastifyInstance,
  deps: PaymentRoutesDeps,
  bodyLimit: number = PAYMENTS_BODY_LIMIT,
): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => replyError(request, reply, error));
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
    scope.post('/designs/:websiteId/stripe/create-checkout-session', guarded(createCheckoutSessionHandler(deps)));
    scope.post('/designs/:websiteId/stripe/create-customer-portal-session', guarded(createCustomerPortalSessionHandler(deps)));
    scope.post('/designs/:websiteId/stripe/create-payment-intent', guarded(createPaymentIntentHandler(deps)));
    scope.post(WEBHOOK_PATH, guarded(webhookHandler(deps)));
    scope.get('/payments/purchases/:sessionId', guarded(successfulPurchaseHandler(deps)));
  });
}
