// Test servers for the realtime conformance suite: realtime on a fresh database, a second instance on the same
// PostgreSQL database, restarts on the same port, and supabase-js clients connected to them.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { loadConfig } from '../../config';
import type { PlatformContext } from '../../context';
import { openPostgresDatabase, type Database } from '../../db';
import type { Migration } from '../../migrations';
import { openPlatform } from '../../open-platform';
import { createTestDatabase, TEST_JWT_SECRET, type TestBackend, type TestDatabase } from '../../testing';
import type { RealtimeHub } from '../hub';
import type { RealtimeOptions } from '../realtime-options';
import { registerRealtimeRoutes } from '../register-realtime-routes';

export interface RealtimeTestServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  ctx: PlatformContext;
  hub: RealtimeHub;
  /** Stops the HTTP server and starts a new one on the same port and database. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface RealtimeServerOptions {
  backend?: TestBackend;
  migrations?: readonly Migration[];
  /** Attach to this existing PostgreSQL database (a second instance) instead of creating one. */
  databaseUrl?: string;
  options?: Partial<RealtimeOptions>;
}

export async function startRealtimeServer(options: RealtimeServerOptions = {}): Promise<RealtimeTestServer & { databaseUrl?: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kit-realtime-'));
  let testDb: TestDatabase | undefined;
  let db: Database;
  if (options.databaseUrl) db = await openPostgresDatabase({ connectionString: options.databaseUrl, max: 8 });
  else {
    testDb = await createTestDatabase(options.backend ?? 'pglite', options.migrations);
    db = testDb.db;
  }
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, PORT: '0' });
  let app: FastifyInstance = Fastify({ logger: false });
  const ctx = await openPlatform({ config, log: app.log, db, siteMigrations: options.migrations });
  let hub = await registerRealtimeRoutes(app, ctx, options.options);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const port = Number(new URL(url).port);
  const server: RealtimeTestServer & { databaseUrl?: string } = {
    url,
    anonKey: ctx.keys.anonKey,
    serviceRoleKey: ctx.keys.serviceRoleKey,
    db,
    ctx,
    hub,
    databaseUrl: testDb?.url ?? options.databaseUrl,
    async restart() {
      await app.close();
      app = Fastify({ logger: false });
      hub = await registerRealtimeRoutes(app, ctx, options.options);
      server.hub = hub;
      await app.listen({ host: '127.0.0.1', port });
    },
    async close() {
      await app.close();
      if (testDb) await testDb.drop();
      else await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

export interface ClientOptions {
  vsn?: '1.0.0' | '2.0.0';
  heartbeatIntervalMs?: number;
}

export function realtimeClient(server: { url: string; anonKey: string }, options: ClientOptions = {}): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: {
      transport: WebSocket as never,
      ...(options.vsn ? { vsn: options.vsn } : {}),
      ...(options.heartbeatIntervalMs ? { heartbeatIntervalMs: options.heartbeatIntervalMs } : {}),
      reconnectAfterMs: () => 200,
    },
  });
}

export async function userToken(ctx: PlatformContext, sub: string, expiresInSeconds = 3600): Promise<string> {
  return ctx.jwt.sign({ sub, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + expiresInSeconds });
}

/** Resolves once the channel reports SUBSCRIBED; rejects on an error or timeout status. */
export function subscribed(channel: ReturnType<SupabaseClient['channel']>): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
}

/** Polls until `check` passes or the time is up. */
export async function eventually(check: () => void, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
