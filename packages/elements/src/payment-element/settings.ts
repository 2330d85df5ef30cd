/**
 * The payment element's settings and exposed state. Constants only: the definition reads them and sits in the page's
 * entry, while the card rules and the flow load with the component's chunk.
 */

export interface PaymentElementSettings extends Record<string, unknown> {
  /** The payment intent's client secret (a create-payment-intent result's `client_secret`). */
  clientSecret: string;
  /** The pay button's text; empty hides the button (a workflow then confirms with the element's `element` variable). */
  buttonText: string;
  /** Where the buyer comes back after an authentication or a redirect: a page id or a path; empty is this page. */
  returnPage: string;
  cardNumberLabel: string;
  expiryLabel: string;
  cvcLabel: string;
  /** Shown once the payment has succeeded. */
  successText: string;
  disabled: boolean;
}

/** What the element reports through its `status` variable. */
export const PAYMENT_STATUSES = ['loading', 'ready', 'processing', 'requires_action', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
