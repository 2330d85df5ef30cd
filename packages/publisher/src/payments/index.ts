// The publisher's payment endpoints.
export { registerPaymentRoutes, PAYMENTS_BODY_LIMIT } from './register-payment-routes';
export { registerSandboxRoutes, SANDBOX_BODY_LIMIT } from './sandbox-routes';
export type { PaymentRoutesDeps } from './deps';
export { httpWebhookTransport, injectWebhookTransport, WEBHOOK_PATH } from './webhook-transport';
