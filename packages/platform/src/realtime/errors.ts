// Errors of the realtime area, each with a stable string code; protocol errors close only the offending socket.

export type RealtimeErrorCode =
  | 'malformed_frame'
  | 'unsupported_frame'
  | 'rate_limited'
  | 'invalid_token'
  | 'invalid_filter'
  | 'invalid_request';

/** Close codes sent with a protocol error (RFC 6455 §7.4.1). */
const CLOSE_CODES: Record<RealtimeErrorCode, number> = {
  malformed_frame: 1007,
  unsupported_frame: 1003,
  rate_limited: 1008,
  invalid_token: 1008,
  invalid_filter: 1008,
  invalid_request: 1008,
};

export class RealtimeError extends Error {
  readonly closeCode: number;
  constructor(
    readonly code: RealtimeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RealtimeError';
    this.closeCode = CLOSE_CODES[code];
  }

  toJSON(): { code: RealtimeErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }
}
