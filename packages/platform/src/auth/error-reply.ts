// Sends an error in the shape the caller's API version expects; unknown errors become GoTrue's 500 with the cause logged.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthApiError, AuthOAuthError } from './errors';
import { SignInLimitError } from './sign-in-attempts';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

/** True when the request names API version 2024-01-01 or later (a YYYY-MM-DD date). */
export function usesApiVersion2024(request: FastifyRequest): boolean {
  const raw = request.headers['x-supabase-api-version'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && time >= Date.parse(`${API_VERSION_2024}T00:00:00Z`);
}

/** Maps fastify's own request errors (body too large, bad JSON, bad media type) to GoTrue's. */
function fromFastifyError(error: unknown): AuthApiError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AuthApiError('request_entity_too_large', 'Request body too large', { status: 413 });
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return new AuthApiError('bad_json', `Could not parse request body as JSON: ${(error as Error).message}`, { status: 400 });
  }
  return undefined;
}

export function sendAuthError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const v2024 = usesApiVersion2024(request);
  if (v2024) reply.header(API_VERSION_HEADER, API_VERSION_2024);
  if (error instanceof AuthOAuthError) return reply.code(error.status).send(error.toJSON());
  let known = error instanceof AuthApiError ? error : fromFastifyError(error);
  if (!known || known.status >= 500) {
    request.log.error({ err: error }, 'auth request failed');
    known = new AuthApiError('unexpected_failure', 'Unexpected failure, please check server logs for more information', { status: 500 });
  }
  reply.header('x-sb-error-code', known.code);
  if (known instanceof SignInLimitError) reply.header('retry-after', String(known.retryAfterSeconds));
  return reply.code(known.status).send(v2024 ? known.toJSON() : known.toLegacyJSON());
}
