// Shared set-up of the storage conformance suites: a test platform, supabase-js clients per role, user tokens.
// Every suite runs on each database (PGlite, PostgreSQL) with the bytes on disk and in S3 (s3rver on loopback).
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { sqlMigration, startTestPlatform, testBackends, type TestBackend, type TestPlatform } from '../../testing';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server';

/** Where a suite's object bytes live: `DATA_DIR/storage`, or an S3 bucket (S3_URL). */
export type ObjectStore = 'disk' | 's3';

export interface StorageCase {
  db: TestBackend;
  objects: ObjectStore;
}

/** `[label, case]` for describe.each: every test database, each with the disk and with S3. */
export function storageCases(): [string, StorageCase][] {
  return testBackends().flatMap((db) =>
    (['disk', 's3'] as const).map((objects): [string, StorageCase] => [`${db} with ${objects}`, { db, objects }]),
  );
}

/** Files under a folder, as paths relative to it (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

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
  objects: ObjectStore;
  platform: TestPlatform;
  service: SupabaseClient;
  anon: SupabaseClient;
  /** A client signed in as a fresh user (an access token minted with the project secret). */
  user(sub?: string): Promise<{ client: SupabaseClient; sub: string; token: string }>;
  /** Every stored version as `BUCKET/KEY/VERSION`, sorted, read from the disk or from the S3 bucket. */
  storedVersions(bucket?: string): Promise<string[]>;
  /** Every file under the platform's DATA_DIR (relative paths). */
  filesInDataDir(): string[];
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

export async function startStorageHarness(storage: StorageCase): Promise<StorageHarness> {
  const s3: TestS3Server | undefined = storage.objects === 's3' ? await startTestS3Server() : undefined;
  const s3Config = s3?.config();
  const platform = await startTestPlatform({
    backend: storage.db,
    migrations: [OWN_FOLDER_POLICIES],
    config: s3Config ? { s3: s3Config } : {},
  });
  const dataDir = platform.ctx.config.dataDir;
  return {
    objects: storage.objects,
    platform,
    service: clientFor(platform, platform.serviceRoleKey),
    anon: clientFor(platform, platform.anonKey),
    async user(sub = randomUUID()) {
      const token = await userToken(platform, sub);
      return { client: clientFor(platform, platform.anonKey, token), sub, token };
    },
    async storedVersions(bucket) {
      const prefix = bucket === undefined ? '' : `${bucket}/`;
      if (s3 && s3Config) return s3.keys(s3Config.bucket, prefix);
      return filesUnder(join(dataDir, 'storage')).filter((path) => path.startsWith(prefix));
    },
    filesInDataDir: () => filesUnder(dataDir),
    async close() {
      // Responses a test left unread keep undici's sockets open; they must not hold up the shutdown.
      platform.app.server.closeAllConnections();
      await platform.close();
      await s3?.close();
    },
  };
}
