// Runs a test platform in its own process (argv[2]: pglite | postgres) so a test can measure the server's memory alone.
// S3_URL and its credentials in the environment put the bytes in S3, as for `npm start`.
import { loadConfig } from '../../config';
import { startTestPlatform, type TestBackend } from '../../testing';

const backend = (process.argv[2] ?? 'pglite') as TestBackend;
const { s3 } = loadConfig(process.env);
const platform = await startTestPlatform({ backend, config: s3 ? { s3 } : {} });
process.stdout.write(
  `${JSON.stringify({ url: platform.url, anonKey: platform.anonKey, serviceRoleKey: platform.serviceRoleKey, dataDir: platform.ctx.config.dataDir })}\n`,
);
const stop = () => {
  platform.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
