/**
 * The date picker element's definition: settings with the defaults of seed 001 (format DD/MM/YYYY, week start
 * Monday, minRange 2, maxRange 7, autoRange 1, primary colour blue), its events, actions and exposed value. The
 * component is lazily loaded, so react-day-picker and date-fns ship in their own chunk.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import {
  DATE_MODES,
  DEFAULT_AUTO_RANGE,
  DEFAULT_FORMAT,
  DEFAULT_MAX_RANGE,
  DEFAULT_MIN_RANGE,
  DEFAULT_PRIMARY_COLOR,
  RANGE_MODES,
  SELECTION_MODES,
  WEEK_NUMBERS,
} from './settings';
import type { DatePickerSettings } from './settings';

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
