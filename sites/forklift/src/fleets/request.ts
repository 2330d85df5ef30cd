// What the fleet functions read of a request: the signed-in caller (verified claims set by the platform, and the
// bearer token to call back with) and a small JSON body.
import { requestCaller, requestPlatformOrigin, requestSiteUrl } from '@kit/platform';
import { FleetError } from './errors';

const MAX_BODY_BYTES = 16 * 1024;

export interface Caller {
  userId: string;
  email: string;
  token: string;
  apiKey?: string;
}

export function requireCaller(request: Request): Caller {
  const caller = requestCaller(request);
  if (!caller || caller.role !== 'authenticated') throw new FleetError('sign_in_required', 'Sign in first.', { status: 401 });
  return { userId: caller.userId, email: caller.email, token: caller.token, apiKey: caller.apiKey };
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item));
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
  // PostgreSQL stores no NUL character in text: refused here with a clear answer rather than by the database.
  if (holdsNul(body)) throw new FleetError('invalid_request', 'Text may not contain NUL characters.', { status: 400 });
  return body as Record<string, unknown>;
}

/**
 * Where a fleet function calls the platform back with the caller's token: the server's own origin, which the platform
 * gives each function request (never the request's Host, which the caller chooses). `configured` is for handlers
 * tested outside the platform.
 */
export function platformOrigin(request: Request, configured?: string): string {
  const origin = configured ?? requestPlatformOrigin(request);
  if (!origin) throw new FleetError('backend_unavailable', 'The fleet database is not reachable.', { status: 503 });
  return origin;
}

/** Where links in a fleet function's mail lead: the site's SITE_URL as the platform is configured. */
export function siteOrigin(request: Request, configured?: string): string {
  const origin = configured ?? requestSiteUrl(request);
  if (!origin) throw new FleetError('mail_unavailable', 'Mail cannot be sent from here.', { status: 503 });
  return origin;
}
