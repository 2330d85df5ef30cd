/**
 * The picker's selection as a list of wall times, read by selection mode: single (one), range (start, then end),
 * multi (any number). Converts the author's init value to it and the selection to the emitted value: an ISO string,
 * `{ start, end }` for ranges, an array for multi; null when nothing (or half a range) is chosen.
 */
import { compareWallTime, parseWallTime, serializeWallTime } from './wall-time';
import type { WallTime } from './wall-time';
import type { DateMode, SelectionMode } from './settings';

export type PickerValue = string | string[] | { start: string; end: string } | null;

export interface ValueFormat {
  selectionMode: SelectionMode;
  dateMode: DateMode;
  zone?: string;
  seconds: boolean;
}

/** The selection an init value gives: a string, `{ start, end }` (or `[start, end]`) for ranges, an array for multi. */
export function parseSelection(value: unknown, mode: SelectionMode, zone?: string): WallTime[] {
  const read = (item: unknown) => parseWallTime(item, zone);
  const present = (items: Array<WallTime | null>) => items.filter((item): item is WallTime => item !== null);
  if (mode === 'range') {
    const pair = Array.isArray(value)
      ? value
      : value !== null && typeof value === 'object'
        ? [(value as { start?: unknown }).start, (value as { end?: unknown }).end]
        : [];
    const [start, end] = [read(pair[0]), read(pair[1])];
    if (start === null) return [];
    if (end === null) return [start];
    return compareWallTime(start, end) <= 0 ? [start, end] : [end, start];
  }
  if (mode === 'multi') return Array.isArray(value) ? present(value.map(read)) : [];
  const single = read(value);
  return single === null ? [] : [single];
}

export function selectionValue(selection: readonly WallTime[], format: ValueFormat): PickerValue {
  const serialize = (wall: WallTime) => serializeWallTime(wall, format.dateMode, format.zone, format.seconds);
  if (format.selectionMode === 'range') {
    const [start, end] = selection;
    return start !== undefined && end !== undefined ? { start: serialize(start), end: serialize(end) } : null;
  }
  if (format.selectionMode === 'multi') return selection.map(serialize);
  const [single] = selection;
  return single === undefined ? null : serialize(single);
}
