// `npm run keys`: prints the anon and service-role keys for the configured JWT_SECRET (or the one kept in DATA_DIR).
import { existsSync } from 'node:fs';
import { createApiKeys, createJwtService, loadConfig, resolveJwtSecret } from '@kit/platform';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig(process.env);
const keys = await createApiKeys(createJwtService(resolveJwtSecret({ jwtSecret: config.jwtSecret, dataDir: config.dataDir })));
process.stdout.write(`SUPABASE_URL=${config.siteUrl}\nANON_KEY=${keys.anonKey}\nSERVICE_ROLE_KEY=${keys.serviceRoleKey}\n`);
