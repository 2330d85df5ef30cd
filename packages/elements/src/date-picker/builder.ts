/** The date picker's typed design builder (`datePicker({ selectionMode: 'range', rangeMode: 'minmax', … })`). */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';
import type { FlowStep } from './flow';
import type { DateMode, RangeMode, SelectionMode, WEEK_NUMBERS } from './settings';

export interface DatePickerBuilderSettings extends Common {
  selectionMode?: SelectionMode;
  dateMode?: DateMode;
  /** An ISO string; `{ start, end }` for ranges; an array for multi. */
  initValue?: Bound<unknown>;
  rangeMode?: RangeMode;
  minRange?: Bound<number>;
  maxRange?: Bound<number>;
  autoRange?: Bound<number>;
  /** Display format in day.js tokens (default DD/MM/YYYY). */
  format?: Bound<string>;
  timezone?: Bound<string>;
  is24?: Bound<boolean>;
  enableSeconds?: Bound<boolean>;
  minDate?: Bound<string>;
  maxDate?: Bound<string>;
  startDate?: Bound<string>;
  allowedDates?: Bound<readonly string[]>;
  disabledDates?: Bound<readonly string[]>;
  disabledWeekDays?: Bound<readonly number[]>;
  weekStart?: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  weekNumbers?: (typeof WEEK_NUMBERS)[number];
  /** Steps the picker walks through, in order; `true` for every step in the default order. */
  flow?: readonly FlowStep[] | true;
  /** 2–4 calendars side by side (0 for one). */
  multiCalendars?: number;
  inline?: boolean;
  disabled?: Bound<boolean>;
  readonly?: Bound<boolean>;
  label?: Bound<string>;
  placeholder?: Bound<string>;
  primaryColor?: string;
  primaryTextColor?: string;
  backgroundColor?: string;
  textColor?: string;
  borderColor?: string;
  hoverColor?: string;
  borderRadius?: string;
  cellSize?: string;
}

export function datePicker(settings: DatePickerBuilderSettings): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('date-picker', rest, common);
}
