/** The formula layer's error class: a stable code, the source position when known, and toJSON(). */

export type FormulaErrorCode =
  | 'FORMULA_UNEXPECTED_END'
  | 'FORMULA_SYNTAX'
  | 'FORMULA_UNSUPPORTED'
  | 'FORMULA_FORBIDDEN'
  | 'FORMULA_REFERENCE'
  | 'FORMULA_TYPE'
  | 'FORMULA_HELPER'
  | 'FORMULA_LIMIT'
  | 'FORMULA_RUNTIME'
  /** Code the formula needs has not loaded yet (the parser, a helper group): not the formula's fault, never cached. */
  | 'FORMULA_NOT_LOADED';

/** Verbatim message for truncated input (seed §5). */
export const UNEXPECTED_END_MESSAGE = 'Unexpected end of formula.';

const BRAND = Symbol.for('kit.formula.error');

export interface FormulaErrorOptions {
  position?: number | undefined;
  source?: string | undefined;
  cause?: unknown;
}

export interface FormulaErrorJSON {
  name: 'FormulaError';
  code: FormulaErrorCode;
  message: string;
  position?: number;
}

export class FormulaError extends Error {
  override readonly name = 'FormulaError';
  readonly code: FormulaErrorCode;
  /** Zero-based character offset in the formula source, when known. */
  position: number | undefined;
  /** The formula source the error belongs to, when known. */
  source: string | undefined;
  readonly [BRAND] = true;

  constructor(code: FormulaErrorCode, message: string, options: FormulaErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.position = options.position;
    this.source = options.source;
  }

  /** Fills in the position and source when they are not known yet; returns the same error. */
  locate(position: number | undefined, source?: string): this {
    if (this.position === undefined && position !== undefined) this.position = position;
    if (this.source === undefined && source !== undefined) this.source = source;
    return this;
  }

  toJSON(): FormulaErrorJSON {
    const json: FormulaErrorJSON = { name: 'FormulaError', code: this.code, message: this.message };
    if (this.position !== undefined) json.position = this.position;
    return json;
  }
}

export function isFormulaError(value: unknown): value is FormulaError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
}

/** Error raised by a helper: the message is the helper's verbatim text (seed §5). */
export function helperError(message: string): FormulaError {
  return new FormulaError('FORMULA_HELPER', message);
}

/** Converts anything thrown while evaluating into a FormulaError, keeping the original as cause. */
export function toFormulaError(error: unknown, position?: number, source?: string): FormulaError {
  if (isFormulaError(error)) return error.locate(position, source);
  if (typeof error === 'string') return new FormulaError('FORMULA_HELPER', error, { position, source });
  const message = error instanceof Error ? error.message : String(error);
  // Stack exhaustion can surface as a RangeError or as an error raised while recovering from one.
  if (message.includes('call stack')) {
    return new FormulaError('FORMULA_LIMIT', 'Formula is too deeply nested.', { position, source, cause: error });
  }
  return new FormulaError('FORMULA_RUNTIME', message, { position, source, cause: error });
}
