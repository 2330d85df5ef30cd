// Why a code matched: the code as typed, the typing read through the format, or the words its readable entry names.
import { describe, expect, it } from 'vitest';
import { matchedTerms, matchWhy } from './match-why';
import type { RetrievedCode } from './retrieval-types';

const code = (over: Partial<RetrievedCode>): RetrievedCode => ({
  errorCodeId: 'id-1',
  code: 'E-212',
  codeNormalized: 'E-212',
  brandId: 'c-monarch',
  title: 'Pump motor over temperature',
  summary: '',
  severity: 'warn',
  tier: 'free',
  controller: '',
  score: 1,
  matchKind: 'text',
  coverage: 1,
  matchedWords: 2,
  evidence: 1,
  readings: 0,
  details: null,
  fixCounts: null,
  ...over,
});

describe('matchedTerms', () => {
  it("keeps the query's words the text names (by stem), once each, in query order, without stop words", () => {
    expect(matchedTerms('the pump motors are lifting slowly, pump hot', 'Pump motor over temperature while lifting')).toEqual([
      'pump',
      'motors',
      'lifting',
    ]);
    expect(matchedTerms('nothing here', 'Pump motor')).toEqual([]);
  });
});

describe('matchWhy', () => {
  it('names the code as the brand writes it, or how the typing was read', () => {
    expect(matchWhy(code({ matchKind: 'exact' }), { query: '', entry: '', brandName: 'C-Monarch' }).text).toBe(
      'E-212 is the C-Monarch code you entered.',
    );
    expect(matchWhy(code({ matchKind: 'format' }), { typed: ' e0212 ', query: '', entry: '', brandName: 'C-Monarch' })).toEqual({
      kind: 'reading',
      text: '"e0212" read as E-212, written the way C-Monarch writes its codes.',
    });
  });

  it("lists the description's words its entry names, and says when its setting condition states a reading", () => {
    const why = matchWhy(code({ readings: 1 }), { query: 'pump hot reads 0.1 V', entry: 'Pump motor. Reads 0.1 V at the sensor.' });
    expect(why.kind).toBe('words');
    expect(why.terms).toEqual(['pump', 'reads', '0.1']);
    expect(why.text).toBe('Its entry names pump, reads, 0.1. Its setting condition states the reading you gave.');
    expect(matchWhy(code({}), { query: 'zzz', entry: 'Pump' }).text).toBe('Its entry matches your description.');
  });
});
