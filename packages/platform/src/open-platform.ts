// Opens what the platform runs on: the database (migrated), the JWT secret and the API keys.
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformConfig } from './config';
import type { PlatformContext } from './context';
import { openDatabase, type Database } from './db';
import { createApiKeys, createJwtService, parseSigningJwk, resolveJwtSecret } from './keys';
import { platformMigrations, runMigrations, type Migration } from './migrations';

export interface OpenPlatformOptions {
  config: PlatformConfig;
  log: FastifyBaseLogger;
  /** The site's own migrations, applied after the platform's. */
  siteMigrations?: readonly Migration[];
  /** An already open database (tests); otherwise one is opened from the configuration. */
  db?: Database;
  /** The site's function folders, searched before FUNCTIONS_DIR. */
  functionDirs?: readonly string[];
}

export async function openPlatform(options: OpenPlatformOptions): Promise<PlatformContext> {
  const { config, log } = options;
  const secret = resolveJwtSecret({ jwtSecret: config.jwtSecret, dataDir: config.dataDir });
  const signingKey = config.auth?.jwtSigningJwk ? await parseSigningJwk(config.auth.jwtSigningJwk) : undefined;
  const jwt = createJwtService(secret, signingKey);
  const keys = await createApiKeys(jwt);
  const db = options.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    const applied = await runMigrations(db, [...platformMigrations(), ...(options.siteMigrations ?? [])]);
    if (applied.length > 0) log.info({ applied }, 'migrations applied');
  } catch (error) {
    await db.close();
    throw error;
  }
  const functionDirs = [...(options.functionDirs ?? []), ...(config.functionsDir ? [config.functionsDir] : [])];
  return { config, db, jwt, keys, log, functionDirs };
}
