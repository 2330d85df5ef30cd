// The start-up warning when the development stand-ins (local mailbox, payment sandbox) would face a network.
import type { PlatformConfig } from '../config';
import { isLoopbackHostname } from './loopback';

/** A warning to log at start when HOST is not loopback and SMTP or Stripe is not configured; undefined otherwise. */
export function standInExposureWarning(config: Pick<PlatformConfig, 'host' | 'smtpUrl' | 'stripeSecretKey'>): string | undefined {
  if (isLoopbackHostname(config.host)) return undefined;
  const standIns = [
    ...(config.smtpUrl ? [] : ['the local mailbox (SMTP_URL is unset)']),
    ...(config.stripeSecretKey ? [] : ['the payment sandbox (STRIPE_SECRET_KEY is unset)']),
  ];
  if (standIns.length === 0) return undefined;
  return (
    `Listening on ${config.host}, a non-loopback address, with ${standIns.join(' and ')}. ` +
    'They answer only the service-role key or an admin session from other machines, but mail is not delivered and ' +
    'payments are not real: set SMTP_URL and STRIPE_SECRET_KEY for production, or HOST=127.0.0.1 for local use.'
  );
}
