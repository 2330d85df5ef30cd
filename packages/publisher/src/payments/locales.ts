// The checkout locales Stripe supports; anything else falls back to `auto` (seed §5, §9).

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

const BY_LOWER = new Map<string, string>(CHECKOUT_LOCALES.map((locale) => [locale.toLowerCase(), locale]));

export function checkoutLocale(value: unknown): string {
  if (typeof value !== 'string') return 'auto';
  return BY_LOWER.get(value.trim().replace('_', '-').toLowerCase()) ?? 'auto';
}
