// /rest/v1 AS THE CALLER, for the fleet functions: the caller's own bearer token, so row-level security decides
// every row read or written (as a Supabase function calling back with the user's JWT). PostgREST errors become
// FleetErrors by the stable code the SQL functions put in `hint`.
import { FleetError, type FleetErrorCode } from './errors';

export interface CallerRestOptions {
  /** The platform's origin, e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  /** The caller's access token. */
  token: string;
  /** The project's API key (the anon key); defaults to the token. */
  apiKey?: string;
  fetch?: typeof fetch;
}

export interface CallerRest {
  rpc<T>(name: string, args: Record<string, unknown>): Promise<T>;
  get<T>(path: string): Promise<T>;
}

const KNOWN_HINTS: Partial<Record<string, { code: FleetErrorCode; status: number }>> = {
  not_manager: { code: 'not_manager', status: 403 },
  not_owner: { code: 'not_owner', status: 403 },
  not_member: { code: 'not_member', status: 403 },
  already_member: { code: 'already_member', status: 409 },
  invalid_email: { code: 'invalid_email', status: 400 },
  invalid_role: { code: 'invalid_role', status: 400 },
  too_many_invitations: { code: 'too_many_invitations', status: 429 },
  truck_not_found: { code: 'truck_not_found', status: 404 },
  work_order_not_found: { code: 'work_order_not_found', status: 404 },
  sign_in_required: { code: 'sign_in_required', status: 401 },
};

export function createCallerRest(options: CallerRestOptions): CallerRest {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = {
    authorization: `Bearer ${options.token}`,
    apikey: options.apiKey ?? options.token,
    'content-type': 'application/json',
    accept: 'application/json',
  };

  async function call<T>(path: string, init: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}/rest/v1/${path}`, { ...init, headers });
    } catch (cause) {
      throw new FleetError('backend_unavailable', 'The fleet database is not reachable.', { status: 503, cause });
    }
    const text = await response.text();
    if (!response.ok) {
      let body: { message?: string; hint?: string } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        // Not JSON: reported below as unavailable.
      }
      const known = body.hint ? KNOWN_HINTS[body.hint] : undefined;
      if (known) throw new FleetError(known.code, body.message ?? known.code, { status: known.status });
      if (response.status === 401) throw new FleetError('sign_in_required', 'Sign in first.', { status: 401 });
      // PostgREST's 400 is the database refusing the input (a bad value, a check): the caller's mistake, not an outage.
      if (response.status === 400)
        throw new FleetError('invalid_request', 'The request has a value the fleet database refuses.', { status: 400 });
      throw new FleetError('backend_unavailable', 'The fleet database refused the request.', {
        status: 503,
        cause: new Error(`${path}: ${response.status} ${text.slice(0, 500)}`),
      });
    }
    return JSON.parse(text) as T;
  }

  return {
    rpc: (name, args) => call(`rpc/${name}`, { method: 'POST', body: JSON.stringify(args) }),
    get: (path) => call(path, { method: 'GET' }),
  };
}
