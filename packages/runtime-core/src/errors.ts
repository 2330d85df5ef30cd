/** Runtime-core errors: a stable code, details, the cause kept (never serialised), and toJSON(). */
import { VARIABLE_MESSAGES } from './messages';
import type { VariableMessageCode } from './messages';

const BRAND = Symbol.for('kit.runtime.error');

export interface RuntimeErrorJSON {
  name: string;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

export class RuntimeCoreError extends Error {
  override name = 'RuntimeCoreError';
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;
  readonly [BRAND] = true;

  constructor(code: string, message: string, options: { details?: Record<string, unknown>; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = options.details;
  }

  toJSON(): RuntimeErrorJSON {
    const json: RuntimeErrorJSON = { name: this.name, code: this.code, message: this.message };
    if (this.details !== undefined) json.details = this.details;
    return json;
  }
}

export function isRuntimeCoreError(value: unknown): value is RuntimeCoreError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
}

/** A typed variable update was refused. */
export class VariableError extends RuntimeCoreError {
  override name = 'VariableError';

  constructor(code: VariableMessageCode, details?: Record<string, unknown>) {
    super(`VARIABLE_${code}`, VARIABLE_MESSAGES[code], { details });
  }
}

/** A workflow action failed with one of the seed's messages (or a workflow-level failure). */
export class WorkflowError extends RuntimeCoreError {
  override name = 'WorkflowError';
}
