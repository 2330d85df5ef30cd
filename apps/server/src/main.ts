// `npm start`: reads the configuration (environment, then an optional .env) and serves until SIGTERM.
import { existsSync } from 'node:fs';
import { loadConfig } from '@kit/platform';
import type { Database } from '@kit/platform';
import { seedFromSampleTemplate } from './sample-template';
import { serve } from './serve';
import { DEFAULT_SITE, siteMigrations, sitePublication } from './site-publication';
import { startupPhases } from './startup-phases';

// The modules are loaded once this runs (with tsx compiling them: most of a start's CPU time).
const phases = startupPhases();
phases.done('modules');
if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig(process.env, { site: DEFAULT_SITE });
// The site reads from the server's database once it is open (requests before that wait for it).
let openDatabase!: (db: Database) => void;
const database = new Promise<Database>((resolve) => (openDatabase = resolve));
const server = await serve(config, {
  site: sitePublication(config.site, { db: () => database }),
  siteMigrations: siteMigrations(config.site),
  sampleContent: config.sampleContent,
  // A fresh embedded database starts from the sample content's template rather than generating it.
  prepareDataDir: () => seedFromSampleTemplate(config),
  phases,
});
openDatabase(server.ctx.db);
