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
  constructor(
    readonly code: RelayErrorCode,
    readonly status: number,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'FunctionRelayError';
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
  notFound: () => new FunctionRelayError('NOT_FOUND', 404, 'Requested function was not found'),
  methodNotAllowed: () =>
    new FunctionRelayError('METHOD_NOT_ALLOWED', 405, 'Only GET, POST, PUT, PATCH, DELETE and OPTIONS requests are supported'),
  missingAuthHeader: () => new FunctionRelayError('UNAUTHORIZED_NO_AUTH_HEADER', 401, 'Missing authorization header'),
  invalidJwtFormat: () => new FunctionRelayError('UNAUTHORIZED_INVALID_JWT_FORMAT', 401, 'Invalid JWT format'),
  invalidJwt: () => new FunctionRelayError('UNAUTHORIZED_LEGACY_JWT', 401, 'Invalid JWT'),
  bootError: (cause: unknown) => new FunctionRelayError('BOOT_ERROR', 503, 'Function failed to start (please check logs)', { cause }),
  workerError: (cause: unknown) =>
    new FunctionRelayError('WORKER_ERROR', 500, 'Function exited due to an error (please check logs)', { cause }),
  jsonTooDeep: (maxDepth: number) =>
    new FunctionRelayError('INVALID_JSON_BODY', 400, `The JSON body nests more than ${maxDepth} levels deep`),
  tooLarge: (maxBytes: number) => new FunctionRelayError('REQUEST_TOO_LARGE', 413, `A JSON body may be at most ${maxBytes} bytes`),
  idleTimeout: () => new FunctionRelayError('IDLE_TIMEOUT', 504, 'Function did not respond within the request timeout limit'),
};
