/**
 * The date picker element's definition: settings with the defaults of seed 001 (format DD/MM/YYYY, week start
 * Monday, minRange 2, maxRange 7, autoRange 1, primary colour blue), its events, actions and exposed value. The
 * component is lazily loaded, so react-day-picker and date-fns ship in their own chunk.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { DEFAULT_FORMAT } from './format';
import { DEFAULT_AUTO_RANGE, DEFAULT_MAX_RANGE, DEFAULT_MIN_RANGE, RANGE_MODES } from './rangeRules';
import type { RangeMode } from './rangeRules';
import { DATE_MODES, SELECTION_MODES } from './selection';
import type { DateMode, SelectionMode } from './selection';

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

const LazyDatePicker = lazyElementComponent(() => import('./DatePicker').then((module) => module.DatePicker));

export const datePickerElement = defineElement<DatePickerSettings>({
  type: 'date-picker',
  settings: {
    selectionMode: { default: 'single', options: SELECTION_MODES },
    dateMode: { default: 'date', options: DATE_MODES },
    initValue: { default: null },
    rangeMode: { default: 'free', options: RANGE_MODES },
    minRange: { default: DEFAULT_MIN_RANGE },
    maxRange: { default: DEFAULT_MAX_RANGE },
    autoRange: { default: DEFAULT_AUTO_RANGE },
    format: { default: DEFAULT_FORMAT },
    timezone: { default: '' },
    is24: { default: true },
    enableSeconds: { default: false },
    minDate: { default: null },
    maxDate: { default: null },
    startDate: { default: null },
    allowedDates: { default: [] },
    disabledDates: { default: [] },
    disabledWeekDays: { default: [] },
    weekStart: { default: 1, options: [0, 1, 2, 3, 4, 5, 6] },
    weekNumbers: { default: 'none', options: WEEK_NUMBERS },
    flow: { default: [] },
    multiCalendars: { default: 0 },
    inline: { default: false },
    disabled: { default: false },
    readonly: { default: false },
    label: { default: 'Date' },
    placeholder: { default: 'Select a date' },
    primaryColor: { default: DEFAULT_PRIMARY_COLOR },
    primaryTextColor: { default: '#ffffff' },
    backgroundColor: { default: 'var(--color-background)' },
    textColor: { default: 'var(--color-text)' },
    borderColor: { default: 'var(--color-border)' },
    hoverColor: { default: 'var(--color-surface)' },
    borderRadius: { default: '8px' },
    cellSize: { default: '40px' },
  },
  events: ['change', 'initValueChange', 'onFlowStep'],
  states: ['disabled', 'readonly'],
  actions: ['clear', 'openMenu', 'closeMenu'],
  variables: { value: null },
  lazy: true,
  component: LazyDatePicker,
});
