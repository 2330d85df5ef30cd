/** Public surface of @kit/plugin-stripe: the plugin factory, its actions, settings rules, locales, messages and errors. */
export { createStripePlugin } from './plugin';
export type { StripePlugin, StripePluginOptions, StripePluginTarget } from './plugin';
export { STRIPE_ACTIONS, CHECKOUT_SESSION_TEMPLATE } from './actions';
export { isPaymentConfigurationValid, usesRealProvider, publishableKeyOf, SANDBOX_PUBLISHABLE_KEY } from './settings';
export type { StripeSettings } from './settings';
export { checkoutLocale } from './locales';
export { STRIPE_MESSAGES } from './messages';
export type { StripeMessageCode } from './messages';
export { StripePluginError } from './errors';
export { pageRedirects } from './redirects';
export type { PageRedirectOptions } from './redirects';
export type { PaymentClient, ProviderResult, StripeLoader } from './client';
export type { FetchLike } from './api';
