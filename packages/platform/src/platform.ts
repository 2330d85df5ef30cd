// The platform's Supabase-wire API areas, declared once, and their mount on a fastify instance.
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from './context';
import { createOperatorAccess, mountApiAreas, type ApiAreaDeclaration } from './http';
import { AUTH_BODY_LIMIT, AUTH_PREFIX, registerAuthRoutes } from './auth';
import { registerRealtimeRoutes } from './realtime';
import { DEFAULT_FILE_SIZE_LIMIT, registerStorageRoutes } from './storage';
import { MAX_FUNCTION_JSON_BYTES, registerFunctionRoutes } from './functions';
import { DEFAULT_REST_OPTIONS, registerRestRoutes } from './rest';
import { registerMailboxRoutes } from './mail';

/** In mount order: auth, the local mailbox (only while SMTP_URL is unset), realtime, storage, functions, rest. */
export function platformApiAreas(ctx: PlatformContext): ApiAreaDeclaration[] {
  const mailbox: ApiAreaDeclaration = {
    name: 'mailbox',
    prefixes: ['/_dev'],
    errorShape: 'code-message',
    register: (app) => {
      const { db, jwt, config } = ctx;
      registerMailboxRoutes(app, db, createOperatorAccess({ jwt, db, host: config.host, trustProxy: config.trustProxy !== undefined }));
    },
  };
  return [
    {
      name: 'auth',
      prefixes: [AUTH_PREFIX],
      bodyLimit: AUTH_BODY_LIMIT,
      errorShape: 'gotrue',
      cors: true,
      register: (app) => registerAuthRoutes(app, ctx),
    },
    ...(ctx.config.smtpUrl ? [] : [mailbox]),
    {
      name: 'realtime',
      prefixes: ['/realtime/v1'],
      errorShape: 'realtime',
      cors: true,
      register: (app) => registerRealtimeRoutes(app, ctx),
    },
    {
      name: 'storage',
      prefixes: ['/storage/v1'],
      bodyLimit: DEFAULT_FILE_SIZE_LIMIT,
      errorShape: 'storage',
      cors: true,
      register: (app, { bodyLimit }) => registerStorageRoutes(app, ctx, { fileSizeLimit: bodyLimit }),
    },
    {
      name: 'functions',
      prefixes: ['/functions/v1'],
      bodyLimit: MAX_FUNCTION_JSON_BYTES,
      errorShape: 'functions-relay',
      cors: true,
      register: (app) => registerFunctionRoutes(app, ctx),
    },
    {
      name: 'rest',
      prefixes: ['/rest/v1'],
      bodyLimit: DEFAULT_REST_OPTIONS.maxBodyBytes,
      errorShape: 'postgrest',
      cors: true,
      register: (app, { bodyLimit }) => registerRestRoutes(app, ctx, { maxBodyBytes: bodyLimit }),
    },
  ];
}

/** Mounts the platform's areas alone (the platform's and the publisher's test servers; apps/server mounts the full list). */
export async function registerPlatform(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  await mountApiAreas(app, platformApiAreas(ctx));
}
