// Scores one diagnose answer against its case: rank of the expected code, refusal, and whether each citation's
// source text states the step's key facts (its numbers and nearly all of its content words).
import { contentWords } from '../src/diagnostics/sentences';
import type { EvalCase } from './cases';

export interface AnswerEvent {
  event: string;
  data: Record<string, unknown>;
  at: number;
}

export interface CaseScore {
  id: string;
  type: EvalCase['type'];
  /** 1-based rank of the expected code among the matches, 0 when absent. */
  rank: number;
  refused: boolean;
  refusalCorrect: boolean;
  citations: number;
  supportedCitations: number;
  steps: number;
  stepsWithValidCitation: number;
  ttfeMs: number;
  problems: string[];
}

/** Do the source's words state the step: every number, and at least 90 % of the step's content words? */
export function statesKeyFacts(sourceText: string, stepText: string): boolean {
  const numbers = stepText.match(/\d+(?:[.,]\d+)?/g) ?? [];
  if (numbers.some((number) => !sourceText.includes(number))) return false;
  const words = contentWords(stepText);
  if (words.length === 0) return false;
  const have = new Set(contentWords(sourceText));
  return words.filter((word) => have.has(word)).length / words.length >= 0.9;
}

export function scoreCase(
  testCase: EvalCase,
  events: AnswerEvent[],
  sourceText: (source: Record<string, unknown>) => string | undefined,
): CaseScore {
  const problems: string[] = [];
  const matches = events.filter((e) => e.event === 'match').map((e) => String(e.data.code));
  const rank = testCase.expect.code ? matches.indexOf(testCase.expect.code) + 1 : 0;
  const refused = events.some((e) => e.event === 'refusal');
  const shouldRefuse = testCase.expect.refusal === true;
  const sources = new Map<string, Record<string, unknown>>();
  let citations = 0;
  let supportedCitations = 0;
  let steps = 0;
  let stepsWithValidCitation = 0;
  for (const { event, data } of events) {
    if (event === 'source') sources.set(String(data.id), data);
    if (event !== 'step') continue;
    steps += 1;
    let valid = false;
    for (const id of (data.sources as string[] | undefined) ?? []) {
      citations += 1;
      const source = sources.get(id);
      const text = source ? sourceText(source) : undefined;
      if (text !== undefined && statesKeyFacts(text, String(data.text))) {
        supportedCitations += 1;
        valid = true;
      } else {
        problems.push(`unsupported citation ${id} for "${String(data.text).slice(0, 80)}"`);
      }
    }
    if (valid) stepsWithValidCitation += 1;
  }
  if (events.at(-1)?.event !== 'done') problems.push('the stream did not end with done');
  if (shouldRefuse !== refused) problems.push(shouldRefuse ? 'answered instead of refusing' : 'refused an answerable case');
  if (testCase.expect.code && rank === 0)
    problems.push(`expected ${testCase.expect.code}, got ${matches.slice(0, 3).join(', ') || 'nothing'}`);
  return {
    id: testCase.id,
    type: testCase.type,
    rank,
    refused,
    refusalCorrect: shouldRefuse === refused,
    citations,
    supportedCitations,
    steps,
    stepsWithValidCitation,
    ttfeMs: events[0]?.at ?? Number.NaN,
    problems,
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export interface EvalSummary {
  cases: number;
  exactTop1: { hit: number; of: number };
  symptomTop3: { hit: number; of: number };
  citationPrecision: { hit: number; of: number };
  citationCoverage: { hit: number; of: number };
  refusalAccuracy: { hit: number; of: number };
  ttfeP50: number;
  ttfeP95: number;
}

export function summarise(scores: CaseScore[]): EvalSummary {
  const of = (type: EvalCase['type']) => scores.filter((s) => s.type === type);
  const sum = (list: CaseScore[], pick: (s: CaseScore) => number) => list.reduce((total, s) => total + pick(s), 0);
  const ttfe = scores.map((s) => s.ttfeMs);
  return {
    cases: scores.length,
    exactTop1: { hit: of('exact').filter((s) => s.rank === 1).length, of: of('exact').length },
    symptomTop3: { hit: of('symptom').filter((s) => s.rank >= 1 && s.rank <= 3).length, of: of('symptom').length },
    citationPrecision: { hit: sum(scores, (s) => s.supportedCitations), of: sum(scores, (s) => s.citations) },
    citationCoverage: { hit: sum(scores, (s) => s.stepsWithValidCitation), of: sum(scores, (s) => s.steps) },
    refusalAccuracy: { hit: scores.filter((s) => s.refusalCorrect).length, of: scores.length },
    ttfeP50: percentile(ttfe, 50),
    ttfeP95: percentile(ttfe, 95),
  };
}
