// Who called the function: the verified JWT claims the platform passes in `x-jwt-claims` (it removes any the caller
// sent and sets its own; the same header the platform's requestClaims reads), and the caller's bearer token.

export interface CallerClaims {
  sub?: string;
  role?: string;
  [claim: string]: unknown;
}

export const CLAIMS_HEADER = 'x-jwt-claims';

export function callerClaims(request: Request): CallerClaims | undefined {
  const header = request.headers.get(CLAIMS_HEADER);
  if (!header) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? (claims as CallerClaims) : undefined;
  } catch {
    return undefined;
  }
}

export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}
