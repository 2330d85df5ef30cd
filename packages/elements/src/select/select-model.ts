/**
 * The select's model, without React: options read from a bound list (labels and values, or plain values), the
 * search filter and the `limit` of options shown (20, within 10–50), keyboard moves through the list, and
 * selecting in single or multiple mode.
 */
import { isDeepEqual } from '@kit/formula';
import { FORM_RANGES } from '../forms/limits';
import { clampSetting } from '../forms/ranges';

export interface SelectOption {
  label: string;
  value: unknown;
  disabled?: boolean;
}

/** Options from a list of `{label, value}` objects or plain values; a collection's `data` is unwrapped. */
export function normalizeOptions(raw: unknown): SelectOption[] {
  const list = Array.isArray(raw)
    ? raw
    : raw !== null && typeof raw === 'object' && Array.isArray((raw as { data?: unknown }).data)
      ? (raw as { data: unknown[] }).data
      : [];
  return list.map((item) => {
    if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
      const record = item as Record<string, unknown>;
      const value = 'value' in record ? record.value : record.label;
      const label = record.label ?? record.value;
      return {
        label: label === undefined || label === null ? '' : String(label),
        value,
        ...(record.disabled === true ? { disabled: true } : {}),
      };
    }
    return { label: item === undefined || item === null ? '' : String(item), value: item };
  });
}

export function selectLimit(value: unknown): number {
  return Math.round(clampSetting(value, FORM_RANGES.selectLimit));
}

/** Options whose label contains the query (case-insensitive), at most `limit`; `total` counts every match. */
export function visibleOptions(options: readonly SelectOption[], query: string, limit: number): { shown: SelectOption[]; total: number } {
  const needle = query.trim().toLocaleLowerCase();
  const matches = needle === '' ? options : options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
  return { shown: matches.slice(0, limit), total: matches.length };
}

/** The active option after a key: arrows step (stopping at the ends), Home and End jump. -1 means none. */
export function moveActive(index: number, key: string, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(count - 1, index + 1);
    case 'ArrowUp':
      return index < 0 ? count - 1 : Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return index;
  }
}

export function isSelected(value: unknown, option: SelectOption, multiple: boolean): boolean {
  if (multiple) return Array.isArray(value) && value.some((item) => isDeepEqual(item, option.value));
  return value !== null && value !== undefined && isDeepEqual(value, option.value);
}

/** The value after choosing `option`: it replaces a single value, and is added to or removed from a multiple one. */
export function chooseOption(value: unknown, option: SelectOption, multiple: boolean): unknown {
  if (!multiple) return option.value;
  const current = Array.isArray(value) ? value : [];
  return isSelected(current, option, true) ? current.filter((item) => !isDeepEqual(item, option.value)) : [...current, option.value];
}

/** The initial value in the mode's shape: a list for multiple, one value (or null) otherwise. */
export function normalizeValue(value: unknown, multiple: boolean): unknown {
  if (multiple) return Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  if (Array.isArray(value)) return value[0] ?? null;
  return value === undefined || value === '' ? null : value;
}

/** The text the closed select shows: the chosen labels, joined. */
export function selectedLabel(options: readonly SelectOption[], value: unknown, multiple: boolean): string {
  return options
    .filter((option) => isSelected(value, option, multiple))
    .map((option) => option.label)
    .join(', ');
}
