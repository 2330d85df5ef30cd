/** Errors of the site endpoints: a stable code, an HTTP status, and a message safe to show the caller. */
import type { ApiError } from '@kit/platform';
export type SiteErrorCode =
  | 'page_not_found'
  | 'collection_not_found'
  | 'data_set_not_found'
  | 'data_set_invalid_query'
  | 'data_set_invalid_body'
  | 'data_set_body_too_large'
  | 'data_set_failed'
  | 'sign_in_required'
  | 'forbidden';

const STATUS: Record<SiteErrorCode, number> = {
  page_not_found: 404,
  collection_not_found: 404,
  data_set_not_found: 404,
  data_set_invalid_query: 400,
  data_set_invalid_body: 400,
  data_set_body_too_large: 413,
  data_set_failed: 500,
  sign_in_required: 401,
  forbidden: 403,
};

export class SiteError extends Error implements ApiError {
  readonly status: number;
  constructor(
    readonly code: SiteErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SiteError';
    this.status = STATUS[code];
  }

  toJSON(): { code: SiteErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }
}
