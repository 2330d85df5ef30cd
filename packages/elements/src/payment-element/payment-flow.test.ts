/** The flow's pure parts: outcomes of an intent, the provider's error as the element reports it, the return URL. */
import { describe, expect, it } from 'vitest';
import { intentFailure, intentOutcome, paymentError, returnedIntent, withoutReturnParams } from './payment-flow';

describe('payment flow', () => {
  it('reads what an intent status means', () => {
    expect(intentOutcome({ status: 'succeeded' })).toBe('succeeded');
    expect(intentOutcome({ status: 'requires_action' })).toBe('requires_action');
    expect(intentOutcome({ status: 'processing' })).toBe('processing');
    expect(intentOutcome({ status: 'requires_payment_method' })).toBe('failed');
    expect(intentOutcome(undefined)).toBe('failed');
  });

  it("keeps the provider's message, code, decline code and field", () => {
    const thrown = Object.assign(new Error('Your card was declined.'), {
      code: 'STRIPE_PROVIDER_ERROR',
      cause: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        param: 'number',
      },
    });
    expect(paymentError(thrown)).toEqual({
      message: 'Your card was declined.',
      code: 'card_declined',
      declineCode: 'generic_decline',
      field: 'number',
    });
    expect(paymentError(Object.assign(new Error('No element defined.'), { code: 'STRIPE_NO_ELEMENT' }))).toEqual({
      message: 'No element defined.',
      code: 'STRIPE_NO_ELEMENT',
    });
    expect(
      intentFailure({
        status: 'requires_payment_method',
        last_payment_error: { message: 'We are unable to authenticate your payment method.', code: 'card_declined' },
      }),
    ).toEqual({
      message: 'We are unable to authenticate your payment method.',
      code: 'card_declined',
    });
    expect(intentFailure({ status: 'canceled', last_payment_error: null })).toEqual({ message: 'The payment was not completed.' });
  });

  it("finds Stripe's return parameters and removes them, keeping the page's own", () => {
    const href =
      'https://shop.example/membership?plan=a&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded';
    expect(returnedIntent(href)).toEqual({ clientSecret: 'pi_1_secret_x', redirectStatus: 'succeeded' });
    expect(returnedIntent('https://shop.example/membership')).toBeUndefined();
    expect(withoutReturnParams(href)).toBe('https://shop.example/membership?plan=a');
  });
});
