// Who may drive the development stand-ins (local mailbox, payment sandbox): the service-role key, a signed-in user with
// the `admin` role (public.custom_user_roles → public.roles, where a site defines them), or — for pages a newcomer opens
// — a direct request from loopback while the server listens on loopback only.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import type { JwtClaims, JwtService } from '../keys';
import { hostHeaderName, isLoopbackAddress, isLoopbackHostname } from './loopback';
import { requestTokens } from './request-identity';

/**
 * The sites' session cookie, which the operator pages accept on GET. The platform depends on no runtime package, so
 * it names the cookie itself; the publisher's session-cookie test keeps it equal to runtime-core's ACCESS_TOKEN_COOKIE.
 */
export const SESSION_COOKIE = 'sb-access-token';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

export type OperatorGrant = 'service_role' | 'admin' | 'loopback';

export type OperatorCheck =
  | { ok: true; grant: OperatorGrant }
  | { ok: false; status: 401 | 403; code: 'operator_key_required' | 'operator_forbidden'; message: string };

export interface OperatorAccessOptions {
  jwt: JwtService;
  db: Queryable;
  /** HOST as configured; used when the server is not listening (in-process requests). */
  host: string;
  /** TRUST_PROXY is set: requests may come through a proxy on this machine, so loopback proves nothing. */
  trustProxy?: boolean;
}

export interface CheckOptions {
  /** A direct loopback request counts while the server listens on loopback only (pages a newcomer opens). */
  allowLoopback: boolean;
  /** The session cookie counts (GET pages only: a cookie rides along on cross-site POSTs). */
  allowCookie: boolean;
}

export interface OperatorAccess {
  check(request: FastifyRequest, options: CheckOptions): Promise<OperatorCheck>;
  /** True while every address the server listens on is a loopback address. */
  listensOnLoopbackOnly(request: FastifyRequest): boolean;
}

function cookieToken(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const trimmed = part.trim();
    if (!trimmed.startsWith(`${SESSION_COOKIE}=`)) continue;
    try {
      return decodeURIComponent(trimmed.slice(SESSION_COOKIE.length + 1)) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** True when the user holds the `admin` role in the site's role tables (false where a site has none). */
export async function isAdminUser(db: Queryable, userId: string): Promise<boolean> {
  if (!UUID.test(userId)) return false;
  const { rows: tables } = await db.query<{ ok: boolean }>(
    `select to_regclass('public.custom_user_roles') is not null and to_regclass('public.roles') is not null as ok`,
  );
  if (!tables[0]?.ok) return false;
  const { rows } = await db.query<{ admin: boolean }>(
    `select exists (select 1 from public.custom_user_roles ur join public.roles r on r.id = ur.role_id
       where ur.user_id = $1::uuid and r.name = 'admin') as admin`,
    [userId],
  );
  return rows[0]?.admin === true;
}

export function createOperatorAccess(options: OperatorAccessOptions): OperatorAccess {
  const verify = async (token: string | undefined): Promise<JwtClaims | undefined> => {
    if (!token) return undefined;
    return options.jwt.verify(token).catch(() => undefined);
  };

  const listensOnLoopbackOnly = (request: FastifyRequest): boolean => {
    const addresses = request.server.addresses();
    if (addresses.length === 0) return isLoopbackHostname(options.host);
    return addresses.every((entry) => typeof entry !== 'string' && isLoopbackAddress(entry.address));
  };

  const directLoopback = (request: FastifyRequest): boolean =>
    !options.trustProxy &&
    listensOnLoopbackOnly(request) &&
    isLoopbackAddress(request.socket.remoteAddress ?? request.ip) &&
    // A proxy on this machine makes every visitor look local; a rebound DNS name makes a foreign page look local.
    FORWARDING_HEADERS.every((name) => request.headers[name] === undefined) &&
    isLoopbackHostname(hostHeaderName(request.headers.host));

  return {
    listensOnLoopbackOnly,
    async check(request, check) {
      const { apikey, bearer } = requestTokens(request);
      const presented = [bearer, apikey, check.allowCookie ? cookieToken(request.headers.cookie) : undefined].filter(
        (token): token is string => token !== undefined && token !== '',
      );
      for (const token of presented) {
        const claims = await verify(token);
        if (claims?.role === 'service_role') return { ok: true, grant: 'service_role' };
        if (claims?.role === 'authenticated' && typeof claims.sub === 'string' && (await isAdminUser(options.db, claims.sub))) {
          return { ok: true, grant: 'admin' };
        }
      }
      if (check.allowLoopback && directLoopback(request)) return { ok: true, grant: 'loopback' };
      if (presented.length === 0) {
        return {
          ok: false,
          status: 401,
          code: 'operator_key_required',
          message: 'This development tool needs the service-role key or an admin session.',
        };
      }
      return {
        ok: false,
        status: 403,
        code: 'operator_forbidden',
        message: 'This development tool is open to the service role and admins only.',
      };
    },
  };
}
