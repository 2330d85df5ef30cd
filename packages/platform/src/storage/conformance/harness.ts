// Shared set-up of the storage conformance suites: a test platform, supabase-js clients per role, user tokens.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { sqlMigration, startTestPlatform, type TestBackend, type TestPlatform } from '../../testing';

/** Users may read and write only under `private/<their uid>/…`; `shared` is readable by any signed-in user. */
export const OWN_FOLDER_POLICIES = sqlMigration(
  '0001_storage_test_policies.sql',
  `
  create policy "own folder read" on storage.objects for select to authenticated
    using (bucket_id = 'private' and (storage.foldername(name))[1] = auth.uid()::text);
  create policy "own folder insert" on storage.objects for insert to authenticated
    with check (bucket_id = 'private' and (storage.foldername(name))[1] = auth.uid()::text);
  create policy "own folder update" on storage.objects for update to authenticated
    using (bucket_id = 'private' and (storage.foldername(name))[1] = auth.uid()::text)
    with check (bucket_id = 'private' and (storage.foldername(name))[1] = auth.uid()::text);
  create policy "own folder delete" on storage.objects for delete to authenticated
    using (bucket_id = 'private' and (storage.foldername(name))[1] = auth.uid()::text);
  create policy "shared read" on storage.objects for select to authenticated using (bucket_id = 'shared');
  `,
);

export interface StorageHarness {
  platform: TestPlatform;
  service: SupabaseClient;
  anon: SupabaseClient;
  /** A client signed in as a fresh user (an access token minted with the project secret). */
  user(sub?: string): Promise<{ client: SupabaseClient; sub: string; token: string }>;
  close(): Promise<void>;
}

export function clientFor(platform: TestPlatform, key: string, accessToken?: string): SupabaseClient {
  return createClient(platform.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
  });
}

export async function userToken(platform: TestPlatform, sub: string, expiresIn = 3600): Promise<string> {
  return platform.ctx.jwt.sign({
    sub,
    role: 'authenticated',
    aud: 'authenticated',
    exp: Math.floor(Date.now() / 1000) + expiresIn,
  });
}

export async function startStorageHarness(backend: TestBackend): Promise<StorageHarness> {
  const platform = await startTestPlatform({ backend, migrations: [OWN_FOLDER_POLICIES] });
  return {
    platform,
    service: clientFor(platform, platform.serviceRoleKey),
    anon: clientFor(platform, platform.anonKey),
    async user(sub = randomUUID()) {
      const token = await userToken(platform, sub);
      return { client: clientFor(platform, platform.anonKey, token), sub, token };
    },
    async close() {
      // Responses a test left unread keep undici's sockets open; they must not hold up the shutdown.
      platform.app.server.closeAllConnections();
      await platform.close();
    },
  };
}
