// Failures of the functions relay itself (the function never answered): JSON `{code, message}`, `x-relay-error: true`.
import type { ApiError } from '../http';

export type RelayErrorCode =
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'UNAUTHORIZED_NO_AUTH_HEADER'
  | 'UNAUTHORIZED_INVALID_JWT_FORMAT'
  | 'UNAUTHORIZED_LEGACY_JWT'
  | 'BOOT_ERROR'
  | 'WORKER_ERROR'
  | 'IDLE_TIMEOUT'
  | 'INVALID_JSON_BODY'
  | 'REQUEST_TOO_LARGE';

/** The header functions-js reads to raise FunctionsRelayError instead of FunctionsHttpError. */
const RELAY_ERROR_HEADER = 'x-relay-error';

export class FunctionRelayError extends Error implements ApiError {
  readonly status: number;

  constructor(
    readonly code: RelayErrorCode,
    message: string,
    { status, cause }: { status: number; cause?: unknown },
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'FunctionRelayError';
    this.status = status;
  }

  toJSON(): { code: RelayErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }

  /** The answer the relay sends: Supabase's status, body and `sb-error-code`, marked as a relay error. */
  toResponse(): Response {
    return new Response(JSON.stringify(this.toJSON()), {
      status: this.status,
      headers: { 'content-type': 'application/json', 'sb-error-code': this.code, [RELAY_ERROR_HEADER]: 'true' },
    });
  }
}

/** Statuses and wording as Supabase's edge runtime answers them (docs: functions status codes and error codes). */
export const relayErrors = {
  notFound: () => new FunctionRelayError('NOT_FOUND', 'Requested function was not found', { status: 404 }),
  methodNotAllowed: () =>
    new FunctionRelayError('METHOD_NOT_ALLOWED', 'Only GET, POST, PUT, PATCH, DELETE and OPTIONS requests are supported', { status: 405 }),
  missingAuthHeader: () => new FunctionRelayError('UNAUTHORIZED_NO_AUTH_HEADER', 'Missing authorization header', { status: 401 }),
  invalidJwtFormat: () => new FunctionRelayError('UNAUTHORIZED_INVALID_JWT_FORMAT', 'Invalid JWT format', { status: 401 }),
  invalidJwt: () => new FunctionRelayError('UNAUTHORIZED_LEGACY_JWT', 'Invalid JWT', { status: 401 }),
  bootError: (cause: unknown) =>
    new FunctionRelayError('BOOT_ERROR', 'Function failed to start (please check logs)', { status: 503, cause }),
  workerError: (cause: unknown) =>
    new FunctionRelayError('WORKER_ERROR', 'Function exited due to an error (please check logs)', { status: 500, cause }),
  jsonTooDeep: (maxDepth: number) =>
    new FunctionRelayError('INVALID_JSON_BODY', `The JSON body nests more than ${maxDepth} levels deep`, { status: 400 }),
  tooLarge: (maxBytes: number) =>
    new FunctionRelayError('REQUEST_TOO_LARGE', `A JSON body may be at most ${maxBytes} bytes`, { status: 413 }),
  idleTimeout: () => new FunctionRelayError('IDLE_TIMEOUT', 'Function did not respond within the request timeout limit', { status: 504 }),
};
