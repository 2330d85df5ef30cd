// The composed server in this process on 127.0.0.1 (a fresh database, a notes table with owner-only row-level
// security, an owner-only private bucket and a `whoami` function), for replaying attacks that already held.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadConfig } from '@kit/platform';
import { createTestDatabase, sqlMigration, type TestBackend, type TestDatabase } from '@kit/platform/testing';
import WebSocket from 'ws';
import { createServer, type Server } from '../../server';

export const WEBHOOK_SECRET = 'whsec_security_suite_secret';
const SECRET = 'held-attacks-secret-with-at-least-32-characters';

const MIGRATION = sqlMigration(
  '9001_security_notes.sql',
  `create table public.notes (id bigint generated always as identity primary key, user_id uuid not null default auth.uid(), body text not null);
   alter table public.notes enable row level security;
   create policy notes_own on public.notes for all to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
   grant select, insert, update, delete on public.notes to authenticated;
   alter publication supabase_realtime add table public.notes;
   insert into storage.buckets (id, name, public) values ('private-notes', 'private-notes', false);
   create policy private_notes_own on storage.objects for all to authenticated
     using (bucket_id = 'private-notes' and (storage.foldername(name))[1] = auth.uid()::text)
     with check (bucket_id = 'private-notes' and (storage.foldername(name))[1] = auth.uid()::text);`,
);

export interface ComposedServer {
  server: Server;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  client(accessToken?: string): SupabaseClient;
  close(): Promise<void>;
}

export async function startComposedServer(backend: TestBackend): Promise<ComposedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kit-security-held-'));
  const functionsDir = join(dataDir, 'functions');
  mkdirSync(join(functionsDir, 'whoami'), { recursive: true });
  writeFileSync(
    join(functionsDir, 'whoami', 'index.js'),
    "export default (request) => Response.json({ claims: JSON.parse(Buffer.from(request.headers.get('x-jwt-claims') ?? '', 'base64url').toString() || 'null') });\n",
  );
  const database: TestDatabase = await createTestDatabase(backend);
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: SECRET,
    PORT: '0',
    FUNCTIONS_DIR: functionsDir,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    AUTH_AUTOCONFIRM: 'true',
    AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '0',
  });
  const server = await createServer({ config, db: database.db, logger: false, siteMigrations: [MIGRATION] });
  const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
  server.ctx.config.siteUrl = url;
  const clients: SupabaseClient[] = [];
  return {
    server,
    url,
    anonKey: server.ctx.keys.anonKey,
    serviceRoleKey: server.ctx.keys.serviceRoleKey,
    client(accessToken) {
      const made = createClient(url, server.ctx.keys.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
        ...(accessToken ? { accessToken: async () => accessToken } : {}),
      });
      clients.push(made);
      return made;
    },
    async close() {
      for (const made of clients) await made.removeAllChannels();
      await server.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
