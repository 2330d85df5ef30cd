// Auth errors as GoTrue sends them: an HTTP status, a stable error code and a public message.

export interface AuthErrorExtra {
  weak_password?: { reasons: string[] };
}

export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: AuthErrorExtra = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AuthApiError';
  }

  /** The body for clients that send `X-Supabase-Api-Version: 2024-01-01`. */
  toJSON(): Record<string, unknown> {
    return { code: this.code, message: this.message, ...this.extra };
  }

  /** The legacy body, for clients without the API version header. */
  toLegacyJSON(): Record<string, unknown> {
    return { code: this.status, error_code: this.code, msg: this.message, ...this.extra };
  }
}

/** An OAuth2-style error (`{error, error_description}`), as GoTrue answers some token requests. */
export class AuthOAuthError extends Error {
  readonly status = 400;
  constructor(
    readonly code: string,
    readonly description: string,
  ) {
    super(description);
    this.name = 'AuthOAuthError';
  }

  toJSON(): Record<string, unknown> {
    return { error: this.code, error_description: this.description };
  }
}

export const badRequest = (code: string, message: string) => new AuthApiError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthApiError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthApiError(403, code, message);
export const notFound = (code: string, message: string) => new AuthApiError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthApiError(422, code, message);
export const tooManyRequests = (code: string, message: string) => new AuthApiError(429, code, message);
export const internalError = (message: string, cause?: unknown) => new AuthApiError(500, 'unexpected_failure', message, {}, { cause });

export const validationFailed = (message: string) => badRequest('validation_failed', message);

export function weakPassword(message: string, reasons: string[]): AuthApiError {
  return new AuthApiError(422, 'weak_password', message, { weak_password: { reasons } });
}
