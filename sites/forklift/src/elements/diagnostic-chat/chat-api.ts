// The chat's calls on this origin's Supabase wire with the visitor's session: the streamed diagnose function, code
// suggestions, series, saved diagnoses, feedback and confirmed-fix counts (row-level security decides each).
import { cookieToken, pageAnonKey } from '../../search/page-session';
import { readEvents } from '../../diagnostics/sse';
import { normalizeCode } from '../../content/code-reader';
import type { DoneEvent, MatchEvent, RefusalEvent, SourceEvent, StepEvent } from '../../diagnostics/types';

export interface DiagnoseInput {
  brand: string;
  series?: string;
  fuelType?: string;
  code?: string;
  symptoms?: string;
  history?: Array<{ role: 'user' | 'assistant'; text: string }>;
}

export type StreamEvent =
  | { event: 'match'; data: MatchEvent }
  | { event: 'source'; data: SourceEvent }
  | { event: 'step'; data: StepEvent }
  | { event: 'refusal'; data: RefusalEvent }
  | { event: 'done'; data: DoneEvent };

export class ChatApiError extends Error {
  /** The HTTP status, 0 when the connection dropped. */
  readonly status: number;
  /** Seconds to wait before trying again, when the server said. */
  readonly retryAfter?: number;

  constructor(
    readonly code: string,
    message: string,
    options: { status: number; retryAfter?: number },
  ) {
    super(message);
    this.name = 'ChatApiError';
    this.status = options.status;
    this.retryAfter = options.retryAfter;
  }
}

export interface CodeSuggestion {
  id: string;
  code: string;
  title: string;
}

export interface SavedDiagnosis {
  id: string;
  brand_id: string;
  code: string | null;
  symptoms: string | null;
  refused: boolean;
  refusal_reason: string | null;
  matches: MatchEvent[];
  steps: StepEvent[];
  created_at: string;
  diagnosis_sources: Array<{
    source_id: string;
    kind: SourceEvent['kind'];
    title: string;
    error_code_id: string | null;
    manual_id: string | null;
    page_number: number | null;
  }>;
}

export interface FixCounts {
  error_code_id: string;
  fixed_count: number;
  not_fixed_count: number;
}

function headers(extra: Record<string, string> = {}): Record<string, string> {
  const key = pageAnonKey() ?? '';
  return { apikey: key, authorization: `Bearer ${cookieToken() ?? key}`, ...extra };
}

export function signedIn(): boolean {
  return cookieToken() !== undefined;
}

async function rest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    headers: headers({ 'content-type': 'application/json', ...((init.headers as Record<string, string>) ?? {}) }),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  if (!response.ok)
    throw new ChatApiError(String(body?.code ?? response.status), String(body?.message ?? response.statusText), {
      status: response.status,
    });
  return body as T;
}

/** Streams a diagnosis; each event is handed over as it arrives. */
export async function diagnose(input: DiagnoseInput, onEvent: (event: StreamEvent) => void, signal?: AbortSignal): Promise<void> {
  const response = await fetch('/functions/v1/diagnose', {
    method: 'POST',
    headers: headers({ 'content-type': 'application/json' }),
    body: JSON.stringify(input),
    signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string; retryAfter?: number };
    throw new ChatApiError(body.code ?? String(response.status), body.message ?? 'Diagnostics are unavailable right now.', {
      status: response.status,
      retryAfter: body.retryAfter ?? (Number(response.headers.get('retry-after')) || undefined),
    });
  }
  for await (const event of readEvents(response.body)) {
    onEvent({ event: event.event, data: JSON.parse(event.data) } as StreamEvent);
  }
}

/** The brand's codes starting with what was typed (any spelling: compared in normal form). */
/**
 * Codes for the code box: what the typing reads as (the database's code reader: any spelling, "0311" → 03-11), then
 * the brand's codes starting with its normal form; at most 8, each once.
 */
export async function suggestCodes(brand: string, typed: string, signal?: AbortSignal): Promise<CodeSuggestion[]> {
  const like = encodeURIComponent(`${normalizeCode(typed)}*`);
  const [read, prefixed] = await Promise.all([
    readCodeHints(brand, typed, signal).catch(() => [] as CodeHint[]),
    rest<CodeSuggestion[]>(
      `/rest/v1/error_codes?select=id,code,title&brand_id=eq.${encodeURIComponent(brand)}&code_normalized=like.${like}&order=code_normalized&limit=8`,
      { signal },
    ),
  ]);
  const seen = new Set<string>();
  return [...read.map((r) => ({ id: r.error_code_id, code: r.code, title: r.title })), ...prefixed]
    .filter((s) => !seen.has(s.id) && seen.add(s.id) !== undefined)
    .slice(0, 8);
}

/** A code's public part as the code reader finds it (title and tier, for everyone — what its code page shows). */
export interface CodeHint {
  error_code_id: string;
  brand_id: string;
  code: string;
  title: string;
  tier: 'free' | 'premium';
}

/** The closest readings of a typed code for a brand (several when it is ambiguous). */
export function readCodeHints(brand: string, typed: string, signal?: AbortSignal): Promise<CodeHint[]> {
  return rest<CodeHint[]>('/rest/v1/rpc/read_error_code_best', {
    method: 'POST',
    body: JSON.stringify({ p_typed: typed.slice(0, 64), p_brand: brand }),
    signal,
  });
}

export function listSeries(brand: string): Promise<Array<{ id: string; name: string; fuel_types: string[] }>> {
  return rest(`/rest/v1/series?select=id,name,fuel_types&brand_id=eq.${encodeURIComponent(brand)}&order=sort_order`);
}

export function listHistory(): Promise<SavedDiagnosis[]> {
  return rest(
    '/rest/v1/diagnoses?select=id,brand_id,code,symptoms,refused,refusal_reason,matches,steps,created_at,diagnosis_sources(source_id,kind,title,error_code_id,manual_id,page_number)&order=created_at.desc&limit=20',
  );
}

/** The cause a fix names: its index in the code's causes when the answer's step carries one, else its words. */
export interface FeedbackCause {
  index?: number;
  text: string;
}

export function sendFeedback(
  diagnosisId: string,
  outcome: 'fixed' | 'not_fixed',
  cause?: FeedbackCause,
): Promise<{ fixed_count: number; not_fixed_count: number } | null> {
  // Counts go by the index; words (an answer saved before steps carried one) count only when they are the code's own.
  const named = cause?.index !== undefined ? { p_cause_index: cause.index } : { p_cause_text: cause?.text ?? null };
  return rest('/rest/v1/rpc/diagnosis_feedback_submit', {
    method: 'POST',
    body: JSON.stringify({ p_diagnosis_id: diagnosisId, p_outcome: outcome, ...named }),
  });
}

export function fixCounts(errorCodeIds: string[]): Promise<FixCounts[]> {
  return rest('/rest/v1/rpc/error_code_fix_counts', { method: 'POST', body: JSON.stringify({ p_error_code_ids: errorCodeIds }) });
}
