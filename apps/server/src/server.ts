// The composition root: one fastify process serving the platform APIs, the payment endpoints and the site.
import Fastify, { type FastifyInstance } from 'fastify';
import { createPayments, paymentsMigrations, type Payments } from '@kit/payments';
import { mountApiAreas, openPlatform, type Database, type Migration, type PlatformConfig, type PlatformContext } from '@kit/platform';
import { injectWebhookTransport, registerSiteRoutes, ensureClientBuild, type SitePublication } from '@kit/publisher';
import { forkliftMigrations } from '@kit/site-forklift';
import { serverApiAreas } from './api-areas';
import { registerHealthRoutes } from './health';
import { registerHomeRoute } from './home';
import { loadSampleContentOnStart } from './sample-content';
import { databaseRolesOf } from './site-roles';
import type { StartupPhases } from './startup-phases';

export interface Server {
  app: FastifyInstance;
  ctx: PlatformContext;
  payments: Payments;
  /** Stops taking connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

export interface CreateServerOptions {
  config: PlatformConfig;
  db?: Database;
  siteMigrations?: readonly Migration[];
  /** The site to serve (pages, page data, SEO files); without one, `/` is a placeholder page. */
  site?: SitePublication;
  /** Pino logger options, or false to silence (tests). */
  logger?: boolean | { level: string };
  /** Load the forklift sample content into an empty database before serving (`npm start` passes SAMPLE_CONTENT). */
  sampleContent?: boolean;
  /** Runs before the database opens, while the site's bundle builds (`npm start` seeds a fresh data folder). */
  prepareDataDir?: () => Promise<unknown>;
  /** Records when each start-up step finishes (`npm start` logs them). */
  phases?: Pick<StartupPhases, 'done'>;
}

/**
 * The configuration with the served site's identity filled in: SITE_NAME, else the site's own name (its design's),
 * and its theme colour, which the auth e-mails and the sandbox's hosted pages carry.
 */
export function withSiteIdentity(config: PlatformConfig, site: SitePublication | undefined): PlatformConfig {
  const siteName = config.siteName ?? (site?.site.design.name || undefined);
  const siteColor = config.siteColor ?? site?.site.manifest?.themeColor;
  return { ...config, ...(siteName ? { siteName } : {}), ...(siteColor ? { siteColor } : {}) };
}

/** TRUST_PROXY for fastify: a hop count becomes the function proxy-addr asks (trust the nearest N proxies). */
function fastifyTrustProxy(value: boolean | number | string): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export async function createServer(options: CreateServerOptions): Promise<Server> {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.logLevel },
    bodyLimit: 1024 * 1024 * 10,
    routerOptions: { maxParamLength: 1000 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // TRUST_PROXY: client addresses (rate limits, logs) from the named proxies' forwarding headers; unset = the socket's.
    ...(options.config.trustProxy !== undefined ? { trustProxy: fastifyTrustProxy(options.config.trustProxy) } : {}),
  });
  // The site's browser bundle builds (when missing or stale) while the database opens and migrates: vite's bundler
  // works mostly on its own threads, so the two overlap instead of adding up.
  const phases = options.phases;
  // Seeding the data folder starts first: its copy runs on other threads while the bundle's staleness is hashed here.
  const preparing = options.prepareDataDir?.();
  preparing?.catch(() => undefined);
  const assets = options.site === undefined ? undefined : ensureClientBuild(options.site.client);
  assets?.then(
    () => phases?.done('site bundle'),
    () => undefined,
  );
  let ctx: PlatformContext;
  // Payments' tables, then the site's role tables (which payments writes to), then any extra migrations.
  // The forklift site's migrations run whatever SITE is, until sites are selectable: its role tables are generic.
  const siteMigrations = [...paymentsMigrations(), ...forkliftMigrations(), ...(options.siteMigrations ?? [])];
  try {
    await preparing;
    phases?.done('data dir');
    // The site's own functions (served at /functions/v1, before FUNCTIONS_DIR's).
    const functionDirs = options.site?.functionDirs ?? [];
    const config = withSiteIdentity(options.config, options.site);
    ctx = await openPlatform({ config, log: app.log, db: options.db, siteMigrations, functionDirs });
    phases?.done('database');
  } catch (error) {
    await app.close();
    throw error;
  }
  let payments: Payments;
  try {
    payments = await createPayments({
      db: ctx.db,
      stripeSecretKey: options.config.stripeSecretKey,
      stripeWebhookSecret: options.config.stripeWebhookSecret,
      baseUrl: () => ctx.config.siteUrl,
      // The sandbox delivers its events to this server's own webhook route.
      sandboxTransport: injectWebhookTransport(app),
      onError: (error) => app.log.error({ err: error }, 'payments background task failed'),
    });
  } catch (error) {
    await app.close();
    await ctx.db.close();
    throw error;
  }
  registerHealthRoutes(app);
  // Private pages need a signed-in session: the platform's verifier checks the cookie's token (never throws here).
  const verifySession = (token: string) => ctx.jwt.verify(token).catch(() => null);
  // Private pages' groups: the user's role ids from the role-link table (as the auth plugin reads them).
  const rolesOf = databaseRolesOf(ctx.db);
  const site = options.site && { publication: options.site, verifySession, rolesOf };
  await mountApiAreas(app, serverApiAreas({ ctx, payments, log: app.log, site }));
  if (site) {
    try {
      // The browser's Supabase client talks to this server with the anon key (public by design).
      const clientConfig = () => ({ anonKey: ctx.keys.anonKey });
      await registerSiteRoutes(app, { ...site, siteUrl: () => ctx.config.siteUrl, clientConfig, assets });
    } catch (error) {
      await payments.close();
      await app.close();
      await ctx.db.close();
      throw error;
    }
  } else {
    registerHomeRoute(app);
  }
  await app.ready();
  phases?.done('routes');
  await loadSampleContentOnStart(app, ctx, options.sampleContent ?? false).catch((error: unknown) =>
    app.log.error({ err: error }, 'loading the sample content failed'),
  );
  phases?.done('sample content');
  await payments.start();
  let closing: Promise<void> | undefined;
  return {
    app,
    ctx,
    payments,
    close() {
      closing ??= (async () => {
        await payments.close();
        await app.close();
        await ctx.db.close();
      })();
      return closing;
    },
  };
}
