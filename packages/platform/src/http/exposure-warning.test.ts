import { describe, expect, it } from 'vitest';
import { standInExposureWarning } from './exposure-warning';

describe('standInExposureWarning', () => {
  it('is silent on loopback, or with SMTP and Stripe configured', () => {
    expect(standInExposureWarning({ host: '127.0.0.1' })).toBeUndefined();
    expect(standInExposureWarning({ host: 'localhost' })).toBeUndefined();
    expect(standInExposureWarning({ host: '::1' })).toBeUndefined();
    expect(standInExposureWarning({ host: '0.0.0.0', smtpUrl: 'smtp://mail', stripeSecretKey: 'sk_live_x' })).toBeUndefined();
  });

  it('names each stand-in that faces the network', () => {
    expect(standInExposureWarning({ host: '0.0.0.0' })).toMatch(
      /local mailbox \(SMTP_URL is unset\) and the payment sandbox \(STRIPE_SECRET_KEY is unset\)/,
    );
    const mailOnly = standInExposureWarning({ host: '::', stripeSecretKey: 'sk_test_x' });
    expect(mailOnly).toContain('SMTP_URL is unset');
    expect(mailOnly).not.toContain('STRIPE_SECRET_KEY is unset');
  });
});
