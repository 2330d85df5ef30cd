// How the portal's browser clients call this origin's Supabase wire: the anon key from the page's state, the
// visitor's access token from the session cookie (row-level security decides), and one reading of a failure.
import { PortalApiError } from './portal-api-error';
import { cookieToken, pageAnonKey } from './page-session';

export interface WireOptions {
  origin?: string;
  anonKey?: () => string | undefined;
  accessToken?: () => string | undefined;
  fetch?: typeof fetch;
}

type ErrorBody = { code?: unknown; message?: unknown; hint?: unknown; error?: unknown };

/** The error a failed response stands for: a plain-word `hint` (our functions' stable codes) before `code`. */
async function failureOf(response: Response): Promise<PortalApiError> {
  const text = await response.text().catch(() => '');
  let body: ErrorBody = {};
  try {
    body = text ? (JSON.parse(text) as ErrorBody) : {};
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  const code =
    typeof body.hint === 'string' && /^[a-z_]+$/.test(body.hint) ? body.hint : String(body.code ?? body.error ?? response.status);
  return new PortalApiError(code, String(body.message ?? (response.statusText || 'The request failed.')), { status: response.status });
}

export function createWire(options: WireOptions = {}) {
  const origin = options.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const anonKey = options.anonKey ?? pageAnonKey;
  const accessToken = options.accessToken ?? (() => cookieToken());
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  function headers(extra: Record<string, string> = {}): Record<string, string> {
    const key = anonKey() ?? '';
    return { apikey: key, authorization: `Bearer ${accessToken() ?? key}`, ...extra };
  }

  /** The response of `path` on this origin, throwing the failure it stands for. */
  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await doFetch(`${origin}${path}`, { ...init, headers: headers((init.headers as Record<string, string>) ?? {}) });
    if (!response.ok) throw await failureOf(response);
    return response;
  }

  /** The JSON body of `path` (null when empty). */
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const text = await (await request(path, init)).text();
    return (text ? JSON.parse(text) : null) as T;
  }

  const json = (method: string, body: unknown, extra: Record<string, string> = {}): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json', ...extra },
    body: JSON.stringify(body),
  });

  return { origin, signedIn: (): boolean => accessToken() !== undefined, request, call, json };
}
