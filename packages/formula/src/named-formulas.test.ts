/** Site-level named formulas with parameters. */
import { describe, expect, it } from 'vitest';
import { evaluateFormula } from './formula';
import { createHelperLibrary } from './helpers/library';
import { createNamedFormulas } from './named-formulas';
import { captureError } from './testing/capture';

describe('named formulas', () => {
  const variables = { rate: 0.2, items: [{ p: 3 }, { p: 1 }] };
  const formulas = createNamedFormulas(
    [
      { id: 'f1', name: 'withTax', code: 'price * (1 + variables.rate)', parameters: [{ name: 'price' }] },
      { id: 'f2', name: 'total', code: "sum(map(items, 'p'))", parameters: [{ name: 'items' }] },
      { id: 'f3', name: 'greet', code: "translate({ en: 'Hi', fr: 'Salut' }) + ' ' + who", parameters: [{ name: 'who' }] },
      { id: 'f4', name: 'sorted', code: 'variables.items', sort: [{ key: 'p' }] },
      { id: 'f5', name: 'loop', code: 'formulas.loop()' },
    ],
    { getScope: () => ({ variables, formulas }), helpers: () => createHelperLibrary({ getLang: () => 'fr' }) },
  );

  it('are callable by name and by id, with parameters as names', () => {
    expect(formulas.withTax?.(100)).toBe(120);
    expect(formulas.f1?.(10)).toBe(12);
    expect(formulas.total?.([{ p: 2 }, { p: 5 }])).toBe(7);
  });

  it('are callable from other formulas', () => {
    expect(evaluateFormula("formulas['withTax'](50) + formulas.f2(variables.items)", { variables, formulas })).toBe(64);
  });

  it('use the helper library of the site and the binding pipeline', () => {
    expect(formulas.greet?.('Ann')).toBe('Salut Ann');
    expect(formulas.sorted?.()).toEqual([{ p: 1 }, { p: 3 }]);
  });

  it('fail with a FormulaError on runaway recursion', () => {
    expect(captureError(() => formulas.loop?.()).code).toBe('FORMULA_LIMIT');
  });
});
