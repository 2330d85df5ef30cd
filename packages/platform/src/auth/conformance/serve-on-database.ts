// A second server process on an existing PostgreSQL database (argv[2]: its URL), as a scaled-out deployment runs one:
// nothing in memory is shared with the test's own platform. Prints {"url"} once listening; SIGTERM closes it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../../config';
import { openPlatform } from '../../open-platform';
import { registerPlatform } from '../../platform';
import { TEST_JWT_SECRET } from '../../testing';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: serve-on-database.ts DATABASE_URL');
const dataDir = mkdtempSync(join(tmpdir(), 'kit-second-'));
const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, PORT: '0', DATABASE_URL: databaseUrl });
const app = Fastify({ logger: false, forceCloseConnections: true });
const ctx = await openPlatform({ config, log: app.log });
await registerPlatform(app, ctx);
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ url })}\n`);
process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await ctx.db.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
