// The portal's diagnostics as an attacker reaches them, for the security suite: the diagnose function over HTTP, the
// diagnosis RPCs called directly, confirmed-fix counts read as anyone, and sample codes with their causes.
import type { Queryable } from '@kit/platform';
import type { ForkliftPlatform } from '@kit/site-forklift/testing';
import { call, type Answer } from '../testing/attacker';

export interface StreamedEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface DiagnoseAnswer {
  answer: Answer;
  /** The stream's events (none for a JSON answer). */
  events: StreamedEvent[];
  diagnosisId: string | null;
}

export interface SampleCode {
  id: string;
  code: string;
  codeNormalized: string;
  causes: string[];
}

export interface FixCountsRow {
  error_code_id: string;
  fixed_count: number;
  not_fixed_count: number;
  cause_fixes: Record<string, number>;
}

/** The API key and the caller's token (the anon key for a visitor). */
export function headersFor(platform: ForkliftPlatform, token?: string, extra: Record<string, string> = {}): Record<string, string> {
  return { apikey: platform.anonKey, authorization: `Bearer ${token ?? platform.anonKey}`, ...extra };
}

function parseEvents(text: string): StreamedEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length) ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice('data: '.length))
        .join('\n');
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

/** POST /functions/v1/diagnose as the token's user; the streamed events when it streams. */
export async function diagnoseAs(platform: ForkliftPlatform, token: string | undefined, body: unknown): Promise<DiagnoseAnswer> {
  const answer = await call(platform.url, 'POST', '/functions/v1/diagnose', { headers: headersFor(platform, token), body });
  const streamed = String(answer.headers['content-type'] ?? '').startsWith('text/event-stream');
  const events = streamed ? parseEvents(answer.text) : [];
  const done = events.find((e) => e.event === 'done')?.data;
  return { answer, events, diagnosisId: typeof done?.diagnosisId === 'string' ? done.diagnosisId : null };
}

export function rpcAs(
  platform: ForkliftPlatform,
  token: string | undefined,
  name: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return call(platform.url, 'POST', `/rest/v1/rpc/${name}`, { headers: headersFor(platform, token, headers), body });
}

/** error_code_fix_counts as the token's caller (the service role reads every code's). */
export async function fixCountsAs(platform: ForkliftPlatform, token: string | undefined, ids: string[]): Promise<FixCountsRow[]> {
  const answer = await rpcAs(platform, token, 'error_code_fix_counts', { p_error_code_ids: ids });
  if (answer.status !== 200) throw new Error(`error_code_fix_counts: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text) as FixCountsRow[];
}

/** A sample code of the brand and tier whose details list at least `minCauses` causes (read as the superuser). */
export async function codeWithCauses(db: Queryable, brandId: string, tier: 'free' | 'premium', minCauses = 2): Promise<SampleCode> {
  const { rows } = await db.query<{ id: string; code: string; code_normalized: string; causes: string[] }>(
    `select c.id, c.code, c.code_normalized, array(select x->>'text' from jsonb_array_elements(d.causes) x) as causes
       from public.error_codes c join public.error_code_details d on d.error_code_id = c.id
      where c.brand_id = $1 and c.tier = $2 and jsonb_array_length(d.causes) >= $3
      order by c.code_normalized limit 1`,
    [brandId, tier, minCauses],
  );
  const row = rows[0];
  if (!row) throw new Error(`no ${tier} ${brandId} code with ${minCauses} causes`);
  return { id: row.id, code: row.code, codeNormalized: row.code_normalized, causes: row.causes };
}
