// Errors of the realtime area, each with a stable string code; protocol errors close only the offending socket.
import type { ApiError } from '../http';

export type RealtimeErrorCode =
  'malformed_frame' | 'unsupported_frame' | 'rate_limited' | 'invalid_token' | 'invalid_filter' | 'invalid_request';

/** The HTTP status each stands for (a socket gets the close code instead). */
const STATUSES: Record<RealtimeErrorCode, number> = {
  malformed_frame: 400,
  unsupported_frame: 400,
  rate_limited: 429,
  invalid_token: 401,
  invalid_filter: 400,
  invalid_request: 400,
};

/** Close codes sent with a protocol error (RFC 6455 §7.4.1). */
const CLOSE_CODES: Record<RealtimeErrorCode, number> = {
  malformed_frame: 1007,
  unsupported_frame: 1003,
  rate_limited: 1008,
  invalid_token: 1008,
  invalid_filter: 1008,
  invalid_request: 1008,
};

export class RealtimeError extends Error implements ApiError {
  readonly status: number;
  readonly closeCode: number;
  constructor(
    readonly code: RealtimeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RealtimeError';
    this.status = STATUSES[code];
    this.closeCode = CLOSE_CODES[code];
  }

  toJSON(): { code: RealtimeErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }
}
