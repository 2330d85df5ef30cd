/**
 * The payment element's definition: settings with their defaults, events (success, error, change), states, its
 * element action (`pay`) and exposed variables. Its component, the card rules and the flow load lazily (their own
 * chunk), so only pages that take payments fetch them.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import type { PaymentElementSettings } from './settings';

const LazyPaymentElement = lazyElementComponent(() => import('./PaymentElement').then((module) => module.PaymentElement));

export const paymentElementDefinition = defineElement<PaymentElementSettings>({
  type: 'payment-element',
  settings: {
    clientSecret: { default: '' },
    buttonText: { default: 'Pay' },
    returnPage: { default: '' },
    cardNumberLabel: { default: 'Card number' },
    expiryLabel: { default: 'Expiry date' },
    cvcLabel: { default: 'Security code (CVC)' },
    successText: { default: 'Payment received.' },
    disabled: { default: false },
  },
  events: ['success', 'error', 'change'],
  states: ['focus', 'processing', 'disabled'],
  statesFrom: (settings) => (settings.disabled ? ['disabled'] : []),
  actions: ['pay'],
  // `element`: the form's handle for the plugin's confirm actions (the sandbox card, or Stripe's Elements group).
  variables: { status: 'loading', error: '', complete: false, element: null, paymentIntent: null },
  component: LazyPaymentElement,
  lazy: true,
});
