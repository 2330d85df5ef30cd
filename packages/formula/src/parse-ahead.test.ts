/** Formulas parsed ahead (the server's, embedded in a page) and the parser loaded in its own chunk. */
import { describe, expect, it, vi } from 'vitest';
import { formulaSources } from './formula-sources';
import { parseFormula, parseFormulasAhead } from './parse';

/** A fresh instance of the formula modules, whose parser has not loaded. */
async function freshFormula() {
  vi.resetModules();
  return Promise.all([import('./parse'), import('./formula')]);
}

describe('formulas parsed ahead', () => {
  it('gives trees and parse errors as the parser does, as JSON', () => {
    const parsed = JSON.parse(JSON.stringify(parseFormulasAhead(['a + 1', "variables['x'].y", 'a +', 'a b', 'a + 1']))) as Record<
      string,
      unknown
    >;
    expect(Object.keys(parsed)).toEqual(['a + 1', "variables['x'].y", 'a +', 'a b']);
    expect(parsed['a + 1']).toEqual({ tree: JSON.parse(JSON.stringify(parseFormula('a + 1'))) });
    expect(parsed['a +']).toEqual({
      error: { name: 'FormulaError', code: 'FORMULA_UNEXPECTED_END', message: 'Unexpected end of formula.', position: 3 },
    });
  });

  it('leaves out a tree JSON would change (a number literal too large)', () => {
    expect(parseFormulasAhead(['1e999 + 1', '2'])).not.toHaveProperty('1e999 + 1');
  });

  it('compiles and evaluates without the parser, and refuses (uncached) what was not parsed ahead', async () => {
    const ahead = parseFormulasAhead(['1 + 2', 'a +']);
    const [parse, formula] = await freshFormula();
    expect(parse.formulaParserLoaded()).toBe(false);
    parse.addParsedFormulas(JSON.parse(JSON.stringify(ahead)) as typeof ahead);
    expect(formula.evaluateFormula('1 + 2', {})).toBe(3);
    expect(() => formula.compileFormula('a +')).toThrow('Unexpected end of formula.');
    expect(() => formula.compileFormula('2 * 3')).toThrow(expect.objectContaining({ code: 'FORMULA_NOT_LOADED' }));
    // The refusal started the load; once there, the same formula compiles (the refusal was not cached).
    await parse.loadFormulaParser();
    expect(formula.evaluateFormula('2 * 3', {})).toBe(6);
  });
});

describe('formulaSources', () => {
  it('finds every formula a value holds, as resolving compiles it', () => {
    const page = {
      title: { __wwtype: 'f', code: "'Hello ' + variables['name']" },
      list: [
        { __wwtype: 'js', code: 'return context.item.data.price * 2;' },
        { __wwtype: 'js', code: 'let a = 1; return a;' },
      ],
      nested: { rows: { __wwtype: 'f', code: 'collections.c.data', filter: { __wwtype: 'f', code: 'variables.f' } } },
      text: 'not a formula',
    };
    expect([...formulaSources(page)].sort()).toEqual([
      "'Hello ' + variables['name']",
      'collections.c.data',
      'context.item.data.price * 2',
      'variables.f',
    ]);
  });
});
