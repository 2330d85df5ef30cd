// Validates the plugin's payloads (seed §3, §5): the seed's messages verbatim, checked in the seed's order.
import { PaymentsError } from '@kit/payments';
import { jsonDepthExceeds } from '@kit/platform';
import { supportedCheckoutLocale } from '@kit/runtime-core';

type Json = Record<string, unknown>;

export interface PriceRequest {
  price: string;
  quantity: number;
}

export interface CheckoutRequest {
  mode: 'payment' | 'subscription';
  prices: PriceRequest[];
  paymentMethods: string[];
  successUrl: string;
  cancelUrl: string;
  customerId?: string;
  customerEmail?: string;
  adjustableQuantity?: { minimum?: number; maximum?: number };
  allowPromotionCodes: boolean;
  shippingCountries: string[];
  phoneNumberCollection: boolean;
  automaticTax: boolean;
  metadata: Record<string, string>;
  locale: string;
}

const invalid = (message: string) => new PaymentsError('validation_failed', message);
const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

export function parseJsonBody(body: unknown): Json {
  if (body === undefined || body === '' || body === null) return {};
  let parsed: unknown = body;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    if (jsonDepthExceeds(body)) throw new PaymentsError('payload_invalid', 'The JSON body is nested too deeply.');
    try {
      parsed = JSON.parse(body.toString());
    } catch (cause) {
      throw new PaymentsError('payload_invalid', 'The request body must be JSON.', { cause });
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new PaymentsError('payload_invalid', 'The request body must be a JSON object.');
  return parsed as Json;
}

function optionalString(body: Json, key: string): string | undefined {
  const value = body[key];
  if (!present(value)) return undefined;
  if (typeof value !== 'string') throw invalid(`${key} must be a string.`);
  return value.trim();
}

function flag(body: Json, key: string): boolean {
  const value = body[key];
  if (!present(value)) return false;
  if (typeof value !== 'boolean') throw invalid(`${key} must be true or false.`);
  return value;
}

function quantityOf(value: unknown): number {
  if (value === undefined || value === null || value === '') return 1;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > 999)
    throw invalid('Each quantity must be a whole number from 1 to 999.');
  return number;
}

function parsePrices(value: unknown): PriceRequest[] | undefined {
  const list = Array.isArray(value) ? value : present(value) ? [value] : [];
  if (list.length === 0) return undefined;
  if (list.length > 20) throw invalid('At most 20 products can be bought at once.');
  return list.map((entry) => {
    if (typeof entry === 'string' && entry.trim() !== '') return { price: entry.trim(), quantity: 1 };
    if (entry && typeof entry === 'object') {
      const item = entry as Json;
      const price = item.price ?? item.priceId ?? item.id;
      if (typeof price === 'string' && price.trim() !== '') return { price: price.trim(), quantity: quantityOf(item.quantity) };
    }
    throw invalid('Each product must be a price id or an object with a price.');
  });
}

function parseMethods(value: unknown): string[] | undefined {
  const list = (Array.isArray(value) ? value : present(value) ? [value] : []).map((entry) =>
    entry && typeof entry === 'object' ? ((entry as Json).value ?? (entry as Json).type) : entry,
  );
  if (list.length === 0) return undefined;
  if (!list.every((entry): entry is string => typeof entry === 'string' && /^[a-z_]{2,40}$/.test(entry))) {
    throw invalid('Each payment method must be a payment method type such as "card".');
  }
  return [...new Set(list)];
}

function parseMetadata(value: unknown): Record<string, string> {
  if (!present(value)) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid('metadata must be an object.');
  const entries = Object.entries(value as Json).filter(([, item]) => item !== undefined && item !== null);
  if (entries.length > 40) throw invalid('metadata can have at most 40 keys.');
  return Object.fromEntries(
    entries.map(([key, item]) => {
      const text = typeof item === 'string' ? item : JSON.stringify(item);
      if (key.length > 40 || text.length > 500) throw invalid('metadata keys are at most 40 characters and values at most 500.');
      return [key, text];
    }),
  );
}

function parseCountries(value: unknown): string[] {
  const list = Array.isArray(value) ? value : present(value) ? [value] : [];
  return list.map((entry) => {
    const code =
      typeof entry === 'string'
        ? entry
        : entry && typeof entry === 'object'
          ? ((entry as Json).value ?? (entry as Json).country)
          : undefined;
    if (typeof code !== 'string' || !/^[A-Za-z]{2}$/.test(code)) throw invalid('Each shipping country must be a two-letter country code.');
    return code.toUpperCase();
  });
}

function bound(body: Json, key: string): number | undefined {
  const value = body[key];
  if (!present(value)) return undefined;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > 999)
    throw invalid(`${key} must be a whole number from 0 to 999.`);
  return number;
}

export function parseCheckout(body: Json): CheckoutRequest {
  const mode = body.mode;
  if (!present(mode)) throw invalid('No mode defined.');
  if (mode !== 'payment' && mode !== 'subscription') throw invalid('The mode must be "payment" or "subscription".');
  const prices = parsePrices(body.prices);
  if (!prices) throw invalid('No product defined.');
  const paymentMethods = parseMethods(body.paymentMethods);
  if (!paymentMethods) throw invalid('No payment method defined.');
  const successUrl = optionalString(body, 'successUrl');
  if (!successUrl) throw invalid('No success page defined.');
  const cancelUrl = optionalString(body, 'cancelUrl');
  if (!cancelUrl) throw invalid('No cancel page defined.');
  const minimum = bound(body, 'minQuantity');
  const maximum = bound(body, 'maxQuantity');
  if (minimum !== undefined && maximum !== undefined && minimum > maximum) throw invalid('minQuantity cannot be more than maxQuantity.');
  return {
    mode,
    prices,
    paymentMethods,
    successUrl,
    cancelUrl,
    customerId: optionalString(body, 'customerId'),
    customerEmail: optionalString(body, 'customerEmail'),
    adjustableQuantity: flag(body, 'isQuantityAdjustable') ? { minimum, maximum } : undefined,
    allowPromotionCodes: flag(body, 'isPromoCode'),
    shippingCountries: parseCountries(body.shippings),
    phoneNumberCollection: flag(body, 'isPhoneCollection'),
    automaticTax: flag(body, 'isAutoTax'),
    metadata: parseMetadata(body.metadata),
    // Stripe's own fallback for a locale it does not support.
    locale: supportedCheckoutLocale(body.locale) ?? 'auto',
  };
}

export function parsePortal(body: Json): { customerId: string; cancelUrl: string } {
  const customerId = optionalString(body, 'customerId');
  // The seed's message for a missing customer id, verbatim.
  if (!customerId) throw new PaymentsError('customer_id_required', 'No currency defined.');
  const cancelUrl = optionalString(body, 'cancelUrl');
  if (!cancelUrl) throw invalid('No cancel page defined.');
  return { customerId, cancelUrl };
}

export function parsePaymentIntent(body: Json): { prices: PriceRequest[]; paymentMethods: string[]; customerId?: string } {
  const prices = parsePrices(body.prices);
  if (!prices) throw invalid('No product defined.');
  const paymentMethods = parseMethods(body.paymentMethods);
  if (!paymentMethods) throw invalid('No payment method defined.');
  return { prices, paymentMethods, customerId: optionalString(body, 'customerId') };
}
