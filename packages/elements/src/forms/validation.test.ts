/** Field validation: required, e-mail, number and date bounds, custom validation. */
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, validateField } from './validation';

describe('validateField', () => {
  it('requires a value when required, and lets an empty optional field pass', () => {
    expect(validateField('', { type: 'text', required: true })).toEqual({ isValid: false, message: VALIDATION_MESSAGES.required });
    expect(validateField('   ', { type: 'text', required: true }).isValid).toBe(false);
    expect(validateField([], { type: 'select', required: true }).isValid).toBe(false);
    expect(validateField(null, { type: 'number', required: false })).toEqual({ isValid: true });
    expect(validateField('x', { type: 'text', required: true })).toEqual({ isValid: true });
  });

  it('checks e-mail addresses', () => {
    expect(validateField('ada@example.com', { type: 'email', required: true }).isValid).toBe(true);
    expect(validateField('ada@', { type: 'email', required: true })).toEqual({ isValid: false, message: VALIDATION_MESSAGES.email });
  });

  it('checks numbers against min and max', () => {
    const rules = { type: 'number', required: true, min: 1, max: 10 };
    expect(validateField(5, rules).isValid).toBe(true);
    expect(validateField(0, rules)).toEqual({ isValid: false, message: 'Enter a value of at least 1.' });
    expect(validateField(11, rules)).toEqual({ isValid: false, message: 'Enter a value of at most 10.' });
    expect(validateField('abc', { type: 'decimal', required: true })).toEqual({ isValid: false, message: VALIDATION_MESSAGES.number });
  });

  it('checks dates against minDate and maxDate', () => {
    const rules = { type: 'date', required: true, minDate: '2024-01-01', maxDate: '2024-12-31' };
    expect(validateField('2024-06-01', rules).isValid).toBe(true);
    expect(validateField('2023-12-31', rules).isValid).toBe(false);
    expect(validateField('2025-01-01', rules).isValid).toBe(false);
  });

  it('applies the custom validation last', () => {
    expect(validateField('x', { type: 'text', required: true, custom: false })).toEqual({
      isValid: false,
      message: VALIDATION_MESSAGES.custom,
    });
    expect(validateField('x', { type: 'text', required: true, custom: true }).isValid).toBe(true);
    expect(validateField('', { type: 'text', required: false, custom: false }).isValid).toBe(false);
  });
});
