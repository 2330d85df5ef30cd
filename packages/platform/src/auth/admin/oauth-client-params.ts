// Validates the fields of GoTrue's OAuth client admin API: redirect URIs, grant types, auth methods, names and URIs.
import type { JsonBody } from '../body';
import { validationFailed } from '../errors';

export type AuthMethod = 'none' | 'client_secret_basic' | 'client_secret_post';

export interface OAuthClientFields {
  client_name?: string;
  client_uri?: string | null;
  logo_uri?: string | null;
  redirect_uris?: string[];
  grant_types?: string[];
  token_endpoint_auth_method?: AuthMethod;
  scope?: string | null;
}

const GRANT_TYPES = new Set(['authorization_code', 'refresh_token']);
const AUTH_METHODS = new Set<AuthMethod>(['none', 'client_secret_basic', 'client_secret_post']);
const UNSAFE_SCHEMES = new Set(['javascript:', 'data:', 'file:', 'vbscript:', 'blob:']);
const MAX_REDIRECT_URIS = 32;

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/** https anywhere, http on loopback only, or an app's own scheme; never a fragment or a script/data scheme. */
function redirectUri(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw validationFailed(`invalid redirect_uri: ${text}`);
  }
  if (url.hash !== '' || UNSAFE_SCHEMES.has(url.protocol)) throw validationFailed(`invalid redirect_uri: ${text}`);
  if (url.protocol === 'http:' && !isLoopback(url.hostname))
    throw validationFailed(`invalid redirect_uri: http is only allowed for localhost: ${text}`);
  if (text.length > 2048) throw validationFailed('invalid redirect_uri: longer than 2048 characters');
  return text;
}

function webUri(name: string, text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw validationFailed(`${name} must be an absolute URL`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || text.length > 2048)
    throw validationFailed(`${name} must be an http(s) URL`);
  return text;
}

/** The fields present in the body, checked; `creating` requires client_name and redirect_uris. */
export function readOAuthClientFields(body: JsonBody, creating: boolean): OAuthClientFields {
  const fields: OAuthClientFields = {};
  const name = body.optionalString('client_name');
  if (name !== undefined) {
    if (name.trim() === '' || name.length > 1024) throw validationFailed('client_name is required and at most 1024 characters');
    fields.client_name = name;
  } else if (creating) throw validationFailed('client_name is required');
  const redirects = body.stringArray('redirect_uris');
  if (redirects !== undefined || creating) {
    if (!redirects || redirects.length === 0) throw validationFailed('redirect_uris is required: at least one redirect URI');
    if (redirects.length > MAX_REDIRECT_URIS) throw validationFailed(`redirect_uris: at most ${MAX_REDIRECT_URIS}`);
    fields.redirect_uris = redirects.map(redirectUri);
  }
  const grants = body.stringArray('grant_types');
  if (grants !== undefined) {
    const unknown = grants.find((grant) => !GRANT_TYPES.has(grant));
    if (unknown !== undefined || grants.length === 0)
      throw validationFailed(`grant_types must be authorization_code and/or refresh_token${unknown ? `, got ${unknown}` : ''}`);
    if (!grants.includes('authorization_code')) throw validationFailed('grant_types must include authorization_code');
    fields.grant_types = [...new Set(grants)];
  }
  const responses = body.stringArray('response_types');
  if (responses !== undefined && responses.some((type) => type !== 'code')) throw validationFailed('response_types must be code');
  const method = body.optionalString('token_endpoint_auth_method');
  if (method !== undefined) {
    if (!AUTH_METHODS.has(method as AuthMethod))
      throw validationFailed(`token_endpoint_auth_method must be one of none, client_secret_basic, client_secret_post`);
    fields.token_endpoint_auth_method = method as AuthMethod;
  }
  for (const key of ['client_uri', 'logo_uri'] as const) {
    const value = body.optionalString(key);
    if (value !== undefined) fields[key] = value === '' ? null : webUri(key, value);
  }
  const scope = body.optionalString('scope');
  if (scope !== undefined) fields.scope = scope === '' ? null : scope.slice(0, 2048);
  return fields;
}
