// The one error class of /rest/v1: a PostgREST or PostgreSQL code, an HTTP status and the exact PostgREST body.

export interface RestErrorBody {
  code: string;
  message: string;
  details: unknown;
  hint: unknown;
}

export interface RestErrorInit {
  code: string;
  status: number;
  message: string;
  details?: unknown;
  hint?: unknown;
  headers?: Record<string, string>;
  cause?: unknown;
}

export class RestError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: unknown;
  readonly hint: unknown;
  readonly headers: Record<string, string>;

  constructor(init: RestErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'RestError';
    this.code = init.code;
    this.status = init.status;
    this.details = init.details ?? null;
    this.hint = init.hint ?? null;
    this.headers = init.headers ?? {};
  }

  toJSON(): RestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

