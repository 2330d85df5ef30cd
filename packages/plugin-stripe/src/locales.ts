/**
 * The Stripe Checkout locales (seed 000 §9: about 35, e.g. en, en-GB, fr, fr-CA, es-419, pt-BR, zh-HK); anything else
 * falls back to `auto`. The publisher keeps the same list for its own check; a test keeps the two in step.
 */
export const STRIPE_LOCALES = [
  'auto',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
] as const;

export type StripeLocale = (typeof STRIPE_LOCALES)[number];

const BY_LOWER = new Map<string, StripeLocale>(STRIPE_LOCALES.map((locale) => [locale.toLowerCase(), locale]));

function supported(value: unknown): StripeLocale | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return BY_LOWER.get(value.trim().replace('_', '-').toLowerCase());
}

/** The locale given, else the page's language, when Stripe supports it; otherwise `auto`. */
export function checkoutLocale(locale: unknown, pageLang?: string): StripeLocale {
  const given = typeof locale === 'string' && locale.trim() !== '' ? locale : pageLang;
  return supported(given) ?? 'auto';
}
