/**
 * The form input's model, without React: its settings with the seed's ranges applied, the native attributes each
 * type renders with, and the conversions between the text in the field and the exposed value (numbers for number,
 * decimal and currency; text otherwise). The settings and their defaults are in `settings.ts`.
 */
import { formatCurrency, parseCurrency } from '../forms/currency';
import type { CurrencyFormat } from '../forms/currency';
import { FORM_RANGES } from '../forms/limits';
import { clampSetting, clampStep, precisionDigits, readNumber, readPrecision, readTimePrecision } from '../forms/ranges';
import { INPUT_TYPES } from './settings';
import type { FormInputSettings, InputType } from './settings';

/** The settings the component works with: numbers clamped to their ranges, choices checked. */
export interface InputModel {
  type: InputType;
  precision: number;
  step: number;
  min: number;
  max: number;
  rows: number;
  debounceDelay: number;
  timeStep: number;
  currency: CurrencyFormat;
}

export function inputModel(settings: FormInputSettings): InputModel {
  const type = (INPUT_TYPES as readonly string[]).includes(settings.type) ? settings.type : 'text';
  const precision = readPrecision(settings.precision);
  const min = clampSetting(settings.min, FORM_RANGES.min);
  return {
    type,
    precision,
    step: clampStep(settings.step, type, precision),
    min,
    // max never below min, so the range is never empty.
    max: Math.max(min, clampSetting(settings.max, FORM_RANGES.max)),
    rows: Math.round(clampSetting(settings.rows, FORM_RANGES.rows)),
    debounceDelay: clampSetting(settings.debounceDelay, FORM_RANGES.debounceDelay),
    timeStep: readTimePrecision(settings.timePrecision),
    currency: {
      decimals: Math.round(clampSetting(settings.currencyDecimalPlaces, FORM_RANGES.currencyDecimals)),
      thousandsSeparator: typeof settings.currencyThousandsSeparator === 'string' ? settings.currencyThousandsSeparator : ',',
      decimalSeparator:
        typeof settings.currencyDecimalSeparator === 'string' && settings.currencyDecimalSeparator !== ''
          ? settings.currencyDecimalSeparator
          : '.',
    },
  };
}

/** The native `type` attribute. */
export function htmlInputType(type: InputType, revealPassword: boolean): string {
  switch (type) {
    case 'decimal':
      return 'number';
    case 'currency':
      return 'text';
    case 'password':
      return revealPassword ? 'text' : 'password';
    default:
      return type;
  }
}

/** The on-screen keyboard a phone shows. */
export function inputMode(type: InputType): 'decimal' | 'numeric' | 'email' | 'tel' | 'search' | undefined {
  if (type === 'number') return 'numeric';
  if (type === 'decimal' || type === 'currency') return 'decimal';
  if (type === 'email' || type === 'tel' || type === 'search') return type;
  return undefined;
}

/** The exposed value of the field's text: a number (or null when empty) for numeric types, the text otherwise. */
export function valueFromText(text: string, model: InputModel): unknown {
  switch (model.type) {
    case 'number':
    case 'decimal': {
      if (text.trim() === '') return null;
      const number = Number(text);
      if (!Number.isFinite(number)) return null;
      return model.type === 'decimal' ? Number(number.toFixed(precisionDigits(model.precision))) : number;
    }
    case 'currency':
      return parseCurrency(text, model.currency);
    default:
      return text;
  }
}

/** The text a value is shown as; a currency with its separators and decimals. */
export function textFromValue(value: unknown, model: InputModel): string {
  if (value === undefined || value === null) return '';
  if (model.type === 'currency') {
    const number = typeof value === 'number' ? value : parseCurrency(String(value), model.currency);
    if (number === null || !Number.isFinite(number)) return '';
    return formatCurrency(number, model.currency);
  }
  if (model.type === 'number' || model.type === 'decimal') {
    const number = readNumber(value);
    return number === undefined ? '' : String(number);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
