/** The bundle's lazy general helpers: the same names as the code's table, refusing before it loads, the same results after. */
import { describe, expect, it } from 'vitest';
import { isFormulaError } from '../errors';
import { generalHelperCode } from './general-code';
import { LAZY_GENERAL_HELPER_NAMES, filterData, generalHelpers, loadGeneralHelpers, sortData } from './general.lazy';

describe('lazy general helpers', () => {
  it('forward every helper of the table, and only those', () => {
    expect([...LAZY_GENERAL_HELPER_NAMES].sort()).toEqual(Object.keys(generalHelperCode).sort());
  });

  it('report FORMULA_NOT_LOADED before the code arrives, then answer as the code does', async () => {
    let refused: unknown;
    try {
      generalHelpers.sum?.([1, 2]);
    } catch (error) {
      refused = error;
    }
    expect(isFormulaError(refused) && refused.code === 'FORMULA_NOT_LOADED').toBe(true);
    expect(() => sortData([{ n: 2 }, { n: 1 }], [{ key: 'n' }])).toThrow(expect.objectContaining({ code: 'FORMULA_NOT_LOADED' }));
    expect(() => filterData([1], undefined)).toThrow(expect.objectContaining({ code: 'FORMULA_NOT_LOADED' }));
    await loadGeneralHelpers();
    expect(generalHelpers.sum?.([1, 2, 3])).toBe(6);
    expect(sortData([{ n: 2 }, { n: 1 }], [{ key: 'n' }])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(filterData([{ n: 1 }, { n: 2 }], { conditions: [{ field: 'n', operator: '$eq', value: 2 }] })).toEqual([{ n: 2 }]);
    expect(generalHelpers.uppercase?.('ab')).toBe('AB');
  });
});
