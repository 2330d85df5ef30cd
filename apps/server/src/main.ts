// `npm start`: reads the configuration (environment, then an optional .env) and serves until SIGTERM.
import { existsSync } from 'node:fs';
import { loadConfig } from '@kit/platform';
import { serve } from './serve';

if (existsSync('.env')) process.loadEnvFile('.env');
await serve(loadConfig(process.env, { site: 'showcase' }));
