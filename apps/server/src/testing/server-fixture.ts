// A real server process for process-level tests (durability, scale-out): serve() with two test tables.
import { loadConfig } from '@kit/platform';
import { serve } from '../serve';

await serve(loadConfig(process.env), {
  logger: false,
  siteMigrations: [
    {
      source: 'process-test',
      name: '0001_tables.sql',
      sql: `create table public.entries (id bigint primary key, body text not null);
            create table public.items (id int primary key, name text not null);
            alter publication supabase_realtime add table public.items;`,
    },
  ],
});
