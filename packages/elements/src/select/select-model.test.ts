/** The select's model: options, search and limit, keyboard moves, single and multiple choice. */
import { describe, expect, it } from 'vitest';
import {
  chooseOption,
  isSelected,
  moveActive,
  normalizeOptions,
  normalizeValue,
  selectLimit,
  selectedLabel,
  visibleOptions,
} from './select-model';

const fruits = normalizeOptions([
  { label: 'Apple', value: 'a' },
  { label: 'Banana', value: 'b' },
  { label: 'Cherry', value: 'c' },
]);

describe('select model', () => {
  it('reads label/value lists, plain values and collections', () => {
    expect(fruits[1]).toEqual({ label: 'Banana', value: 'b' });
    expect(normalizeOptions(['x', 2])).toEqual([
      { label: 'x', value: 'x' },
      { label: '2', value: 2 },
    ]);
    expect(normalizeOptions({ data: [{ value: 7 }] })).toEqual([{ label: '7', value: 7 }]);
    expect(normalizeOptions('nope')).toEqual([]);
  });

  it('limits the options shown to 20 by default, within 10 to 50', () => {
    expect(selectLimit(undefined)).toBe(20);
    expect(selectLimit(3)).toBe(10);
    expect(selectLimit(99)).toBe(50);
    const many = normalizeOptions(Array.from({ length: 60 }, (_, index) => `Item ${index + 1}`));
    expect(visibleOptions(many, '', 20)).toMatchObject({ total: 60 });
    expect(visibleOptions(many, '', 20).shown).toHaveLength(20);
    expect(visibleOptions(many, 'item 5', 20).shown.map((option) => option.label)).toEqual([
      'Item 5',
      'Item 50',
      'Item 51',
      'Item 52',
      'Item 53',
      'Item 54',
      'Item 55',
      'Item 56',
      'Item 57',
      'Item 58',
      'Item 59',
    ]);
  });

  it('moves the active option with the arrows, Home and End', () => {
    expect(moveActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(2, 'ArrowDown', 3)).toBe(2);
    expect(moveActive(-1, 'ArrowUp', 3)).toBe(2);
    expect(moveActive(0, 'ArrowUp', 3)).toBe(0);
    expect(moveActive(1, 'End', 3)).toBe(2);
    expect(moveActive(1, 'Home', 3)).toBe(0);
    expect(moveActive(0, 'ArrowDown', 0)).toBe(-1);
  });

  it('chooses one value, or toggles values in multiple mode', () => {
    expect(chooseOption('a', fruits[1]!, false)).toBe('b');
    expect(chooseOption(['a'], fruits[1]!, true)).toEqual(['a', 'b']);
    expect(chooseOption(['a', 'b'], fruits[0]!, true)).toEqual(['b']);
    expect(isSelected(['c'], fruits[2]!, true)).toBe(true);
    expect(isSelected(null, fruits[0]!, false)).toBe(false);
    expect(selectedLabel(fruits, ['a', 'c'], true)).toBe('Apple, Cherry');
    expect(normalizeValue('a', true)).toEqual(['a']);
    expect(normalizeValue(['a', 'b'], false)).toBe('a');
    expect(normalizeValue('', false)).toBeNull();
  });
});
