/**
 * The six payment actions (seed 000 §5, §7; seed 001 §5, §7): checkout and customer portal (server-made sessions, then
 * the browser goes to the returned URL), create / retrieve payment intent, confirm payment, confirm card payment.
 * Each checks its inputs in the seed's order with the seed's messages. A seventh, ours, gives the payment element its
 * form: Stripe's Elements group with a real account, the sandbox card form's handle without.
 */
import type { ActionContext, ActionDefinition, ActionHandler } from '@kit/runtime-core';
import type { PaymentApi } from './api';
import type { PaymentClient } from './client';
import { StripePluginError } from './errors';
import { checkoutLocale } from './locales';
import type { StripeMessageCode } from './messages';

/** What the actions reach. */
export interface StripeHost {
  api: PaymentApi;
  /** Stripe.js (or the sandbox's stand-in), loaded on first use. */
  client(): Promise<PaymentClient>;
  /** The URL of a page (seed 000 §2: the live origin plus the page path). */
  redirectTo(page: string): string;
  /** Sends the browser to a URL (`location.assign` in a page). */
  navigate(url: string): void;
  /** The page's language, the locale's fallback before `auto`. */
  lang(): string | undefined;
}

/** The action types the plugin registers. */
export const STRIPE_ACTIONS = {
  checkout: 'stripe:checkout',
  customerPortal: 'stripe:customer-portal',
  createPaymentIntent: 'stripe:create-payment-intent',
  retrievePaymentIntent: 'stripe:retrieve-payment-intent',
  confirmPayment: 'stripe:confirm-payment',
  confirmCardPayment: 'stripe:confirm-card-payment',
  /** Ours (Stripe.js's `stripe.elements()`): the Elements group a payment element mounts, for one intent. */
  createElements: 'stripe:create-elements',
} as const;

/** The Stripe Checkout template the success page reads its session id from (GET /payments/purchases/{id}). */
export const CHECKOUT_SESSION_TEMPLATE = '{CHECKOUT_SESSION_ID}';

const arg = (action: ActionDefinition, context: ActionContext, key: string): unknown => context.evaluate(action[key]);

function isMissing(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return Array.isArray(value) && value.length === 0;
}

function required(value: unknown, code: StripeMessageCode): unknown {
  if (isMissing(value)) throw StripePluginError.validation(code);
  return value;
}

function text(value: unknown, code: StripeMessageCode): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.trim() === '') throw StripePluginError.validation(code);
  return value.trim();
}

/** Key-value lists (`[{ key, value }]`) become an object; objects pass as they are. */
function metadataOf(value: unknown): Record<string, unknown> | undefined {
  if (Array.isArray(value)) {
    const entries = (value as unknown[]).filter(
      (entry): entry is { key: string; value?: unknown } => typeof (entry as { key?: unknown } | null)?.key === 'string',
    );
    return Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

function withSessionId(url: string): string {
  if (url.includes(CHECKOUT_SESSION_TEMPLATE)) return url;
  const hashAt = url.indexOf('#');
  const [head, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  return `${head}${head.includes('?') ? '&' : '?'}session_id=${CHECKOUT_SESSION_TEMPLATE}${hash}`;
}

function defined(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

function urlOf(session: unknown): string {
  const url = (session as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || url === '') throw StripePluginError.validation('NO_REDIRECT_URL');
  return url;
}

/** The Elements instance (or card element) held by a variable, by id. */
function elementOf(context: ActionContext, elementId: string): unknown {
  const { variables } = context.runtime;
  const element = variables.has(elementId) ? variables.peek(elementId) : undefined;
  if (element === undefined || element === null || typeof element !== 'object') throw StripePluginError.validation('INVALID_ELEMENT');
  return element;
}

export function stripeActions(host: StripeHost): Record<string, ActionHandler> {
  return {
    [STRIPE_ACTIONS.checkout]: async (action, context) => {
      const mode = required(arg(action, context, 'mode'), 'NO_MODE');
      const prices = required(arg(action, context, 'prices'), 'NO_PRODUCT');
      const paymentMethods = required(arg(action, context, 'paymentMethods'), 'NO_PAYMENT_METHOD');
      const successPage = text(arg(action, context, 'successPage'), 'NO_SUCCESS_PAGE');
      const cancelPage = text(arg(action, context, 'cancelPage'), 'NO_CANCEL_PAGE');
      const session = await host.api.post(
        'create-checkout-session',
        defined({
          prices,
          successUrl: withSessionId(host.redirectTo(successPage)),
          cancelUrl: host.redirectTo(cancelPage),
          customerId: arg(action, context, 'customerId'),
          customerEmail: arg(action, context, 'customerEmail'),
          paymentMethods,
          isQuantityAdjustable: arg(action, context, 'isQuantityAdjustable'),
          minQuantity: arg(action, context, 'minQuantity'),
          maxQuantity: arg(action, context, 'maxQuantity'),
          isPromoCode: arg(action, context, 'isPromoCode'),
          mode,
          shippings: arg(action, context, 'shippings'),
          isPhoneCollection: arg(action, context, 'isPhoneCollection'),
          isAutoTax: arg(action, context, 'isAutoTax'),
          metadata: metadataOf(arg(action, context, 'metadata')),
          locale: checkoutLocale(arg(action, context, 'locale'), host.lang()),
        }),
      );
      const url = urlOf(session);
      host.navigate(url);
      return session;
    },
    [STRIPE_ACTIONS.customerPortal]: async (action, context) => {
      const customerId = text(arg(action, context, 'customerId'), 'NO_CUSTOMER');
      const cancelPage = text(arg(action, context, 'cancelPage'), 'NO_CANCEL_PAGE');
      const session = await host.api.post('create-customer-portal-session', { customerId, cancelUrl: host.redirectTo(cancelPage) });
      const url = urlOf(session);
      host.navigate(url);
      return session;
    },
    [STRIPE_ACTIONS.createPaymentIntent]: async (action, context) => {
      const prices = required(arg(action, context, 'prices'), 'NO_PRODUCT');
      const paymentMethods = required(arg(action, context, 'paymentMethods'), 'NO_PAYMENT_METHOD');
      return host.api.post('create-payment-intent', defined({ prices, customerId: arg(action, context, 'customerId'), paymentMethods }));
    },
    [STRIPE_ACTIONS.retrievePaymentIntent]: async (action, context) => {
      const clientSecret = text(arg(action, context, 'clientSecret'), 'NO_CLIENT_SECRET');
      const result = await (await host.client()).retrievePaymentIntent(clientSecret);
      if (result.error) throw StripePluginError.provider(result.error);
      return result.paymentIntent;
    },
    [STRIPE_ACTIONS.confirmPayment]: async (action, context) => {
      const elementId = text(arg(action, context, 'elementId'), 'NO_ELEMENT');
      const redirectPage = text(arg(action, context, 'redirectPage'), 'NO_REDIRECT_PAGE');
      const elements = elementOf(context, elementId);
      // Ours: `redirect: 'if_required'` (as Stripe.js) stays on the page when no authentication is needed.
      const redirect = arg(action, context, 'redirect') === 'if_required' ? 'if_required' : undefined;
      const result = await (
        await host.client()
      ).confirmPayment({
        elements,
        confirmParams: { return_url: host.redirectTo(redirectPage) },
        ...(redirect ? { redirect } : {}),
      });
      // On success Stripe.js leaves the page for the return URL (unless told otherwise); an error is a failure.
      if (result.error) throw StripePluginError.provider(result.error);
      return result.paymentIntent;
    },
    [STRIPE_ACTIONS.confirmCardPayment]: async (action, context) => {
      const clientSecret = text(arg(action, context, 'clientSecret'), 'NO_CLIENT_SECRET');
      const elementId = text(arg(action, context, 'elementId'), 'NO_ELEMENT');
      const card = elementOf(context, elementId);
      const result = await (await host.client()).confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) throw StripePluginError.provider(result.error);
      return result.paymentIntent;
    },
    [STRIPE_ACTIONS.createElements]: async (action, context) => {
      const clientSecret = text(arg(action, context, 'clientSecret'), 'NO_CLIENT_SECRET');
      const appearance = arg(action, context, 'appearance');
      return (await host.client()).elements({
        clientSecret,
        ...(typeof appearance === 'object' && appearance !== null ? { appearance: appearance as Record<string, unknown> } : {}),
        locale: checkoutLocale(arg(action, context, 'locale'), host.lang()),
      });
    },
  };
}
