/** Clamping of the form elements' numeric settings to the seed's ranges. */
import { describe, expect, it } from 'vitest';
import { FORM_RANGES } from './limits';
import { clampSetting, clampStep, readNumber, readPrecision, readTimePrecision } from './ranges';

describe('form ranges', () => {
  it('reads numbers, numeric text and millisecond durations', () => {
    expect(readNumber(12)).toBe(12);
    expect(readNumber('2.5')).toBe(2.5);
    expect(readNumber('500ms')).toBe(500);
    expect(readNumber('fast')).toBeUndefined();
    expect(readNumber(Number.NaN)).toBeUndefined();
    expect(readNumber(null)).toBeUndefined();
  });

  it.each([
    ['rows', 0, 1],
    ['rows', 30, 25],
    ['rows', undefined, 4],
    ['step', 0, 1],
    ['step', 250, 100],
    ['min', -5, 0],
    ['min', 150, 100],
    ['max', 20000, 10000],
    ['max', 'lots', 10000],
    ['debounceDelay', '0ms', 1],
    ['debounceDelay', '9000ms', 5000],
    ['debounceDelay', '250ms', 250],
    ['selectLimit', 5, 10],
    ['selectLimit', 80, 50],
    ['selectLimit', undefined, 20],
  ] as const)('clamps %s %s to %s', (name, value, expected) => {
    expect(clampSetting(value, FORM_RANGES[name])).toBe(expected);
  });

  it('keeps a decimal step between the precision and ten times it', () => {
    expect(clampStep(1, 'decimal', 0.1)).toBe(1);
    expect(clampStep(5, 'decimal', 0.1)).toBe(1);
    expect(clampStep(0.001, 'decimal', 0.01)).toBe(0.01);
    expect(clampStep(0.3, 'decimal', 0.1)).toBe(0.3);
    expect(clampStep(2.5, 'number', 0.1)).toBe(3);
  });

  it('accepts only the offered precisions and time precisions', () => {
    expect(readPrecision('0.01')).toBe(0.01);
    expect(readPrecision(0.3)).toBe(0.1);
    expect(readTimePrecision(60)).toBe(60);
    expect(readTimePrecision(7)).toBe(1);
  });
});
