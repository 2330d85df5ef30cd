// A model's line is kept only when a source it was given states it; citations are repaired or the line dropped.
import { describe, expect, it } from 'vitest';
import { checkStep, parseModelLine } from './citation-check';
import { SourceRegistry } from './source-registry';
import { safetySentences } from './safety-notes';
import { orderCauses } from './answer-plan';

function registry(): SourceRegistry {
  const r = new SourceRegistry();
  r.page({
    manualId: 'm1',
    pageNumber: 4,
    manualTitle: 'Service Manual',
    sectionTitle: null,
    tier: 'free',
    body: 'The ground wire of the lift pressure sensor is open at connector CN21 pin 3.\nMeasure 4.75 V to 5.25 V at pin 2.',
  });
  r.page({
    manualId: 'm1',
    pageNumber: 5,
    manualTitle: 'Service Manual',
    sectionTitle: null,
    tier: 'free',
    body: 'Replace the tilt solenoid valve coil.',
  });
  return r;
}

describe('model lines', () => {
  it('parses kinds and citations', () => {
    expect(parseModelLine('1. CAUSE: The wire is open [S1][S2]')).toEqual({
      type: 'step',
      kind: 'cause',
      text: 'The wire is open',
      cited: ['S1', 'S2'],
    });
    expect(parseModelLine('REFUSE: not in the manuals')).toEqual({ type: 'refuse', reason: 'not in the manuals' });
    expect(parseModelLine('Here is what I found:')).toEqual({ type: 'other' });
  });

  it('keeps a supported citation, repairs a wrong one and drops what no source states', () => {
    const r = registry();
    const good = parseModelLine('CAUSE: The ground wire of the lift pressure sensor is open at connector CN21 pin 3. [S1]');
    expect(checkStep(good as never, r)).toEqual({
      kind: 'cause',
      text: 'The ground wire of the lift pressure sensor is open at connector CN21 pin 3.',
      sources: ['S1'],
    });
    const miscited = parseModelLine('CHECK: Measure 4.75 V to 5.25 V at pin 2. [S9]');
    expect(checkStep(miscited as never, r)?.sources).toEqual(['S1']);
    const wrongNumber = parseModelLine('CHECK: Measure 12 V at pin 2. [S1]');
    expect(checkStep(wrongNumber as never, r)).toBeUndefined();
    const invented = parseModelLine('CAUSE: The flux capacitor drifted. [S2]');
    expect(checkStep(invented as never, r)).toBeUndefined();
  });
});

describe('safety notes and cause order', () => {
  it('takes the safety sentences of a page word for word', () => {
    const body =
      'WARNING: Turn the key off, disconnect the battery and apply lockout/tagout before unplugging connectors.\nCheck the fuse.\nNever stand under raised forks; support the raised mast with blocking.';
    expect(safetySentences(body)).toEqual([
      'WARNING: Turn the key off, disconnect the battery and apply lockout/tagout before unplugging connectors.',
      'Never stand under raised forks; support the raised mast with blocking.',
    ]);
  });

  it('puts causes technicians confirmed first (counted by cause index), otherwise keeps the manual order', () => {
    const causes = [{ text: 'a' }, { text: 'b' }, { text: 'c' }];
    expect(orderCauses(causes, { '2': 2, '1': 1 }).map(({ cause, index }) => [cause.text, index])).toEqual([
      ['c', 2],
      ['b', 1],
      ['a', 0],
    ]);
    expect(orderCauses(causes).map(({ cause }) => cause.text)).toEqual(['a', 'b', 'c']);
    // Free text is not a key: a count under a cause's words orders nothing.
    expect(orderCauses(causes, { c: 5 }).map(({ cause }) => cause.text)).toEqual(['a', 'b', 'c']);
  });
});
