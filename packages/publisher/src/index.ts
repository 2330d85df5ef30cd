// @kit/publisher: serves a published design; for now, its payment endpoints.
export { registerPaymentRoutes, httpWebhookTransport, injectWebhookTransport, WEBHOOK_PATH, CHECKOUT_LOCALES, checkoutLocale } from './payments';
export type { PaymentRoutesDeps } from './payments';
export { registerRestProxyRoutes, RestProxyError, isForbiddenAddress } from './rest-proxy';
export type { RestProxyOptions, RestProxyErrorCode } from './rest-proxy';
export { registerIconRoutes, createIconStore } from './icons';
export type { Icon, IconStore } from './icons';
