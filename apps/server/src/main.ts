// `npm start`: reads the configuration (environment, then an optional .env) and serves until SIGTERM.
import { existsSync } from 'node:fs';
import { loadConfig } from '@kit/platform';
import { serve } from './serve';
import { siteMigrations, sitePublication } from './site-publication';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig(process.env, { site: 'showcase' });
await serve(config, { site: sitePublication(config.site), siteMigrations: siteMigrations(config.site) });
