/**
 * Field validation shared by the form elements: required, the type's own rule (e-mail address, number within
 * min/max, date within minDate/maxDate, time), then the author's custom validation. Gives the first failed rule's
 * message, shown under the field and announced to screen readers.
 */
import { isEmailAddress } from '@kit/formula';

export const VALIDATION_MESSAGES = {
  required: 'This field is required.',
  email: 'Enter a valid e-mail address.',
  number: 'Enter a number.',
  min: (min: number | string) => `Enter a value of at least ${min}.`,
  max: (max: number | string) => `Enter a value of at most ${max}.`,
  custom: 'This value is not valid.',
} as const;

export interface FieldRules {
  type: string;
  required: boolean;
  min?: number;
  max?: number;
  minDate?: string;
  maxDate?: string;
  /** The custom validation's result, when customValidation is on (undefined: no custom rule). */
  custom?: boolean;
}

export interface FieldValidity {
  isValid: boolean;
  /** The message of the first rule that failed. */
  message?: string;
}

const NUMERIC_TYPES = new Set(['number', 'decimal', 'currency']);

/** Empty: undefined, null, '', whitespace only, or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function validateField(value: unknown, rules: FieldRules): FieldValidity {
  if (isEmptyValue(value)) {
    if (rules.required) return { isValid: false, message: VALIDATION_MESSAGES.required };
    // An empty optional field passes its type rules, but the author's rule still decides.
    return rules.custom === false ? { isValid: false, message: VALIDATION_MESSAGES.custom } : { isValid: true };
  }
  if (rules.type === 'email' && !isEmailAddress(value)) return { isValid: false, message: VALIDATION_MESSAGES.email };
  if (NUMERIC_TYPES.has(rules.type)) {
    const number = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(number)) return { isValid: false, message: VALIDATION_MESSAGES.number };
    if (rules.min !== undefined && number < rules.min) return { isValid: false, message: VALIDATION_MESSAGES.min(rules.min) };
    if (rules.max !== undefined && number > rules.max) return { isValid: false, message: VALIDATION_MESSAGES.max(rules.max) };
  }
  if (rules.type === 'date' && typeof value === 'string') {
    // ISO dates (yyyy-mm-dd) compare as text.
    if (rules.minDate && value < rules.minDate) return { isValid: false, message: VALIDATION_MESSAGES.min(rules.minDate) };
    if (rules.maxDate && value > rules.maxDate) return { isValid: false, message: VALIDATION_MESSAGES.max(rules.maxDate) };
  }
  if (rules.custom === false) return { isValid: false, message: VALIDATION_MESSAGES.custom };
  return { isValid: true };
}
