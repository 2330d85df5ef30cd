// Who is calling the storage API: the verified JWT (bearer, else apikey) as the storage server's JWT plugin decides.
import type { FastifyRequest } from 'fastify';
import type { RequestIdentity } from '../db';
import { requestTokens, resolveIdentity } from '../http';
import type { JwtService } from '../keys';
import { storageErrors } from './errors';

const DATABASE_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface StorageCaller {
  /** False when no valid JWT came (only routes that allow it, such as downloads, go on as anon). */
  authenticated: boolean;
  identity: RequestIdentity;
  /** The JWT `sub`, recorded as the owner of what the caller writes. */
  owner?: string;
}

const ANONYMOUS: StorageCaller = { authenticated: false, identity: { role: 'anon', claims: { role: 'anon' } } };

export async function resolveStorageCaller(
  jwt: JwtService,
  request: FastifyRequest,
  options: { allowAnonymous?: boolean } = {},
): Promise<StorageCaller> {
  const result = await resolveIdentity(jwt, requestTokens(request));
  if (!result.ok) {
    if (options.allowAnonymous) return ANONYMOUS;
    throw storageErrors.accessDenied(result.reason === 'expired' ? '"exp" claim timestamp check failed' : result.message);
  }
  const { role, claims } = result.identity;
  if (!DATABASE_ROLES.has(role)) throw storageErrors.accessDenied('Access denied: Invalid role', 403);
  const sub = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : undefined;
  return { authenticated: true, identity: { role, claims }, owner: sub };
}

/** Routes the storage server reserves for the service role (emptying a bucket). */
export function mustBeServiceRole(caller: StorageCaller): void {
  if (!caller.authenticated) throw storageErrors.accessDenied('Access denied: JWT is not authenticated', 403);
  if (caller.identity.role !== 'service_role') throw storageErrors.accessDenied('Access denied: Invalid role', 403);
}
