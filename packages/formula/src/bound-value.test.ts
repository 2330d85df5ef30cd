/** Bound values: formulas inside settings, then map, filter and sort. */
import { describe, expect, it, vi } from 'vitest';
import { containsDataPipeline, containsFormula, resolveBoundValue } from './bound-value';
import { FormulaError } from './errors';
import { captureError } from './testing/capture';

const scope = {
  variables: {
    name: 'Ann',
    rows: [
      { id: 2, n: 'b' },
      { id: 1, n: 'a' },
      { id: 3, n: 'c' },
    ],
    min: 2,
  },
  collections: { people: { id: 'people', type: 'collection', data: [{ id: 1 }, { id: 2 }], total: 2 } },
  context: { item: { x: 1 } },
};

describe('resolveBoundValue', () => {
  it('evaluates formula nodes anywhere in settings', () => {
    const settings = {
      title: { __wwtype: 'f', code: "'Hi ' + variables.name" },
      static: { color: 'red', sizes: [1, 2] },
      list: [{ __wwtype: 'f', code: '1 + 1' }, 'plain'],
      deep: { a: { b: { __wwtype: 'f', code: 'context.item.x' } } },
    };
    expect(resolveBoundValue(settings, scope)).toEqual({
      title: 'Hi Ann',
      static: { color: 'red', sizes: [1, 2] },
      list: [2, 'plain'],
      deep: { a: { b: 1 } },
    });
  });

  it('keeps static parts by reference', () => {
    const settings = { static: { color: 'red' }, title: { __wwtype: 'f', code: '1' } };
    const resolved = resolveBoundValue(settings, scope) as typeof settings;
    expect(resolved.static).toBe(settings.static);
    const nothingBound = { a: [1, { b: 2 }] };
    expect(resolveBoundValue(nothingBound, scope)).toBe(nothingBound);
  });

  it('resolves data lists and can stay shallow', () => {
    expect(resolveBoundValue({ __wwtype: 'd', data: [{ __wwtype: 'f', code: '2' }, 3] }, scope)).toEqual([2, 3]);
    const shallow = { a: { __wwtype: 'f', code: '1' } };
    expect(resolveBoundValue(shallow, scope, { recursive: false })).toBe(shallow);
  });

  it('maps, filters and sorts arrays as the binding describes', () => {
    const binding = {
      __wwtype: 'f',
      code: 'variables.rows',
      __wwmap: { key: { __wwtype: 'f', code: 'context.mapping.value.id * 10' }, at: { __wwtype: 'f', code: 'context.mapping.index' } },
      filter: { conditions: [{ field: 'key', operator: '$gte', value: { __wwtype: 'f', code: 'variables.min * 10' } }] },
      sort: [{ key: 'key', direction: 'DESC' }],
    };
    expect(resolveBoundValue(binding, scope)).toEqual([
      { key: 30, at: 2 },
      { key: 20, at: 0 },
    ]);
  });

  it('applies the pipeline to a collection and updates its total', () => {
    const binding = { __wwtype: 'f', code: 'collections.people', filter: { conditions: [{ field: 'id', operator: '$eq', value: 2 }] } };
    expect(resolveBoundValue(binding, scope)).toEqual({ id: 'people', type: 'collection', data: [{ id: 2 }], total: 1 });
  });

  it('reads a single `return` JavaScript block as a formula and refuses other code', () => {
    expect(resolveBoundValue({ __wwtype: 'js', code: 'return variables.name;' }, scope)).toBe('Ann');
    const error = captureError(() => resolveBoundValue({ __wwtype: 'js', code: 'const a = 1; return a;' }, scope));
    expect(error).toBeInstanceOf(FormulaError);
    expect(error.code).toBe('FORMULA_UNSUPPORTED');
  });

  it('throws FormulaErrors, or hands them to onError', () => {
    expect(captureError(() => resolveBoundValue({ __wwtype: 'f', code: 'a +' }, scope)).message).toBe('Unexpected end of formula.');
    const onError = vi.fn(() => 'fallback');
    expect(resolveBoundValue({ a: { __wwtype: 'f', code: 'nope.x' } }, scope, { onError })).toEqual({ a: 'fallback' });
    expect(onError).toHaveBeenCalledWith(expect.any(FormulaError));
  });

  it('tells whether settings contain a formula', () => {
    expect(containsFormula({ a: [{ b: { __wwtype: 'f', code: '1' } }] })).toBe(true);
    expect(containsFormula({ a: [{ b: 1 }] })).toBe(false);
    expect(containsFormula(null)).toBe(false);
  });
});

describe('containsDataPipeline', () => {
  it('finds a bound value or a named formula with map, filter or sort steps anywhere', () => {
    expect(containsDataPipeline({ a: [{ b: { __wwtype: 'f', code: 'x', sort: [{ key: 'n' }] } }] })).toBe(true);
    expect(containsDataPipeline({ formulas: [{ id: 'f1', code: 'x', filter: { conditions: [] } }] })).toBe(true);
    expect(containsDataPipeline([{ __wwtype: 'f', code: 'x', __wwmap: { n: 1 } }])).toBe(true);
    expect(containsDataPipeline({ a: [{ b: { __wwtype: 'f', code: 'x' } }], filter: { conditions: [] } })).toBe(false);
    expect(containsDataPipeline(null)).toBe(false);
  });
});
