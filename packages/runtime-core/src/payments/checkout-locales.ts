// The checkout locales Stripe supports (seed 000 §9: about 35, e.g. en, en-GB, fr, fr-CA, es-419, pt-BR, zh-HK), in one
// place for both sides: the Stripe plugin picks a checkout's locale in the browser and the publisher checks the one a
// checkout request names (browser code never imports the publisher, so the list lives in the package both use).

export const CHECKOUT_LOCALES = [
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

export type CheckoutLocale = (typeof CHECKOUT_LOCALES)[number];

const BY_LOWER = new Map<string, CheckoutLocale>(CHECKOUT_LOCALES.map((locale) => [locale.toLowerCase(), locale]));

/** The supported locale `value` names, in any case and with `_` or `-` (`zh_hk` is `zh-HK`); undefined otherwise. */
export function supportedCheckoutLocale(value: unknown): CheckoutLocale | undefined {
  if (typeof value !== 'string') return undefined;
  return BY_LOWER.get(value.trim().replace('_', '-').toLowerCase());
}
