// Runs the evaluation set through POST /functions/v1/diagnose on the sample content (PGlite, loopback HTTP) as an
// all-access technician, so retrieval and citations are measured apart from access rules.
import { fileURLToPath } from 'node:url';
import { callDiagnose } from '../src/diagnostics/test-support/call-diagnose';
import { createUser } from '../src/diagnostics/test-support/fixture';
import { startForkliftPlatform, type TestBackend } from '../src/testing';
import { readCases, type EvalCase } from './cases';
import { scoreCase, summarise, type CaseScore, type EvalSummary } from './metrics';

export interface EvalRun {
  summary: EvalSummary;
  scores: CaseScore[];
  engine: string;
  /** A plain /rest/v1 read over the same HTTP path, p50 in ms (the bench's baseline). */
  restReadP50: number;
}

const functionsDir = fileURLToPath(new URL('../src/functions', import.meta.url));

export async function runDiagnoseEval(options: { backend?: TestBackend; cases?: EvalCase[] } = {}): Promise<EvalRun> {
  const cases = options.cases ?? readCases();
  const platform = await startForkliftPlatform({ backend: options.backend ?? 'pglite', functionDirs: [functionsDir] });
  try {
    await platform.db.exec('update public.diagnostics_settings set rate_per_minute = 100000, free_daily_limit = 100000');
    const user = await createUser(platform.db, platform.ctx.jwt, `eval-${Date.now()}@example.com`, ['all-access']);
    const pages = new Map<string, string>();
    for (const row of (
      await platform.db.query<{ manual_id: string; page_number: number; body: string }>(
        'select manual_id, page_number, body from public.manual_pages',
      )
    ).rows) {
      pages.set(`${row.manual_id}:${row.page_number}`, row.body);
    }
    const codes = new Map<string, string>();
    const codeRows = await platform.db.query<{ id: string; text: string }>(`
      select c.id, concat_ws(E'\\n', c.title, c.summary, d.trigger_condition, d.effect, d.remedy,
        (select string_agg(x->>'text', E'\\n') from jsonb_array_elements(d.causes) x),
        (select string_agg(concat(x->>'text', ' Expected: ', x->>'expected'), E'\\n') from jsonb_array_elements(d.checks) x)) as text
      from public.error_codes c left join public.error_code_details d on d.error_code_id = c.id`);
    for (const row of codeRows.rows) codes.set(row.id, row.text);
    const sourceText = (source: Record<string, unknown>) =>
      source.kind === 'manual_page'
        ? pages.get(`${String(source.manualId)}:${String(source.pageNumber)}`)
        : codes.get(String(source.errorCodeId));
    // Warm up: the function module loads and the statements are planned once, as on a running server.
    await callDiagnose(platform.url, user.token, { brand: 'c-monarch', code: 'E-101' }, { apiKey: platform.anonKey });
    const scores: CaseScore[] = [];
    let engine = 'unknown';
    for (const testCase of cases) {
      const call = await callDiagnose(platform.url, user.token, testCase.request, { apiKey: platform.anonKey });
      if (call.status !== 200) throw new Error(`${testCase.id}: HTTP ${call.status} ${JSON.stringify(call.error)}`);
      engine = String(call.events.at(-1)?.data.engine ?? engine);
      scores.push(scoreCase(testCase, call.events, sourceText));
    }
    const reads: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const started = performance.now();
      await (
        await fetch(`${platform.url}/rest/v1/brands?select=id`, {
          headers: { apikey: platform.anonKey, authorization: `Bearer ${user.token}` },
        })
      ).text();
      reads.push(performance.now() - started);
    }
    reads.sort((a, b) => a - b);
    return { summary: summarise(scores), scores, engine, restReadP50: reads[Math.floor(reads.length / 2)] as number };
  } finally {
    await platform.close();
  }
}

const pct = ({ hit, of }: { hit: number; of: number }) => `${of === 0 ? 'n/a' : ((100 * hit) / of).toFixed(1)} % (${hit}/${of})`;

export function formatSummary(run: EvalRun): string[] {
  const s = run.summary;
  return [
    `diagnose eval: ${s.cases} cases, engine ${run.engine}`,
    `exact-code top-1:       ${pct(s.exactTop1)}   target >= 98 %`,
    `symptom top-3:          ${pct(s.symptomTop3)}   target >= 80 %`,
    `citation precision:     ${pct(s.citationPrecision)}   target >= 95 %`,
    `citation coverage:      ${pct(s.citationCoverage)}`,
    `refusal accuracy:       ${pct(s.refusalAccuracy)}   target >= 90 %`,
    `time to first event:    p50 ${s.ttfeP50.toFixed(1)} ms, p95 ${s.ttfeP95.toFixed(1)} ms   target p95 <= 300 ms (a /rest/v1 read: p50 ${run.restReadP50.toFixed(1)} ms)`,
  ];
}
