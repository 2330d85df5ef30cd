// Turns the provider-neutral checkout parameters into the Stripe API's `checkout.sessions.create` parameters.
import type Stripe from 'stripe';
import type { CheckoutSessionParams } from '../provider/types';

export function stripeCheckoutParams(params: CheckoutSessionParams): Stripe.Checkout.SessionCreateParams {
  const out: Stripe.Checkout.SessionCreateParams = {
    mode: params.mode,
    line_items: params.lineItems.map((item) => ({
      price: item.price,
      quantity: item.quantity,
      ...(item.adjustableQuantity
        ? { adjustable_quantity: { enabled: true, minimum: item.adjustableQuantity.minimum, maximum: item.adjustableQuantity.maximum } }
        : {}),
    })),
    success_url: params.successUrl,
    cancel_url: params.cancelUrl,
    // Since API version 2026-10-28 the list is `allowed_payment_method_types` (`payment_method_types` was removed).
    allowed_payment_method_types: params.paymentMethodTypes as Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[],
    metadata: params.metadata,
    locale: params.locale as Stripe.Checkout.SessionCreateParams.Locale,
  };
  if (params.customerId) out.customer = params.customerId;
  else if (params.customerEmail) out.customer_email = params.customerEmail;
  if (params.clientReferenceId) out.client_reference_id = params.clientReferenceId;
  if (params.allowPromotionCodes) out.allow_promotion_codes = true;
  if (params.shippingCountries && params.shippingCountries.length > 0) {
    out.shipping_address_collection = {
      allowed_countries: params.shippingCountries as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry[],
    };
  }
  if (params.phoneNumberCollection) out.phone_number_collection = { enabled: true };
  if (params.automaticTax) out.automatic_tax = { enabled: true };
  // The metadata also goes on the object that lives on: the subscription, or the one-off payment.
  if (params.mode === 'subscription') out.subscription_data = { metadata: params.metadata };
  else out.payment_intent_data = { metadata: params.metadata };
  return out;
}
