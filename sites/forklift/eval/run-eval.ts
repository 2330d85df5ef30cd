// Runs the evaluation splits through POST /functions/v1/diagnose on the sample content (PGlite, loopback HTTP) as an
// all-access technician, so retrieval and citations are measured apart from access rules; each split is reported on
// its own (tuning: calibrated on; heldout: never used to set anything).
import { fileURLToPath } from 'node:url';
import { callDiagnose } from '../src/diagnostics/test-support/call-diagnose';
import { createUser } from '../src/diagnostics/test-support/fixture';
import { startForkliftPlatform, type TestBackend } from '../src/testing';
import { readSplits, type EvalCase, type EvalSplit } from './cases';
import { scoreCase, summarise, type CaseScore, type EvalSummary, type Ratio } from './metrics';
import { addPlanMembers, searchCodeFigures, type SearchCodeFigures } from './search-codes';

export interface EvalRun {
  /** Per split (only the splits that had cases). */
  splits: Partial<Record<EvalSplit, EvalSummary>>;
  scores: CaseScore[];
  engine: string;
  /** A plain /rest/v1 read over the same HTTP path, p50 in ms (the bench's baseline). */
  restReadP50: number;
  /** Code lookups in search (signed in), per split. */
  search: Partial<Record<EvalSplit, SearchCodeFigures>>;
}

const functionsDir = fileURLToPath(new URL('../src/functions', import.meta.url));

export async function runDiagnoseEval(options: { backend?: TestBackend; cases?: EvalCase[] } = {}): Promise<EvalRun> {
  const cases = options.cases ?? readSplits();
  const platform = await startForkliftPlatform({ backend: options.backend ?? 'pglite', functionDirs: [functionsDir] });
  try {
    await platform.db.exec(
      'update public.diagnostics_settings set rate_per_minute = 100000, free_daily_limit = 100000, read_rate_per_minute = 100000',
    );
    const user = await createUser(platform.db, platform.ctx.jwt, `eval-${Date.now()}@example.com`, ['all-access']);
    // A member of each brand's plan, for code searches without a brand (search prefers the caller's brands).
    const callers = { anyBrand: user.id, planOf: await addPlanMembers(platform.db) };
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
    // Codes of a brand with the same setting condition word for word: no description tells them apart.
    const same = new Map<string, Set<string>>();
    const byCode = new Map<string, string>();
    for (const row of (
      await platform.db.query<{ brand_id: string; code: string; trigger: string }>(`
        select c.brand_id, c.code, d.trigger_condition as trigger from public.error_codes c
        join public.error_code_details d on d.error_code_id = c.id`)
    ).rows) {
      const key = `${row.brand_id}\u0000${row.trigger}`;
      byCode.set(`${row.brand_id}\u0000${row.code}`, key);
      same.set(key, (same.get(key) ?? new Set()).add(row.code));
    }
    const equivalents = (brand: string, code: string) => same.get(byCode.get(`${brand}\u0000${code}`) ?? '') ?? new Set([code]);
    const sourceText = (source: Record<string, unknown>) =>
      source.kind === 'manual_page'
        ? pages.get(`${String(source.manualId)}:${String(source.pageNumber)}`)
        : codes.get(String(source.errorCodeId));
    // Warm up: the function module loads and the statements are planned once, as on a running server.
    await callDiagnose(platform.url, user.token, { brand: 'c-monarch', code: 'E-101' }, { apiKey: platform.anonKey });
    await callDiagnose(platform.url, user.token, { brand: 'c-monarch', symptoms: 'horn relay' }, { apiKey: platform.anonKey });
    const scores: CaseScore[] = [];
    let engine = 'unknown';
    for (const testCase of cases) {
      const call = await callDiagnose(platform.url, user.token, testCase.request, { apiKey: platform.anonKey });
      if (call.status !== 200) throw new Error(`${testCase.id}: HTTP ${call.status} ${JSON.stringify(call.error)}`);
      engine = String(call.events.at(-1)?.data.engine ?? engine);
      scores.push(scoreCase(testCase, call.events, sourceText, equivalents));
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
    const splits: EvalRun['splits'] = {};
    const search: EvalRun['search'] = {};
    for (const split of ['tuning', 'heldout'] as const) {
      const of = scores.filter((s) => s.split === split);
      if (of.length === 0) continue;
      splits[split] = summarise(of);
      search[split] = await searchCodeFigures(
        platform.db,
        callers,
        cases.filter((c) => (c.split ?? 'tuning') === split),
      );
    }
    return { splits, scores, engine, restReadP50: reads[Math.floor(reads.length / 2)] as number, search };
  } finally {
    await platform.close();
  }
}

export const pct = ({ hit, of }: Ratio) => `${of === 0 ? 'n/a' : ((100 * hit) / of).toFixed(1)} % (${hit}/${of})`;

export function formatSummary(run: EvalRun): string[] {
  const lines = [`diagnose eval: engine ${run.engine}; a /rest/v1 read p50 ${run.restReadP50.toFixed(1)} ms`];
  for (const [split, s] of Object.entries(run.splits)) {
    const search = run.search[split as EvalSplit];
    lines.push(
      `[${split}] ${s.cases} cases`,
      `  code top-1, any spelling (diagnose): ${pct(s.codeTop1)}   target >= 98 %`,
      `  code top-1, any spelling (search, signed in, brand in context): ${search ? pct(search.top1) : 'n/a'}   target >= 98 %`,
      `  code top-1, any spelling (search, signed in, no brand, member of the brand's plan): ${search ? pct(search.top1NoBrand) : 'n/a'}   target >= 98 %`,
      `  code top-1, any spelling (search, signed in, no brand, no context): ${search ? pct(search.top1NoContext) : 'n/a'}`,
      `  code among the closest candidates shown (search, no brand, no context): ${search ? pct(search.shownNoContext) : 'n/a'}   target 100 %`,
      `  ambiguous code asked "which one": ${pct(s.ambiguousAsked)}`,
      `  symptom top-1: ${pct(s.symptomTop1)}   target >= 75 % (held-out)`,
      `  symptom top-3: ${pct(s.symptomTop3)}   target >= 90 % (held-out)`,
      `  other brand's code told: ${pct(s.crossBrand)}`,
      `  off-topic refused: ${pct(s.offTopicRefused)}   target >= 95 %`,
      `  wrongful refusals: ${pct(s.wrongfulRefusal)}   target <= 3 %`,
      `  citation precision: ${pct(s.citationPrecision)}   target 100 %`,
      `  citation coverage: ${pct(s.citationCoverage)}`,
      `  first event: p50 ${s.ttfeP50.toFixed(1)} ms, p95 ${s.ttfeP95.toFixed(1)} ms   target p95 <= 300 ms`,
    );
  }
  return lines;
}
