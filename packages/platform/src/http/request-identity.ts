// Who is calling: the verified JWT from `Authorization: Bearer`, else the `apikey` header, as Supabase's gateway decides.
import type { FastifyRequest } from 'fastify';
import type { RequestIdentity } from '../db';
import { JwtError, type JwtClaims, type JwtService } from '../keys';

export type IdentityResult =
  { ok: true; identity: RequestIdentity & { token: string } } | { ok: false; reason: 'missing' | 'expired' | 'invalid'; message: string };

function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || undefined;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Reads the apikey (header or `apikey` query parameter, as the gateway accepts) and the bearer token. */
export function requestTokens(request: FastifyRequest): { apikey?: string; bearer?: string } {
  const query = request.query as Record<string, unknown> | undefined;
  const apikey = headerValue(request.headers.apikey) ?? (typeof query?.apikey === 'string' ? query.apikey : undefined);
  return { apikey, bearer: bearerToken(headerValue(request.headers.authorization)) };
}

export async function resolveIdentity(jwt: JwtService, tokens: { apikey?: string; bearer?: string }): Promise<IdentityResult> {
  const token = tokens.bearer ?? tokens.apikey;
  if (!token) return { ok: false, reason: 'missing', message: 'No API key found in request' };
  let claims: JwtClaims;
  try {
    claims = await jwt.verify(token);
  } catch (error) {
    if (error instanceof JwtError) {
      return { ok: false, reason: error.failure, message: error.failure === 'expired' ? 'JWT expired' : error.message };
    }
    throw error;
  }
  const role = typeof claims.role === 'string' && claims.role !== '' ? claims.role : 'anon';
  return { ok: true, identity: { role, claims, token } };
}
