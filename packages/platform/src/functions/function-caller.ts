// The signed-in caller of a function, as every site function needs it: who (the verified claims the platform set) and
// how to call back as them (their bearer token and the key they came with). One reader for every function.
import type { JwtClaims } from '../keys';
import { requestClaims } from './function-claims';

export interface FunctionCaller {
  userId: string;
  /** `authenticated` for a signed-in user; functions that act for people refuse anything else. */
  role: string;
  email: string;
  claims: JwtClaims;
  /** The caller's own token, to call the platform's APIs as them (row-level security deciding). */
  token: string;
  apiKey: string | undefined;
}

/** The request's bearer token, if it carries one. */
export function requestBearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

/** The caller with a subject and a token; undefined for an anonymous or token-less call. */
export function requestCaller(request: Request): FunctionCaller | undefined {
  const claims = requestClaims(request);
  const token = requestBearerToken(request);
  if (!claims || typeof claims.sub !== 'string' || claims.sub === '' || !token) return undefined;
  return {
    userId: claims.sub,
    role: typeof claims.role === 'string' ? claims.role : '',
    email: typeof claims.email === 'string' ? claims.email : '',
    claims,
    token,
    apiKey: request.headers.get('apikey') ?? undefined,
  };
}
