// One way to declare an API area (prefixes, body limit, error shape, routes) and one way to mount a list of them.
import type { FastifyInstance } from 'fastify';
import { registerCors } from './cors';

/**
 * What every area's error class has (`RestError`, `AuthApiError`, `StorageError`, `FunctionRelayError`,
 * `RealtimeError`, `PaymentsError`, `RestProxyError`, `UserFileError`, `SiteError`): the status it stands for, a
 * stable code from the area's union in its `errors.ts`, and `toJSON()` giving exactly the body its wire sends.
 */
export interface ApiError extends Error {
  readonly status: number;
  readonly code: string;
  toJSON(): object;
}

/**
 * The error bodies areas answer, each a wire some client or check depends on (kept byte-identical):
 * - `postgrest`: `{code, details, hint, message}` (PostgREST, read by postgrest-js)
 * - `gotrue`: `{code, error_code, msg}`, or `{code, message}` with `X-Supabase-Api-Version` (GoTrue, read by auth-js)
 * - `storage`: `{statusCode, code, error, message}` (the storage server, read by storage-js)
 * - `functions-relay`: `{code, message}` with `x-relay-error: true` (the edge runtime, read by functions-js)
 * - `realtime`: `{message}` (`{message, error}` on 401) from the broadcast API, as Supabase Realtime answers; on the
 *   socket, Phoenix replies and closes with the `RealtimeError` code
 * - `code-message`: `{code, message}` (our own areas: payments, REST proxy, user files, mailbox, icons)
 */
export type ErrorShape = 'postgrest' | 'gotrue' | 'storage' | 'functions-relay' | 'realtime' | 'code-message';

export interface ApiAreaDeclaration {
  name: string;
  /** Paths it is mounted under (`/rest/v1`, `/designs`…); the site reserves their first segments. */
  prefixes: readonly string[];
  /**
   * Largest request body it accepts, in bytes (its register function passes it on or names the same constant);
   * absent for areas that read no body of their own size (the server's fastify limit applies).
   */
  bodyLimit?: number;
  errorShape: ErrorShape;
  /** Browsers on other origins may call it (supabase-js): preflights answered, Supabase's headers exposed. */
  cors?: boolean;
  /** Mounts its routes (each area keeps its own fastify scope: parsers, error and not-found answers). */
  register(app: FastifyInstance, area: ApiAreaDeclaration): Promise<unknown> | unknown;
}

/** Mounts the areas in order, after the CORS answers for those that allow it. */
export async function mountApiAreas(app: FastifyInstance, areas: readonly ApiAreaDeclaration[]): Promise<void> {
  const corsPrefixes = areas.flatMap((area) => (area.cors ? area.prefixes : []));
  if (corsPrefixes.length > 0) registerCors(app, corsPrefixes);
  for (const area of areas) await area.register(app, area);
}
