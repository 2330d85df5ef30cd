// Errors of the diagnose function: a stable code, an HTTP status, a safe message, and the JSON body they answer with.

export type DiagnoseErrorCode =
  | 'invalid_json'
  | 'invalid_request'
  | 'brand_required'
  | 'unknown_brand'
  | 'body_too_large'
  | 'unsupported_media_type'
  | 'method_not_allowed'
  | 'sign_in_required'
  | 'rate_limited'
  | 'daily_limit_reached'
  | 'backend_unavailable';

export class DiagnoseError extends Error {
  readonly code: DiagnoseErrorCode;
  readonly status: number;
  readonly retryAfter?: number;
  readonly details?: Record<string, unknown>;

  constructor(
    code: DiagnoseErrorCode,
    message: string,
    options: { status: number; retryAfter?: number; details?: Record<string, unknown>; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'DiagnoseError';
    this.code = code;
    this.status = options.status;
    this.retryAfter = options.retryAfter;
    this.details = options.details;
  }

  toJSON(): Record<string, unknown> {
    return {
      code: this.code,
      message: this.message,
      ...(this.retryAfter !== undefined ? { retryAfter: this.retryAfter } : {}),
      ...this.details,
    };
  }

  toResponse(): Response {
    const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    if (this.retryAfter !== undefined) headers.set('retry-after', String(this.retryAfter));
    return new Response(JSON.stringify(this.toJSON()), { status: this.status, headers });
  }
}

export function isDiagnoseError(error: unknown): error is DiagnoseError {
  return error instanceof DiagnoseError;
}
