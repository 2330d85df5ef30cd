/** The form input's model: defaults, ranges, native attributes and value conversions. */
import { describe, expect, it } from 'vitest';
import { htmlInputType, inputMode, inputModel, textFromValue, valueFromText } from './input-model';
import { FORM_INPUT_DEFAULTS } from './settings';
import type { FormInputSettings } from './settings';

const settings = (overrides: Partial<FormInputSettings>): FormInputSettings => ({ ...FORM_INPUT_DEFAULTS, ...overrides });

describe('form input model', () => {
  it('has the seed defaults', () => {
    expect(FORM_INPUT_DEFAULTS).toMatchObject({
      type: 'text',
      required: true,
      readonly: false,
      autocomplete: false,
      debounce: false,
      precision: 0.1,
      currencySymbol: '$',
    });
    expect(inputModel(FORM_INPUT_DEFAULTS)).toMatchObject({
      rows: 4,
      step: 1,
      min: 0,
      max: 10000,
      debounceDelay: 500,
      timeStep: 1,
      currency: { decimals: 2, thousandsSeparator: ',', decimalSeparator: '.' },
    });
  });

  it('clamps rows, step, min, max and the debounce delay', () => {
    expect(inputModel(settings({ rows: 40, step: 0, min: 500, max: 99999, debounceDelay: '8000ms' }))).toMatchObject({
      rows: 25,
      step: 1,
      min: 100,
      max: 10000,
      debounceDelay: 5000,
    });
    expect(inputModel(settings({ min: 50, max: 10 })).max).toBe(50);
    expect(inputModel(settings({ type: 'decimal', precision: '0.01', step: 1 })).step).toBe(0.1);
    expect(inputModel(settings({ type: 'nope' as never })).type).toBe('text');
  });

  it('maps types to native attributes', () => {
    expect(htmlInputType('decimal', false)).toBe('number');
    expect(htmlInputType('currency', false)).toBe('text');
    expect(htmlInputType('password', false)).toBe('password');
    expect(htmlInputType('password', true)).toBe('text');
    expect(htmlInputType('date', false)).toBe('date');
    expect(inputMode('decimal')).toBe('decimal');
    expect(inputMode('text')).toBeUndefined();
  });

  it('converts text to exposed values', () => {
    expect(valueFromText('12', inputModel(settings({ type: 'number' })))).toBe(12);
    expect(valueFromText('', inputModel(settings({ type: 'number' })))).toBeNull();
    expect(valueFromText('1.2345', inputModel(settings({ type: 'decimal', precision: 0.01 })))).toBe(1.23);
    expect(valueFromText('1,234.5', inputModel(settings({ type: 'currency' })))).toBe(1234.5);
    expect(valueFromText('hello', inputModel(settings({})))).toBe('hello');
  });

  it('shows a currency with its separators and decimals', () => {
    const model = inputModel(settings({ type: 'currency', currencyThousandsSeparator: '.', currencyDecimalSeparator: ',' }));
    expect(textFromValue(1234.5, model)).toBe('1.234,50');
    expect(textFromValue(null, model)).toBe('');
    expect(textFromValue(7, inputModel(settings({ type: 'number' })))).toBe('7');
  });
});
