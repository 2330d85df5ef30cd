// Test helpers of @kit/payments: a fake Stripe API server.
export { startFakeStripe } from './fake-stripe-server';
export type { FakeStripe, CapturedRequest } from './fake-stripe-server';
