/**
 * Currency input text: a number shown with thousands and decimal separators while the field is not focused, and
 * the text a visitor typed parsed back to a number. The symbol is drawn beside the field, not inside its text.
 */

export interface CurrencyFormat {
  /** Digits after the decimal separator (2 by default). */
  decimals: number;
  /** Between groups of three digits; '' for none (',' by default). */
  thousandsSeparator: string;
  /** Before the decimals ('.' by default). */
  decimalSeparator: string;
}

export const DEFAULT_CURRENCY_FORMAT: CurrencyFormat = { decimals: 2, thousandsSeparator: ',', decimalSeparator: '.' };

/** Groups the digits of an integer text by three from the right. */
function group(digits: string, separator: string): string {
  if (separator === '') return digits;
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator;
    out += digits[i];
  }
  return out;
}

/** 1234.5 → '1,234.50'; null, undefined and non-numbers → ''. */
export function formatCurrency(value: unknown, format: CurrencyFormat = DEFAULT_CURRENCY_FORMAT): string {
  const number = typeof value === 'string' ? parseCurrency(value, format) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return '';
  const fixed = Math.abs(number).toFixed(format.decimals);
  const [integer = '0', fraction] = fixed.split('.');
  const sign = number < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${group(integer, format.thousandsSeparator)}${fraction === undefined ? '' : format.decimalSeparator + fraction}`;
}

/**
 * '1,234.50' → 1234.5. The decimal separator is the configured one; thousands separators, spaces and any symbol are
 * dropped. Empty or unreadable text → null. The result is rounded to the format's decimals.
 */
export function parseCurrency(text: string, format: CurrencyFormat = DEFAULT_CURRENCY_FORMAT): number | null {
  let body = text;
  if (format.thousandsSeparator !== '') body = body.split(format.thousandsSeparator).join('');
  const negative = /^\s*[^\d]*-/.test(body);
  const [integerPart = '', ...rest] = body.split(format.decimalSeparator);
  const integer = integerPart.replace(/\D/g, '');
  const fraction = rest.join('').replace(/\D/g, '');
  if (integer === '' && fraction === '') return null;
  const number = Number(`${integer || '0'}.${fraction || '0'}`);
  const factor = 10 ** format.decimals;
  const rounded = Math.round(number * factor) / factor;
  return negative ? -rounded : rounded;
}
