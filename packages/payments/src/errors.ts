// Payment errors: a stable string code, an HTTP status and a public message; the cause is kept for logs, never sent.
import type { ApiError } from '@kit/platform';

export const PAYMENT_ERROR_STATUS = {
  validation_failed: 400,
  clock_advance_invalid: 400,
  customer_id_required: 400,
  unknown_price: 400,
  signature_invalid: 400,
  payload_invalid: 400,
  card_declined: 402,
  card_invalid: 400,
  not_authenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  provider_error: 502,
  internal_error: 500,
} as const;

export type PaymentErrorCode = keyof typeof PAYMENT_ERROR_STATUS;

export class PaymentsError extends Error implements ApiError {
  readonly status: number;
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PaymentsError';
    this.status = options?.status ?? PAYMENT_ERROR_STATUS[code];
  }

  toJSON(): { code: string; message: string } {
    return { code: this.code, message: this.message };
  }
}

export function isPaymentsError(error: unknown): error is PaymentsError {
  return error instanceof PaymentsError;
}
