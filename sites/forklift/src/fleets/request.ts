// What the fleet functions read of a request: the signed-in caller (verified claims set by the platform, and the
// bearer token to call back with) and a small JSON body.
import { bearerToken, callerClaims } from '../diagnostics/caller';
import { FleetError } from './errors';

const MAX_BODY_BYTES = 16 * 1024;

export interface Caller {
  userId: string;
  email: string;
  token: string;
  apiKey?: string;
}

export function requireCaller(request: Request): Caller {
  const claims = callerClaims(request);
  const token = bearerToken(request);
  if (!claims || typeof claims.sub !== 'string' || claims.role !== 'authenticated' || !token) {
    throw new FleetError('sign_in_required', 'Sign in first.', { status: 401 });
  }
  return {
    userId: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    token,
    apiKey: request.headers.get('apikey') ?? undefined,
  };
}

export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type))
    throw new FleetError('unsupported_media_type', 'Send JSON (Content-Type: application/json).', { status: 415 });
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new FleetError('body_too_large', 'The request body is too large.', { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new FleetError('invalid_json', 'The request body is not valid JSON.', { status: 400 });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new FleetError('invalid_request', 'The request body must be a JSON object.', { status: 400 });
  return body as Record<string, unknown>;
}

/** The platform's origin: SUPABASE_URL when set, else the request's own (the function is served by the platform it calls). */
export function platformOrigin(request: Request, configured?: string): string {
  return configured ?? new URL(request.url).origin;
}
