// Errors of the user-files endpoint: a stable code, an HTTP status, and a message safe to show the visitor.
import type { ApiError } from '@kit/platform';
export type UserFileErrorCode =
  | 'user_file_invalid_request'
  | 'user_file_not_authenticated'
  | 'user_file_too_large'
  | 'user_file_type_not_allowed'
  | 'user_file_rate_limited'
  | 'user_file_storage_failed';

const STATUS: Record<UserFileErrorCode, number> = {
  user_file_invalid_request: 400,
  user_file_not_authenticated: 401,
  user_file_too_large: 413,
  user_file_type_not_allowed: 415,
  user_file_rate_limited: 429,
  user_file_storage_failed: 502,
};

export class UserFileError extends Error implements ApiError {
  readonly status: number;
  constructor(
    readonly code: UserFileErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UserFileError';
    this.status = STATUS[code];
  }

  toJSON(): { code: UserFileErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }
}
