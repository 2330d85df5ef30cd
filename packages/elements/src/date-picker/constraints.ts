/**
 * Which days the visitor may pick: between the min and max dates, among the allowed dates when there are any, not
 * a disabled date, not on a disabled week day (0 Sunday … 6 Saturday). Days are compared as calendar days.
 */
import { isSameDay } from 'date-fns';
import { parseWallTime, toCalendarDay } from './wall-time';

export interface DayConstraints {
  min?: Date;
  max?: Date;
  allowed: Date[];
  disabled: Date[];
  disabledWeekDays: number[];
}

/** A setting as a calendar day, or undefined. */
export function settingDay(value: unknown): Date | undefined {
  const wall = parseWallTime(value);
  return wall === null ? undefined : toCalendarDay(wall);
}

function settingDays(value: unknown): Date[] {
  if (!Array.isArray(value)) return [];
  return value.map(settingDay).filter((day): day is Date => day !== undefined);
}

function weekDays(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map(Number).filter((day) => Number.isInteger(day) && day >= 0 && day <= 6);
}

export function dayConstraints(settings: {
  minDate?: unknown;
  maxDate?: unknown;
  allowedDates?: unknown;
  disabledDates?: unknown;
  disabledWeekDays?: unknown;
}): DayConstraints {
  return {
    min: settingDay(settings.minDate),
    max: settingDay(settings.maxDate),
    allowed: settingDays(settings.allowedDates),
    disabled: settingDays(settings.disabledDates),
    disabledWeekDays: weekDays(settings.disabledWeekDays),
  };
}

export function isDayDisabled(day: Date, constraints: DayConstraints): boolean {
  const date = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  if (constraints.min !== undefined && date < constraints.min) return true;
  if (constraints.max !== undefined && date > constraints.max) return true;
  if (constraints.allowed.length > 0 && !constraints.allowed.some((allowed) => isSameDay(allowed, date))) return true;
  if (constraints.disabled.some((disabled) => isSameDay(disabled, date))) return true;
  return constraints.disabledWeekDays.includes(date.getDay());
}

/** Whether any day of the month (0–11) may be picked (month view). */
export function isMonthDisabled(year: number, month: number, constraints: DayConstraints): boolean {
  const days = new Date(year, month + 1, 0).getDate();
  for (let day = 1; day <= days; day++) if (!isDayDisabled(new Date(year, month, day), constraints)) return false;
  return true;
}

/** Whether the whole year is outside the min and max dates (year view). */
export function isYearDisabled(year: number, constraints: DayConstraints): boolean {
  if (constraints.min !== undefined && year < constraints.min.getFullYear()) return true;
  return constraints.max !== undefined && year > constraints.max.getFullYear();
}
