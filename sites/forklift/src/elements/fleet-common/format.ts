// How fleet pages write numbers, dates and names: hour meters with a thin unit, dates as the technician's locale
// shows them (UTC date parts for plain dates, so a date never shifts a day), a truck's display name.
import { BRANDS, FUEL_TYPES } from '../../content/sample/brands';
import type { Truck } from './types';

// The catalogue's names, from the one source of brand facts (the database holds the same rows, written from it).
const BRAND_NAMES = new Map(BRANDS.map((brand) => [brand.id, brand.name]));
const FUEL_NAMES = new Map<string, string>(FUEL_TYPES.map((fuel) => [fuel.id, fuel.name]));

export const brandName = (id: string | null | undefined): string => (id ? (BRAND_NAMES.get(id) ?? id) : '');

/** "LPG", "CNG / dual fuel"; '—' when the truck has none recorded. */
export const fuelName = (id: string | null | undefined): string => (id ? (FUEL_NAMES.get(id) ?? id) : '—');

export function hours(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const number = Number(value);
  return Number.isFinite(number) ? `${number.toLocaleString('en', { maximumFractionDigits: 1 })} h` : '—';
}

/** A plain date (`2026-11-25`) or a timestamp, written as `25 Nov 2026`. */
export function day(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        ...(value.length === 10 ? { timeZone: 'UTC' } : {}),
      });
}

/** A timestamp as `25 Nov, 14:03` (this year) or `25 Nov 2025, 14:03`. */
export function moment(value: string | null | undefined, now = new Date()): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function duration(minutes: number | null | undefined): string {
  if (!minutes) return '—';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h${m > 0 ? ` ${m} min` : ''}` : `${m} min`;
}

/** "Truck 14" when the fleet names it, else the brand and serial. */
export function truckName(truck: Pick<Truck, 'unit' | 'brand_id' | 'serial_number'>): string {
  return truck.unit?.trim() || `${brandName(truck.brand_id)} ${truck.serial_number}`;
}

/** "C-Monarch CR16 · SN 90512". */
export function truckLine(truck: Pick<Truck, 'brand_id' | 'model' | 'serial_number'>): string {
  return `${brandName(truck.brand_id)}${truck.model ? ` ${truck.model}` : ''} · SN ${truck.serial_number}`;
}

/** Today as `YYYY-MM-DD` in the technician's time zone (the date input's format). */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
