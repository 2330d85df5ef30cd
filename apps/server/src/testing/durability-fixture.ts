// A server process for the durability test: the real serve() with one extra table, configured by the environment.
import { loadConfig } from '@kit/platform';
import { serve } from '../serve';

await serve(loadConfig(process.env), {
  logger: false,
  siteMigrations: [
    {
      source: 'durability-test',
      name: '0001_entries.sql',
      sql: `create table public.entries (id bigint primary key, body text not null);`,
    },
  ],
});
