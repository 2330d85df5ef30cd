// @kit/payments: payment providers behind one interface (Stripe SDK; local sandbox), webhooks and entitlements.
export { PaymentsError, isPaymentsError, PAYMENT_ERROR_STATUS } from './errors';
export type { PaymentErrorCode } from './errors';
export type {
  PaymentProvider,
  CheckoutMode,
  CheckoutLineItem,
  CheckoutSessionParams,
  CheckoutSession,
  Subscription,
  SubscriptionStatus,
  Invoice,
  PaymentIntent,
  PaymentIntentParams,
  PortalSession,
  ProviderEvent,
} from './provider/types';
export { signatureHeader, verifySignature, SIGNATURE_TOLERANCE_SECONDS } from './provider/signature';
export { createStripeProvider } from './stripe/stripe-provider';
export type { StripeProviderOptions } from './stripe/stripe-provider';
export { createSandboxProvider } from './sandbox/sandbox-provider';
export type { SandboxProvider, SandboxOptions, CheckoutPageView } from './sandbox/sandbox-provider';
export type { WebhookTransport, RetryPolicy } from './sandbox/delivery';
export { CardError } from './sandbox/cards';
export type { CardInput } from './sandbox/cards';
export type { CheckoutSubmission } from './sandbox/checkout';
export type { PortalView } from './sandbox/portal';
export { renderCheckoutPage } from './sandbox/pages/checkout-page';
export type { CheckoutFormState } from './sandbox/pages/checkout-page';
export type { HostedBrand } from './sandbox/pages/html';
export { renderPortalPage } from './sandbox/pages/portal-page';
export { renderSandboxClosedPage } from './sandbox/pages/closed-page';
export { listPrices, findPrice, providerPriceId } from './catalogue/catalogue';
export type { CataloguePrice } from './catalogue/catalogue';
export { createWebhookProcessor } from './entitlements/webhook-processor';
export type { WebhookProcessor, WebhookResult, WebhookOutcome } from './entitlements/webhook-processor';
export { DEFAULT_ACCESS_POLICY } from './entitlements/access';
export type { AccessPolicy } from './entitlements/access';
export { DEFAULT_ROLE_LINK } from './entitlements/role-links';
export type { RoleLinkConfig } from './entitlements/role-links';
export { expireEntitlements } from './entitlements/expire';
export { readPurchase } from './purchases/successful-purchase';
export type { PurchaseSummary } from './purchases/successful-purchase';
export { createPayments } from './create-payments';
export type { Payments, PaymentsOptions } from './create-payments';
export { paymentsMigrations, paymentsMigrationsDir } from './migrations/payments-migrations';
export { userOfCustomer, latestCustomerOf } from './entitlements/entitlement-store';
