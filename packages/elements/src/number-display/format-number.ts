/**
 * Number display formatting with Intl.NumberFormat: style currency (default, USD), decimal or percent, a fixed
 * number of decimals (2 by default) and the thousands separator on or off. Unreadable input shows as empty; an
 * unknown currency code falls back to a plain decimal rather than throwing. The defaults are in `settings.ts`.
 */
import { NUMBER_DEFAULTS } from './settings';
import type { NumberFormatOptions, NumberStyle } from './settings';

function readValue(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

function formatter(options: NumberFormatOptions, style: NumberStyle): Intl.NumberFormat {
  const decimals = Math.min(20, Math.max(0, Math.round(Number.isFinite(options.decimals) ? options.decimals : 2)));
  return new Intl.NumberFormat(options.locale || 'en-US', {
    style,
    ...(style === 'currency' ? { currency: options.currency } : {}),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: options.thousandsSeparator,
  });
}

export function formatNumber(value: unknown, options: NumberFormatOptions = NUMBER_DEFAULTS): string {
  const number = readValue(value);
  if (number === undefined) return '';
  try {
    return formatter(options, options.style).format(number);
  } catch {
    // An invalid currency code or locale: the number still shows.
    return formatter({ ...options, locale: 'en-US' }, 'decimal').format(number);
  }
}
