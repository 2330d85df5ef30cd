// The provider contract on the Stripe provider, against the fake Stripe API.
import Stripe from 'stripe';
import { describe } from 'vitest';
import { providerContract } from '../provider/provider-contract';
import { startFakeStripe } from '../testing';
import { createStripeProvider } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_contract';

describe('provider contract: stripe', () => {
  providerContract(async () => {
    const fake = await startFakeStripe();
    const sdk = new Stripe('sk_test_unused');
    return {
      provider: createStripeProvider({
        secretKey: 'sk_test_contract',
        webhookSecret: WEBHOOK_SECRET,
        host: fake.host,
        port: fake.port,
        protocol: 'http',
      }),
      sign: (payload) => sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      close: () => fake.close(),
    };
  });
});
