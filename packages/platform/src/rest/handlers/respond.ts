// Status and headers of a read or write response as PostgREST computes them: Content-Range, 206/416, profiles.
import { invalidRange } from '../pgrst-errors';
import { contentTypeOf, type MediaType } from '../parse/parse-accept';
import { preferenceApplied, type Preferences } from '../parse/parse-prefer';
import type { RestRequest } from './types';

export function contentRange(lower: number, upper: number, total: number | undefined): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === undefined ? '*' : total}`;
}

/** 200, 206 when fewer rows than exist were returned, 416 when the offset lies beyond the total. */
export function rangeStatus(lower: number, pageTotal: number, total: number | undefined): number {
  if (total === undefined) return 200;
  const upper = lower + pageTotal - 1;
  if (lower > total) return 416;
  if (1 + upper - lower < total) return 206;
  return 200;
}

export function outOfRangeBody(offset: number, total: number | undefined): string {
  return JSON.stringify(invalidRange(`An offset of ${offset} was requested, but there are only ${total ?? 0} rows.`).toJSON());
}

export function mediaHeaders(request: RestRequest, media: MediaType = request.media): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': contentTypeOf(media) };
  if (request.profileChosen) headers['Content-Profile'] = request.schema;
  return headers;
}

export function withPreferenceApplied(headers: Record<string, string>, prefs: Partial<Preferences>): Record<string, string> {
  const applied = preferenceApplied(prefs);
  if (applied) headers['Preference-Applied'] = applied;
  return headers;
}
