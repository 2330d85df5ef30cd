// The fault form's fields → the row stored: parts split on commas, semicolons or lines; time from hours and
// minutes; the date as a moment (now when it is today, else midday of that day, so it never shows as another day).
import type { FaultEventInput } from '../fleet-common/types';

export interface FaultDraft {
  truck: string;
  code: string;
  date: string;
  hours: string;
  symptoms: string;
  diagnosis: string;
  fix: string;
  fixed: boolean;
  parts: string;
  spentHours: string;
  spentMinutes: string;
}

export type FaultProblems = Partial<Record<keyof FaultDraft, string>>;

export function splitParts(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function minutesOf(hours: string, minutes: string): number | null {
  const total = Math.round((Number(hours || 0) || 0) * 60 + (Number(minutes || 0) || 0));
  return total > 0 ? total : null;
}

export function occurredAt(date: string, today: string, now = new Date()): string {
  if (date === today) return now.toISOString();
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12, 0, 0).toISOString();
}

export function checkFault(draft: FaultDraft, today: string): FaultProblems {
  const problems: FaultProblems = {};
  if (!draft.truck) problems.truck = 'Choose the truck.';
  if (!draft.code.trim() && !draft.symptoms.trim()) problems.code = 'Enter the code from the display, or describe the symptoms.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) problems.date = 'Enter the date of the fault.';
  else if (draft.date > today) problems.date = 'The date cannot be in the future.';
  if (draft.hours !== '' && !(Number(draft.hours) >= 0)) problems.hours = 'The hour meter is a number, 0 or more.';
  const parts = splitParts(draft.parts);
  if (parts.length > 50) problems.parts = 'List at most 50 parts.';
  else if (parts.some((part) => part.length > 200)) problems.parts = 'Each part is at most 200 characters: separate parts with commas.';
  const spent = [draft.spentHours, draft.spentMinutes].filter((value) => value !== '');
  if (spent.some((value) => !(Number(value) >= 0))) problems.spentHours = 'Time spent is hours and minutes, 0 or more.';
  return problems;
}

export function faultRow(draft: FaultDraft, today: string, now = new Date()): FaultEventInput {
  return {
    truck_id: draft.truck,
    code: draft.code.trim() || null,
    occurred_at: occurredAt(draft.date, today, now),
    hour_meter: draft.hours === '' ? null : Number(draft.hours),
    symptoms: draft.symptoms.trim() || null,
    diagnosis_id: draft.diagnosis || null,
    fix: draft.fix.trim() || null,
    fixed: draft.fixed,
    parts_replaced: splitParts(draft.parts),
    minutes_spent: minutesOf(draft.spentHours, draft.spentMinutes),
  };
}
