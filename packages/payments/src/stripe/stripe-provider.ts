// The real provider: Stripe's API through the official SDK (host, port and protocol overridable for tests).
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import { PaymentsError } from '../errors';
import { checkoutSessionFromStripe, invoiceFromStripe, paymentIntentFromStripe, subscriptionFromStripe } from '../provider/from-stripe';
import type { PaymentProvider, ProviderEvent } from '../provider/types';
import { stripeCheckoutParams } from './checkout-params';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** API endpoint overrides (a local fake in tests). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

function translate(error: unknown): PaymentsError {
  if (error instanceof PaymentsError) return error;
  const stripeError = error as { type?: string; statusCode?: number; message?: string; code?: string };
  if (stripeError?.statusCode === 404) return new PaymentsError('not_found', stripeError.message ?? 'No such object.', { cause: error });
  if (stripeError?.type === 'StripeCardError')
    return new PaymentsError('card_declined', stripeError.message ?? 'Your card was declined.', { cause: error });
  if (stripeError?.type === 'StripeInvalidRequestError') {
    return new PaymentsError('validation_failed', stripeError.message ?? 'Invalid request.', { cause: error });
  }
  return new PaymentsError('provider_error', 'The payment provider could not be reached.', { cause: error });
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw translate(error);
  }
}

/** The SDK (two hundred modules) loads when a Stripe key is configured, not at every start on the sandbox. */
function loadStripe(): typeof Stripe {
  return createRequire(import.meta.url)('stripe') as typeof Stripe;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const StripeSdk = loadStripe();
  const stripe = new StripeSdk(options.secretKey, {
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'kit-payments' },
  });

  return {
    name: 'stripe',
    createCustomer: (params, request) =>
      call(async () => {
        const customer = await stripe.customers.create({ email: params.email, metadata: params.metadata }, request);
        return { id: customer.id };
      }),
    createCheckoutSession: (params, request) =>
      call(async () =>
        checkoutSessionFromStripe((await stripe.checkout.sessions.create(stripeCheckoutParams(params), request)) as unknown as Json),
      ),
    retrieveCheckoutSession: (id) =>
      call(async () =>
        checkoutSessionFromStripe((await stripe.checkout.sessions.retrieve(id, { expand: ['line_items'] })) as unknown as Json),
      ),
    createPortalSession: (params) =>
      call(async () => {
        const session = await stripe.billingPortal.sessions.create({ customer: params.customerId, return_url: params.returnUrl });
        return { id: session.id, url: session.url, customerId: params.customerId, returnUrl: session.return_url ?? params.returnUrl };
      }),
    createPaymentIntent: (params, request) =>
      call(async () => {
        const intent = await stripe.paymentIntents.create(
          {
            amount: params.amount,
            currency: params.currency,
            allowed_payment_method_types: params.paymentMethodTypes as Stripe.PaymentIntentCreateParams.AllowedPaymentMethodType[],
            metadata: params.metadata,
            ...(params.customerId ? { customer: params.customerId } : {}),
          },
          request,
        );
        return paymentIntentFromStripe(intent as unknown as Json);
      }),
    retrievePaymentIntent: (id) => call(async () => paymentIntentFromStripe((await stripe.paymentIntents.retrieve(id)) as unknown as Json)),
    retrieveSubscription: (id) => call(async () => subscriptionFromStripe((await stripe.subscriptions.retrieve(id)) as unknown as Json)),
    retrieveInvoice: (id) => call(async () => invoiceFromStripe((await stripe.invoices.retrieve(id)) as unknown as Json)),
    constructEvent(rawBody, signatureHeader) {
      try {
        return stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', options.webhookSecret) as unknown as ProviderEvent;
      } catch (error) {
        throw new PaymentsError('signature_invalid', 'The webhook signature does not match the payload.', { cause: error });
      }
    },
    now: () => Math.floor(Date.now() / 1000),
  };
}
