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
  split: NonNullable<EvalCase['split']>;
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

/**
 * Codes no description can tell apart: the sample library holds, within a brand, codes whose setting condition is
 * word for word the same ("Horn relay not responding" and "Horn relay mechanically stuck"). A symptom case counts a
 * match of any code equivalent to the one expected (`equivalent(brand, code)` lists them); code lookups do not.
 */
export type Equivalents = (brand: string, code: string) => ReadonlySet<string>;

export function scoreCase(
  testCase: EvalCase,
  events: AnswerEvent[],
  sourceText: (source: Record<string, unknown>) => string | undefined,
  equivalents: Equivalents = (_brand, code) => new Set([code]),
): CaseScore {
  const problems: string[] = [];
  const matches = events.filter((e) => e.event === 'match').map((e) => String(e.data.code));
  const expected = testCase.expect.code;
  const accepted = expected
    ? testCase.type === 'symptom'
      ? equivalents(testCase.request.brand, expected)
      : new Set([expected])
    : new Set<string>();
  const rank = expected ? matches.findIndex((code) => accepted.has(code)) + 1 : 0;
  const refusal = events.find((e) => e.event === 'refusal')?.data;
  // An ambiguous code is answered by the question "which one?" with every expected code among the choices.
  const asked = refusal?.kind === 'ambiguous_code';
  const choices = new Set(((refusal?.candidates as Array<{ code: string }> | undefined) ?? []).map((c) => c.code));
  const refused = refusal !== undefined && !(testCase.type === 'ambiguous' && asked);
  const shouldRefuse = testCase.expect.refusal === true;
  if (testCase.type === 'ambiguous' && !(asked && (testCase.expect.candidates ?? []).every((code) => choices.has(code)))) {
    problems.push(
      `expected the question "which one" with ${(testCase.expect.candidates ?? []).join(', ')}, got ${refusal ? JSON.stringify(refusal).slice(0, 120) : matches.join(', ') || 'nothing'}`,
    );
  }
  if (testCase.type === 'cross_brand' && testCase.expect.otherBrand && refusal?.kind !== 'other_brand') {
    problems.push(`expected "a ${testCase.expect.otherBrand} code", got ${refusal ? String(refusal.kind) : matches.join(', ')}`);
  }
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
    split: testCase.split ?? 'tuning',
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

export interface Ratio {
  hit: number;
  of: number;
}

export interface EvalSummary {
  cases: number;
  /** Codes in any spelling: the expected code first. */
  codeTop1: Ratio;
  /** Ambiguous spellings answered with "which one?" and every candidate. */
  ambiguousAsked: Ratio;
  symptomTop1: Ratio;
  symptomTop3: Ratio;
  /** Codes of another brand told as such. */
  crossBrand: Ratio;
  /** Off-topic and unanswerable questions refused. */
  offTopicRefused: Ratio;
  /** Answerable questions (codes, symptoms) refused. */
  wrongfulRefusal: Ratio;
  citationPrecision: Ratio;
  citationCoverage: Ratio;
  ttfeP50: number;
  ttfeP95: number;
}

export function summarise(scores: CaseScore[]): EvalSummary {
  const of = (type: EvalCase['type']) => scores.filter((s) => s.type === type);
  const sum = (list: CaseScore[], pick: (s: CaseScore) => number) => list.reduce((total, s) => total + pick(s), 0);
  const ratio = (list: CaseScore[], hit: (s: CaseScore) => boolean): Ratio => ({ hit: list.filter(hit).length, of: list.length });
  const answerable = scores.filter((s) => s.type === 'exact' || s.type === 'symptom');
  const ttfe = scores.map((s) => s.ttfeMs);
  return {
    cases: scores.length,
    codeTop1: ratio(of('exact'), (s) => s.rank === 1),
    ambiguousAsked: ratio(of('ambiguous'), (s) => s.problems.every((p) => !p.startsWith('expected the question'))),
    symptomTop1: ratio(of('symptom'), (s) => s.rank === 1),
    symptomTop3: ratio(of('symptom'), (s) => s.rank >= 1 && s.rank <= 3),
    crossBrand: ratio(of('cross_brand'), (s) => s.refused && s.problems.every((p) => !p.startsWith('expected "a '))),
    offTopicRefused: ratio(of('unanswerable'), (s) => s.refused),
    wrongfulRefusal: ratio(answerable, (s) => s.refused),
    citationPrecision: { hit: sum(scores, (s) => s.supportedCitations), of: sum(scores, (s) => s.citations) },
    citationCoverage: { hit: sum(scores, (s) => s.stepsWithValidCitation), of: sum(scores, (s) => s.steps) },
    ttfeP50: percentile(ttfe, 50),
    ttfeP95: percentile(ttfe, 95),
  };
}
