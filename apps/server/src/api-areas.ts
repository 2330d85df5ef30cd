// Every API area the server mounts, in order: the platform's Supabase-wire areas, then the publisher's. The site's own
// routes (pages, page data, data sets under /ww) are mounted after them and are not an area.
import type { Payments } from '@kit/payments';
import { platformApiAreas, type ApiAreaDeclaration, type PlatformContext } from '@kit/platform';
import {
  PAYMENTS_BODY_LIMIT,
  REST_PROXY_BODY_LIMIT,
  USER_FILES_BODY_LIMIT,
  registerIconRoutes,
  registerPaymentRoutes,
  registerRestProxyRoutes,
  registerUserFileRoutes,
} from '@kit/publisher';
import type { FastifyBaseLogger } from 'fastify';

export interface ServerAreaDeps {
  ctx: PlatformContext;
  payments: Payments;
  log: FastifyBaseLogger;
}

export function serverApiAreas({ ctx, payments, log }: ServerAreaDeps): ApiAreaDeclaration[] {
  const siteUrl = () => ctx.config.siteUrl;
  return [
    ...platformApiAreas(ctx),
    {
      // The plugin's /designs/{id}/stripe/* calls, the webhook, purchases, and (sandbox only) its hosted pages and clock.
      name: 'payments',
      prefixes: ['/designs', '/payments', '/_sandbox'],
      bodyLimit: PAYMENTS_BODY_LIMIT,
      errorShape: 'code-message',
      register: (app) =>
        registerPaymentRoutes(app, {
          db: ctx.db,
          jwt: ctx.jwt,
          payments,
          siteUrl,
          log,
          host: ctx.config.host,
          trustProxy: ctx.config.trustProxy !== undefined,
        }),
    },
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
  ];
}
