/**
 * The form input's settings (seed 001 §3): its types, the currency symbol positions and every setting's default.
 * Constants only: the element's definition reads them and sits in the page entry, while the component and its model
 * load with the element's own chunk.
 */
import { FORM_RANGES } from '../forms/limits';

export const INPUT_TYPES = [
  'text',
  'textarea',
  'email',
  'search',
  'password',
  'number',
  'decimal',
  'date',
  'time',
  'tel',
  'color',
  'currency',
] as const;
export type InputType = (typeof INPUT_TYPES)[number];

export const CURRENCY_POSITIONS = ['prefix', 'suffix'] as const;

export interface FormInputSettings extends Record<string, unknown> {
  type: InputType;
  value: unknown;
  label: string;
  placeholder: string;
  readonly: boolean;
  required: boolean;
  autocomplete: boolean;
  debounce: boolean;
  debounceDelay: number | string;
  fieldName: string;
  customValidation: boolean;
  /** Custom validation: a boolean (a formula the renderer resolved) or formula code evaluated with `context.value`. */
  validation: unknown;
  precision: number | string;
  step: number | string;
  min: number | string;
  max: number | string;
  minDate: string;
  maxDate: string;
  rows: number | string;
  resize: boolean;
  hideArrows: boolean;
  displayPassword: boolean;
  timePrecision: number | string;
  currencyShowSymbol: boolean;
  currencySymbol: string;
  currencySymbolPosition: (typeof CURRENCY_POSITIONS)[number];
  currencyDecimalPlaces: number | string;
  currencyThousandsSeparator: string;
  currencyDecimalSeparator: string;
  /** The symbol's colours, size and padding (CSS values; empty keeps the theme's). */
  currencySymbolColor: string;
  currencySymbolBackground: string;
  /** A CSS length, or a number of pixels. */
  currencySymbolSize: string | number;
  currencySymbolPadding: string | number;
}

/** Every setting of seed 001 §3 with its default. */
export const FORM_INPUT_DEFAULTS: FormInputSettings = {
  type: 'text',
  value: '',
  label: '',
  placeholder: '',
  readonly: false,
  required: true,
  autocomplete: false,
  debounce: false,
  debounceDelay: FORM_RANGES.debounceDelay.default,
  fieldName: '',
  customValidation: false,
  validation: true,
  precision: 0.1,
  step: FORM_RANGES.step.default,
  min: FORM_RANGES.min.default,
  max: FORM_RANGES.max.default,
  minDate: '',
  maxDate: '',
  rows: FORM_RANGES.rows.default,
  resize: false,
  hideArrows: false,
  displayPassword: false,
  timePrecision: 1,
  currencyShowSymbol: true,
  currencySymbol: '$',
  currencySymbolPosition: 'prefix',
  currencyDecimalPlaces: FORM_RANGES.currencyDecimals.default,
  currencyThousandsSeparator: ',',
  currencyDecimalSeparator: '.',
  currencySymbolColor: '',
  currencySymbolBackground: '',
  currencySymbolSize: '',
  currencySymbolPadding: '',
};
