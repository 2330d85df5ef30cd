// What every API area of the platform receives: configuration, database, keys and logger.
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformConfig } from './config';
import type { Database } from './db';
import type { ApiKeys, JwtService } from './keys';

export interface PlatformContext {
  config: PlatformConfig;
  db: Database;
  jwt: JwtService;
  keys: ApiKeys;
  log: FastifyBaseLogger;
  /** Folders of `NAME/index.ts|js` functions served at /functions/v1, searched in order (the site's, then FUNCTIONS_DIR). */
  functionDirs?: readonly string[];
}
