// How a function learns who called it: the verified JWT claims, by a helper or by a header the relay sets (never the caller).
import type { JwtClaims } from '../keys';

/** Header carrying the verified claims as base64url JSON; an incoming one is always removed first. */
export const CLAIMS_HEADER = 'x-jwt-claims';

const claimsByRequest = new WeakMap<Request, JwtClaims>();

export function attachClaims(request: Request, claims: JwtClaims): void {
  claimsByRequest.set(request, claims);
}

export function encodeClaims(claims: JwtClaims): string {
  return Buffer.from(JSON.stringify(claims)).toString('base64url');
}

/**
 * The caller's verified JWT claims, for a function module: `requestClaims(request)?.sub`.
 * Undefined when the function was called without a verified token (functions that opt out of verification).
 */
export function requestClaims(request: Request): JwtClaims | undefined {
  const attached = claimsByRequest.get(request);
  if (attached) return attached;
  const header = request.headers.get(CLAIMS_HEADER);
  if (!header) return undefined;
  try {
    return JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as JwtClaims;
  } catch {
    return undefined;
  }
}
