// Errors of the REST proxy: a stable code, an HTTP status, and a message safe to show the caller.
import type { ApiError } from '@kit/platform';
export type RestProxyErrorCode =
  | 'proxy_invalid_request'
  | 'proxy_request_too_large'
  | 'proxy_key_required'
  | 'proxy_key_invalid'
  | 'proxy_rate_limited'
  | 'proxy_target_forbidden'
  | 'proxy_timeout'
  | 'proxy_upstream_failed'
  | 'proxy_response_too_large';

const STATUS: Record<RestProxyErrorCode, number> = {
  proxy_invalid_request: 400,
  proxy_request_too_large: 413,
  proxy_key_required: 401,
  proxy_key_invalid: 401,
  proxy_rate_limited: 429,
  proxy_target_forbidden: 403,
  proxy_timeout: 504,
  proxy_upstream_failed: 502,
  proxy_response_too_large: 502,
};

export class RestProxyError extends Error implements ApiError {
  readonly status: number;
  constructor(
    readonly code: RestProxyErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RestProxyError';
    this.status = STATUS[code];
  }

  toJSON(): { code: RestProxyErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }
}
