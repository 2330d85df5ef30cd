// What the payment routes need from the composition root.
import type { Database, JwtService } from '@kit/platform';
import type { HostedBrand, Payments } from '@kit/payments';
import type { FastifyBaseLogger } from 'fastify';

export interface PaymentRoutesDeps {
  db: Database;
  jwt: JwtService;
  payments: Payments;
  /** The public origin (`SITE_URL`); redirect targets must be on it (or on the origin the request came to). */
  siteUrl: () => string;
  /** The site's name and accent colour the sandbox's hosted pages carry (SITE_NAME or the served site's). */
  brand?: () => HostedBrand;
  log?: FastifyBaseLogger;
  /** HOST as configured (default 127.0.0.1): the sandbox's pages take loopback requests only while it is loopback. */
  host?: string;
  /** TRUST_PROXY is set: no request counts as local by its address. */
  trustProxy?: boolean;
}
