// planAnswer's decisions on a retrieval: ask which code when the typing is ambiguous, refuse words whose evidence is
// below the calibrated threshold or that name another machine, and answer the rest from the code's entry.
import { describe, expect, it } from 'vitest';
import { planAnswer, DEFAULT_PLAN_OPTIONS } from './answer-plan';
import type { RetrievedCode, Retrieval } from './retrieval-types';

function code(over: Partial<RetrievedCode>): RetrievedCode {
  return {
    errorCodeId: 'id-1',
    code: '01-01',
    codeNormalized: '1-1',
    brandId: 'r-raynet',
    title: 'Lift lever potentiometer signal voltage high',
    summary: 'Lift and lower are disabled.',
    severity: 'warn',
    tier: 'free',
    controller: '',
    score: 1,
    matchKind: 'text',
    coverage: 1,
    matchedWords: 3,
    evidence: 0.9,
    readings: 0,
    details: null,
    fixCounts: null,
    ...over,
  };
}

const retrieval = (over: Partial<Retrieval>): Retrieval => ({
  brand: { id: 'r-raynet', name: 'R-Raynet', codeFormat: 'NN-NN', codeExample: '01-01' },
  matchKind: 'text',
  words: 3,
  matches: [code({})],
  otherBrands: [],
  refPages: [],
  pages: [],
  ...over,
});

describe('planAnswer', () => {
  it('asks which code an ambiguous typing is, with the candidates, and answers nothing', () => {
    const plan = planAnswer(
      { brand: 'r-raynet', code: '101', history: [] },
      retrieval({
        matchKind: 'ambiguous',
        matches: [code({ matchKind: 'format' }), code({ errorCodeId: 'id-2', code: '10-01', matchKind: 'format' })],
      }),
      '',
    );
    expect(plan.steps).toEqual([]);
    expect(plan.refusal).toMatchObject({ kind: 'ambiguous_code', candidates: [{ code: '01-01' }, { code: '10-01' }] });
    expect(plan.refusal?.reason).toContain('01-01 or 10-01');
  });

  it('refuses words whose evidence is under the threshold, with a suggestion', () => {
    const plan = planAnswer({ brand: 'r-raynet', symptoms: 'x', history: [] }, retrieval({ matches: [code({ evidence: 0.05 })] }), 'x');
    expect(plan.matches).toEqual([]);
    expect(plan.refusal).toMatchObject({ kind: 'not_covered' });
    expect(plan.refusal?.suggestion).toMatch(/error code/);
  });

  it('refuses a question naming another machine, however well its words match', () => {
    const plan = planAnswer({ brand: 'r-raynet', symptoms: 'x', history: [] }, retrieval({ foreign: ['a dishwasher'] }), 'x');
    expect(plan.refusal).toMatchObject({ kind: 'off_topic' });
    expect(plan.refusal?.reason).toContain('a dishwasher');
  });

  it('answers words with enough evidence, and a code read through the format whatever the words', () => {
    expect(planAnswer({ brand: 'r-raynet', symptoms: 'x', history: [] }, retrieval({}), 'x').refusal).toBeUndefined();
    const read = planAnswer(
      { brand: 'r-raynet', code: '0101', history: [] },
      retrieval({ matchKind: 'format', matches: [code({ matchKind: 'format', evidence: 1 })], foreign: [] }),
      '',
    );
    expect(read.refusal).toBeUndefined();
    expect(read.matches.map((m) => m.code)).toEqual(['01-01']);
    expect(DEFAULT_PLAN_OPTIONS.minEvidence).toBeGreaterThan(0);
  });

  it("refuses words that share too few of a longer question's words, from codes and from manual pages alike", () => {
    const few = { minMatchedWords: 3 };
    const options = { ...DEFAULT_PLAN_OPTIONS, ...few };
    const twoOfFour = retrieval({ words: 4, matches: [code({ coverage: 0.5, matchedWords: 2 })] });
    expect(planAnswer({ brand: 'r-raynet', symptoms: 'x', history: [] }, twoOfFour, 'x', options).refusal).toMatchObject({
      kind: 'not_covered',
    });
    // A two-word question needs both words, not three.
    const both = retrieval({ words: 2, matches: [code({ coverage: 1, matchedWords: 2 })] });
    expect(planAnswer({ brand: 'r-raynet', symptoms: 'x', history: [] }, both, 'x', options).refusal).toBeUndefined();
    const page = {
      manualId: 'm-1',
      pageNumber: 4,
      manualTitle: 'Service manual',
      sectionTitle: null,
      body: 'Meaning of the warning lamp: the lamp lights when the battery is low.',
      tier: 'free' as const,
      coverage: 0.5,
      evidence: 0.9,
    };
    const onePageWord = retrieval({ words: 2, matches: [], pages: [page] });
    expect(planAnswer({ brand: 'r-raynet', symptoms: 'meaning life', history: [] }, onePageWord, 'meaning life').refusal).toBeDefined();
    const bothPageWords = retrieval({ words: 2, matches: [], pages: [{ ...page, coverage: 1 }] });
    expect(planAnswer({ brand: 'r-raynet', symptoms: 'warning lamp', history: [] }, bothPageWords, 'warning lamp').refusal).toBeUndefined();
  });

  it('says why each code matched in its match event', () => {
    const plan = planAnswer(
      { brand: 'r-raynet', symptoms: 'lift lever voltage high', history: [] },
      retrieval({ expandedQuery: 'lift lever voltage high' }),
      'lift lever voltage high',
    );
    expect(plan.matches[0]?.why).toMatchObject({ kind: 'words', terms: ['lift', 'lever', 'voltage', 'high'] });
  });
});
