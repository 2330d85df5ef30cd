/**
 * The date picker's settings and the choices and defaults of seed 001: selection modes (single, range, multi), date
 * modes, range rules (minRange 2, maxRange 7, autoRange 1), the display format (DD/MM/YYYY), week numbers and the
 * primary colour (blue). Constants only: the element's definition reads them and sits in the page entry, while the
 * rules that use date-fns load with the component's chunk.
 */

export const SELECTION_MODES = ['single', 'range', 'multi'] as const;
export type SelectionMode = (typeof SELECTION_MODES)[number];
export const DATE_MODES = ['datetime', 'date', 'time', 'month', 'year'] as const;
export type DateMode = (typeof DATE_MODES)[number];

export const RANGE_MODES = ['free', 'auto', 'minmax'] as const;
export type RangeMode = (typeof RANGE_MODES)[number];
export const DEFAULT_MIN_RANGE = 2;
export const DEFAULT_MAX_RANGE = 7;
export const DEFAULT_AUTO_RANGE = 1;

/** Authors write day.js-style tokens; see `format.ts`. */
export const DEFAULT_FORMAT = 'DD/MM/YYYY';

export const WEEK_NUMBERS = ['none', 'local', 'iso'] as const;
/** The primary colour's default: blue. */
export const DEFAULT_PRIMARY_COLOR = '#1d4ed8';

export interface DatePickerSettings extends Record<string, unknown> {
  selectionMode: SelectionMode;
  dateMode: DateMode;
  initValue: unknown;
  rangeMode: RangeMode;
  minRange: number;
  maxRange: number;
  autoRange: number;
  format: string;
  /** An IANA time zone ('Europe/Paris'); empty for the visitor's own. */
  timezone: string;
  is24: boolean;
  enableSeconds: boolean;
  minDate: unknown;
  maxDate: unknown;
  startDate: unknown;
  allowedDates: unknown;
  disabledDates: unknown;
  /** 0 Sunday … 6 Saturday. */
  disabledWeekDays: unknown;
  weekStart: number;
  weekNumbers: (typeof WEEK_NUMBERS)[number];
  flow: unknown;
  multiCalendars: number;
  inline: boolean;
  disabled: boolean;
  readonly: boolean;
  label: string;
  placeholder: string;
  primaryColor: string;
  primaryTextColor: string;
  backgroundColor: string;
  textColor: string;
  borderColor: string;
  hoverColor: string;
  borderRadius: string;
  cellSize: string;
}
