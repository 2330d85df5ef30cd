/**
 * Stripe plugin settings and the validity rule of seed 000 §5. The browser sees `publicData` only (the publishable
 * key); the secret key lives in `privateData` on the server, which is where validity (both keys) is decided.
 */
export interface StripeSettings {
  publicData?: {
    /** The publishable key (`pk_live_…`, `pk_test_…`); `publishableKey` is accepted as an alias. */
    publicApiKey?: string;
    publishableKey?: string;
  };
  /** Server only: never sent to a page. */
  privateData?: {
    secretKey?: string;
    privateApiKey?: string;
  };
}

/** The publishable key the local payment sandbox stands for; with it (or none) no Stripe.js is loaded. */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox';

const present = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

export function publishableKeyOf(settings: StripeSettings): string | undefined {
  const key = settings.publicData?.publicApiKey ?? settings.publicData?.publishableKey;
  return present(key) ? key.trim() : undefined;
}

/** Valid only with both the public and the private key (seed 000 §5); decided where both are known. */
export function isPaymentConfigurationValid(settings: StripeSettings): boolean {
  return publishableKeyOf(settings) !== undefined && present(settings.privateData?.secretKey ?? settings.privateData?.privateApiKey);
}

/** A real Stripe account is configured: a publishable key that is Stripe's (`pk_live_`/`pk_test_`), not the sandbox's. */
export function usesRealProvider(settings: StripeSettings): boolean {
  const key = publishableKeyOf(settings);
  return key !== undefined && /^pk_(live|test)_/.test(key);
}
