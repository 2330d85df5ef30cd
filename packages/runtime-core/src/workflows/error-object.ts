/** Errors as plain objects, the way formulas read them (`context.workflow.error.message`). */

export interface ErrorObject {
  name?: unknown;
  message?: unknown;
  [key: string]: unknown;
}

export function toErrorObject(error: unknown): ErrorObject {
  if (error === null || error === undefined) return { message: String(error) };
  if (typeof error !== 'object') return { message: String(error) };
  const source = error as Record<string, unknown> & { toJSON?: () => unknown };
  if (typeof source.toJSON === 'function') {
    const json = source.toJSON();
    if (typeof json === 'object' && json !== null) return { ...(json as ErrorObject) };
  }
  const result: ErrorObject = { name: source.name };
  for (const key of Object.getOwnPropertyNames(source)) {
    if (key === 'stack' || key === 'cause') continue;
    result[key] = source[key];
  }
  return result;
}

/** The message of anything thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return String(error);
}
