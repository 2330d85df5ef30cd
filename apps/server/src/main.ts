// `npm start`: reads the configuration, starts the server and shuts it down cleanly on SIGTERM or SIGINT.
import { existsSync } from 'node:fs';
import { loadConfig } from '@kit/platform';
import { createServer } from './server';

if (existsSync('.env')) process.loadEnvFile('.env');

const config = loadConfig(process.env, { site: 'showcase' });
const server = await createServer({ config });
const address = await server.app.listen({ host: config.host, port: config.port });
server.app.log.info({ url: address, siteUrl: config.siteUrl, database: server.ctx.db.kind, anonKey: server.ctx.keys.anonKey }, `listening on ${address}`);

const SHUTDOWN_GRACE_MS = 8000;
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
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
  });
}
