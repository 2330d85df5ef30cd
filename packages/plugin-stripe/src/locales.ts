/** The locale a checkout opens in: the one an action names, else the page's language, when Stripe supports it. */
import { supportedCheckoutLocale, type CheckoutLocale } from '@kit/runtime-core';

/** The locale given, else the page's language, when Stripe supports it; otherwise `auto`. */
export function checkoutLocale(locale: unknown, pageLang?: string): CheckoutLocale {
  const given = typeof locale === 'string' && locale.trim() !== '' ? locale : pageLang;
  return supportedCheckoutLocale(given) ?? 'auto';
}
