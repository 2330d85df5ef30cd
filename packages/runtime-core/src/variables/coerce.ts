/** The typed update rules of variables (seed §5). */
import { isPlainObject } from '@kit/formula';
import { VariableError } from '../errors';
import type { VariableType } from './types';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isObjectValue(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Converts a value written to a variable of the given type:
 * - boolean: true, false or their text forms, else "value must be a boolean";
 * - string and query: objects are refused, other values become text;
 * - number: texts are parsed as floats, anything unparseable becomes null;
 * - array / object: text is parsed as JSON (an empty array / object when that fails), other kinds are refused.
 * null and undefined always store null.
 */
export function coerceVariableValue(type: VariableType, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (type) {
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true') return true;
      if (value === 'false') return false;
      throw new VariableError('INVALID_BOOLEAN', { value: typeof value });
    case 'string':
    case 'query':
      if (typeof value === 'object' || typeof value === 'function') throw new VariableError('INVALID_STRING');
      return String(value);
    case 'number': {
      if (typeof value === 'number') return Number.isNaN(value) ? null : value;
      const parsed = Number.parseFloat(String(value));
      return Number.isNaN(parsed) ? null : parsed;
    }
    case 'array': {
      if (Array.isArray(value)) return value;
      if (typeof value === 'string') {
        const parsed = parseJson(value);
        return Array.isArray(parsed) ? parsed : [];
      }
      throw new VariableError('INVALID_ARRAY');
    }
    case 'object': {
      if (isObjectValue(value)) return value;
      if (typeof value === 'string') {
        const parsed = parseJson(value);
        return isPlainObject(parsed) ? parsed : {};
      }
      throw new VariableError('INVALID_OBJECT');
    }
    default:
      return value;
  }
}
