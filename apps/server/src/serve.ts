// Starts a server on its configured address and stops it cleanly on SIGTERM or SIGINT (drain, then close the database).
import { standInExposureWarning, type PlatformConfig } from '@kit/platform';
import { createServer, type CreateServerOptions, type Server } from './server';
import type { StartupPhases } from './startup-phases';

const SHUTDOWN_GRACE_MS = 8000;

export interface ServeOptions extends Omit<CreateServerOptions, 'config' | 'phases'> {
  /** Start-up steps, reported with the "listening" line. */
  phases?: StartupPhases;
}

export async function serve(config: PlatformConfig, options: ServeOptions = {}): Promise<Server> {
  const server = await createServer({ ...options, config });
  const address = await server.app.listen({ host: config.host, port: config.port });
  options.phases?.done('listening');
  server.app.log.info(
    {
      url: address,
      siteUrl: config.siteUrl,
      database: server.ctx.db.kind,
      anonKey: server.ctx.keys.anonKey,
      startup: options.phases?.report(),
    },
    `listening on ${address}`,
  );
  const exposure = standInExposureWarning(config);
  if (exposure)
    server.app.log.warn({ host: config.host, smtp: Boolean(config.smtpUrl), stripe: Boolean(config.stripeSecretKey) }, exposure);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      server.app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return server;
}
