// Redirects that finish a flow: tokens in the URL fragment (implicit), ?code= (PKCE), or the error, as GoTrue builds them.
import type { AuthApiError } from './errors';
import type { SessionResponse } from './tokens';

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** Go's url.Values.Encode: keys sorted, `+` for spaces. */
function encodeSorted(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(values[key] ?? '').replace(/%20/g, '+')}`)
    .join('&');
}

function withFragment(base: string, fragment: string, query?: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  url.hash = fragment;
  return url.toString();
}

export function tokenRedirectUrl(base: string, session: SessionResponse, extra: Record<string, string> = {}): string {
  return withFragment(
    base,
    encodeSorted({
      ...extra,
      access_token: session.access_token,
      token_type: session.token_type,
      expires_in: String(session.expires_in),
      expires_at: String(session.expires_at),
      refresh_token: session.refresh_token,
      sb: '',
    }),
  );
}

export function codeRedirectUrl(base: string, code: string): string {
  const url = new URL(base);
  url.searchParams.set('code', code);
  return url.toString();
}

export function messageRedirectUrl(base: string, message: string, pkce: boolean): string {
  return withFragment(base, encodeSorted({ message, sb: '' }), pkce ? { message } : undefined);
}

export function errorRedirectUrl(base: string, error: AuthApiError, pkce: boolean): string {
  const values: Record<string, string> = { error_code: error.code, error_description: error.message };
  const oauth = OAUTH_ERRORS[error.status];
  if (oauth) values.error = oauth;
  return withFragment(base, encodeSorted({ ...values, sb: '' }), pkce ? values : undefined);
}
