// Every API area the server mounts, in order: the platform's Supabase-wire areas, then the publisher's (payments, the
// payments sandbox, REST proxy, user files, icons, and the site's page data, collections and data sets). The site's
// pages, assets and SEO files are mounted after them and are not an area.
import type { Payments } from '@kit/payments';
import { platformApiAreas, type ApiAreaDeclaration, type PlatformContext } from '@kit/platform';
import {
  PAYMENTS_BODY_LIMIT,
  REST_PROXY_BODY_LIMIT,
  SANDBOX_BODY_LIMIT,
  USER_FILES_BODY_LIMIT,
  registerIconRoutes,
  registerPaymentRoutes,
  registerRestProxyRoutes,
  registerSandboxRoutes,
  registerUserFileRoutes,
  siteApiAreas,
  type PaymentRoutesDeps,
} from '@kit/publisher';
import type { FastifyBaseLogger } from 'fastify';

export interface ServerAreaDeps {
  ctx: PlatformContext;
  payments: Payments;
  log: FastifyBaseLogger;
  /** The published site's JSON areas (page data, collections, data sets), when a site is served. */
  site?: Parameters<typeof siteApiAreas>[0];
}

export function serverApiAreas({ ctx, payments, log, site }: ServerAreaDeps): ApiAreaDeclaration[] {
  const siteUrl = () => ctx.config.siteUrl;
  const paymentDeps: PaymentRoutesDeps = {
    db: ctx.db,
    jwt: ctx.jwt,
    payments,
    siteUrl,
    brand: () => ({ name: ctx.config.siteName, color: ctx.config.siteColor }),
    log,
    host: ctx.config.host,
    trustProxy: ctx.config.trustProxy !== undefined,
  };
  const { sandbox } = payments;
  const sandboxArea: ApiAreaDeclaration | undefined = sandbox && {
    // Only while no Stripe key is set: the hosted checkout, portal and authentication pages, intents and clock.
    name: 'sandbox',
    prefixes: ['/_sandbox'],
    bodyLimit: SANDBOX_BODY_LIMIT,
    errorShape: 'code-message',
    register: (app, { bodyLimit }) => registerSandboxRoutes(app, paymentDeps, sandbox, bodyLimit),
  };
  return [
    ...platformApiAreas(ctx),
    {
      // The plugin's /designs/{id}/stripe/* calls, the webhook and purchases.
      name: 'payments',
      prefixes: ['/designs', '/payments'],
      bodyLimit: PAYMENTS_BODY_LIMIT,
      errorShape: 'code-message',
      register: (app, { bodyLimit }) => registerPaymentRoutes(app, paymentDeps, bodyLimit),
    },
    ...(sandboxArea ? [sandboxArea] : []),
    {
      name: 'rest-proxy',
      prefixes: ['/designs'],
      bodyLimit: REST_PROXY_BODY_LIMIT,
      errorShape: 'code-message',
      register: (app) => registerRestProxyRoutes(app, { allowedHosts: ctx.config.restProxyAllowedHosts, jwt: ctx.jwt }),
    },
    {
      name: 'user-files',
      prefixes: ['/designs'],
      bodyLimit: USER_FILES_BODY_LIMIT,
      errorShape: 'code-message',
      register: (app) => registerUserFileRoutes(app, { jwt: ctx.jwt, serviceRoleKey: () => ctx.keys.serviceRoleKey, siteUrl }),
    },
    { name: 'icons', prefixes: ['/icons'], errorShape: 'code-message', register: (app) => registerIconRoutes(app) },
    ...(site ? siteApiAreas(site) : []),
  ];
}
