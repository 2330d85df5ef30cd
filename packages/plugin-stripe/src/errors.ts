/** Stripe plugin errors: a stable code, the seed's message, the server's body or the provider's message. */
import { RuntimeCoreError } from '@kit/runtime-core';
import { STRIPE_MESSAGES } from './messages';
import type { StripeMessageCode } from './messages';

export class StripePluginError extends RuntimeCoreError {
  override name = 'StripePluginError';

  /** An action refused its input. */
  static validation(code: StripeMessageCode): StripePluginError {
    return new StripePluginError(`STRIPE_${code}`, STRIPE_MESSAGES[code]);
  }

  /**
   * The payment server refused the call: its body is rethrown (seed 000 §8) — the message it carries, or its text —
   * with the status and the whole body in the details.
   */
  static server(status: number, body: unknown): StripePluginError {
    return new StripePluginError('STRIPE_SERVER_ERROR', serverMessage(status, body), { details: { status, data: body } });
  }

  /** Stripe.js failed to confirm: always the provider's message (seed 000 §4), the provider error as cause. */
  static provider(error: unknown): StripePluginError {
    const message =
      typeof (error as { message?: unknown } | null)?.message === 'string' ? (error as { message: string }).message : String(error);
    return new StripePluginError('STRIPE_PROVIDER_ERROR', message, { cause: error });
  }
}

function serverMessage(status: number, body: unknown): string {
  if (typeof body === 'string' && body.trim() !== '') return body;
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message !== '') return message;
  return `Request failed with status code ${status}`;
}
