/** Database filters to PostgREST logic terms: each operator, and/or groups, isEmptyIgnored, unknown operators. */
import { describe, expect, it } from 'vitest';
import { FilterOperatorError, filterToLogic } from './filters';

describe('filterToLogic', () => {
  it.each([
    [{ field: 'a', operator: 'eq', value: 1 }, 'a.eq.1'],
    [{ field: 'a', operator: '$ne', value: 'x' }, 'a.neq.x'],
    [{ field: 'a', operator: 'ilike', value: 'b c' }, 'a.ilike."*b c*"'],
    [{ field: 'a', operator: '$iLike:startsWith', value: 'b' }, 'a.ilike.b*'],
    [{ field: 'a', operator: 'endsWith', value: 'b' }, 'a.ilike.*b'],
    [{ field: 'a', operator: 'notIlike', value: 'b' }, 'a.not.ilike.*b*'],
    [{ field: 'a', operator: '$eq:null' }, 'a.is.null'],
    [{ field: 'a', operator: 'isNotNull' }, 'a.not.is.null'],
    [{ field: 'a', operator: 'in', value: ['x', 'y,z'] }, 'a.in.(x,"y,z")'],
    [{ field: 'a', operator: 'not.in', value: [1, 2] }, 'a.not.in.(1,2)'],
    [{ field: 'a', operator: 'ov', value: ['x'] }, 'a.ov.{x}'],
    [{ field: 'a', operator: '$notOverlap', value: ['x'] }, 'a.not.ov.{x}'],
    [{ field: 'a', operator: 'arrayContains', value: 'x' }, 'a.cs.{x}'],
    [{ field: 'a', operator: 'eq', value: 'say "hi"' }, 'a.eq."say \\"hi\\""'],
  ])('%j → %s', (condition, expected) => {
    expect(filterToLogic({ conditions: [condition] })).toBe(expected);
  });

  it('links conditions and nested groups with and/or', () => {
    expect(
      filterToLogic({
        link: '$or',
        conditions: [
          { field: 'a', operator: 'eq', value: 1 },
          {
            link: '$and',
            conditions: [
              { field: 'b', operator: 'gt', value: 2 },
              { field: 'c', operator: 'lt', value: 3 },
            ],
          },
        ],
      }),
    ).toBe('or(a.eq.1,and(b.gt.2,c.lt.3))');
    expect(
      filterToLogic({
        conditions: [
          { field: 'a', operator: 'eq', value: 1 },
          { field: 'b', operator: 'eq', value: 2 },
        ],
      }),
    ).toBe('and(a.eq.1,b.eq.2)');
  });

  it('leaves out conditions with isEmptyIgnored and an empty value, but keeps valueless operators', () => {
    expect(
      filterToLogic({
        conditions: [
          { field: 'a', operator: 'eq', value: '', isEmptyIgnored: true },
          { field: 'b', operator: 'in', value: [], isEmptyIgnored: true },
          { field: 'c', operator: 'isNull', isEmptyIgnored: true },
        ],
      }),
    ).toBe('c.is.null');
    expect(filterToLogic({ conditions: [{ field: 'a', operator: 'eq', value: null, isEmptyIgnored: true }] })).toBeUndefined();
    expect(filterToLogic({ if: false, conditions: [{ field: 'a', operator: 'eq', value: 1 }] })).toBeUndefined();
    expect(filterToLogic(undefined)).toBeUndefined();
  });

  it('refuses an unknown operator with a stable code', () => {
    expect(() => filterToLogic({ conditions: [{ field: 'a', operator: 'near', value: 1 }] })).toThrow(FilterOperatorError);
    try {
      filterToLogic({ conditions: [{ field: 'a', operator: 'near', value: 1 }] });
    } catch (error) {
      expect((error as FilterOperatorError).code).toBe('UNKNOWN_FILTER_OPERATOR');
    }
  });
});
