// What every auth endpoint uses: the platform context, policy, mail and SMS senders, rate limits, the token signer.
import type { PlatformContext } from '../context';
import type { Database } from '../db';
import type { Mailer } from '../mail';
import type { OidcClient } from './oidc/oidc-client';
import type { RateLimiter } from './rate-limiter';
import type { AuthSettings } from './settings';
import type { SmsSender } from './sms';
import type { TokenSigner } from './token-signer';

export interface AuthServices {
  ctx: PlatformContext;
  db: Database;
  settings: AuthSettings;
  mailer: Mailer;
  sms: SmsSender;
  limiter: RateLimiter;
  signer: TokenSigner;
  oidc?: OidcClient;
}
