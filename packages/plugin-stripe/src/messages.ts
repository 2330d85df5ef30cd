/** The Stripe plugin's messages, verbatim from seed 000 §5 and seed 001 §5 ('No currency defined.' is the seed's text for a missing customer id). */
export const STRIPE_MESSAGES = {
  NO_MODE: 'No mode defined.',
  NO_PRODUCT: 'No product defined.',
  NO_PAYMENT_METHOD: 'No payment method defined.',
  NO_SUCCESS_PAGE: 'No success page defined.',
  NO_CANCEL_PAGE: 'No cancel page defined.',
  NO_CUSTOMER: 'No currency defined.',
  NO_CLIENT_SECRET: 'No client secret defined.',
  NO_ELEMENT: 'No element defined.',
  NO_REDIRECT_PAGE: 'No redirect page defined.',
  INVALID_ELEMENT: 'Invalid Stripe element.',
  /** Ours: the confirm actions need Stripe.js, which the local sandbox does not provide. */
  /** Ours: the server answered with something that is not a redirect URL. */
  NO_REDIRECT_URL: 'The payment server returned no URL to go to.',
} as const;

export type StripeMessageCode = keyof typeof STRIPE_MESSAGES;
