/**
 * A guard's refusal of a JSON request (page data, collections, data sets): 401 or 403 with a stable code and
 * `redirectUrl`, where the browser's page loader sends the visitor (seed: a page-load failure redirects to the URL
 * the server returns). Never stored. Also the language a guarded JSON request is for.
 */
import type { FastifyReply } from 'fastify';
import type { AccessResult } from './access';

export type AccessRefusal = Extract<AccessResult, { allowed: false }>;

export function sendAccessRefusal(reply: FastifyReply, refusal: AccessRefusal): FastifyReply {
  const body = {
    code: refusal.code,
    message: refusal.message,
    ...(refusal.redirectUrl === undefined ? {} : { redirectUrl: refusal.redirectUrl }),
  };
  return reply.code(refusal.status).header('cache-control', 'private, no-store').send(body);
}

/** The `wwlang` query parameter, or the default language. */
export function langOf(query: unknown, defaultLang: string): string {
  const wwlang = (query as { wwlang?: unknown } | undefined)?.wwlang;
  return typeof wwlang === 'string' && wwlang !== '' ? wwlang : defaultLang;
}
