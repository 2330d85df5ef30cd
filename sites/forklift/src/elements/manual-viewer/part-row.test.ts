import { describe, expect, it } from 'vitest';
import { partRow, readableScale } from './part-row';
import type { TextBox } from './text-items';

const box = (str: string, left: number, top: number, width = 40, height = 10): TextBox => ({ str, left, top, width, height });

const page: TextBox[] = [
  box('Item', 20, 100),
  box('Part number', 60, 100),
  box('4', 20, 120, 8),
  box('CM-02004-31', 60, 120, 70),
  box('Bolt kit, Tilt mounting', 140, 120, 120),
  box('5', 20, 140, 8),
  box('CM-02005-71', 60, 140.5, 70),
  box('Lift solenoid valve', 140, 140, 110),
  box('71200-72699', 300, 139.6, 70),
  box('Page 2 of 11', 20, 400),
];

describe('the row of a part number', () => {
  it('spans every box on the line that holds the part, padded', () => {
    const row = partRow(page, 'CM-02005-71');
    // Baseline 150.5 (the lowest box of the line), font 10: from 150.5 − 9 − 2.5 to 150.5 + 2 + 2.5.
    expect(row).toMatchObject({ left: 17.5, width: 355, textHeight: 10 });
    expect(row?.top).toBeCloseTo(139);
    expect(row?.height).toBeCloseTo(16);
    // The band stays inside its row: the rows above and below (20 apart) are not covered.
    expect(row!.top).toBeGreaterThan(130);
    expect(row!.top + row!.height).toBeLessThan(160);
  });

  it('finds the part however it is typed, and nothing for a part the page lacks', () => {
    expect(partRow(page, 'cm 02005/71')?.top).toBeCloseTo(139);
    expect(partRow(page, 'CM-09999-99')).toBeNull();
    expect(partRow(page, '--')).toBeNull();
  });
});

describe('zooming to a readable row', () => {
  it('zooms a row drawn too small to read to 12 px text, within the zoom limits', () => {
    expect(readableScale(4, 0.5)).toBeCloseTo(1.5);
    expect(readableScale(0.5, 0.5)).toBe(5);
  });

  it('leaves a row that reads already', () => {
    expect(readableScale(11, 1.6)).toBeNull();
    expect(readableScale(0, 1)).toBeNull();
  });
});
