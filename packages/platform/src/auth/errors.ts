// Auth errors as GoTrue sends them: an HTTP status, a stable error code and a public message.
import type { ApiError } from '../http';

/** The codes GoTrue's `ErrorCode` names that this server raises (auth-js reads them as `error.code`). */
export type AuthErrorCode =
  | 'anonymous_provider_disabled'
  | 'bad_code_verifier'
  | 'bad_json'
  | 'bad_jwt'
  | 'bad_oauth_callback'
  | 'bad_oauth_state'
  | 'email_exists'
  | 'email_not_confirmed'
  | 'flow_state_expired'
  | 'flow_state_not_found'
  | 'identity_already_exists'
  | 'identity_not_found'
  | 'insufficient_aal'
  | 'invalid_credentials'
  | 'manual_linking_disabled'
  | 'mfa_challenge_expired'
  | 'mfa_factor_name_conflict'
  | 'mfa_factor_not_found'
  | 'mfa_ip_address_mismatch'
  | 'mfa_phone_enroll_not_enabled'
  | 'mfa_phone_verify_not_enabled'
  | 'mfa_verification_failed'
  | 'mfa_webauthn_enroll_not_enabled'
  | 'mfa_webauthn_verify_not_enabled'
  | 'no_authorization'
  | 'not_admin'
  | 'not_found'
  | 'oauth_client_not_found'
  | 'oauth_provider_not_supported'
  | 'otp_disabled'
  | 'otp_expired'
  | 'over_email_send_rate_limit'
  | 'over_request_rate_limit'
  | 'passkey_disabled'
  | 'phone_exists'
  | 'phone_not_confirmed'
  | 'provider_disabled'
  | 'provider_email_needs_verification'
  | 'refresh_token_already_used'
  | 'refresh_token_not_found'
  | 'request_entity_too_large'
  | 'same_password'
  | 'saml_provider_disabled'
  | 'session_expired'
  | 'session_not_found'
  | 'signup_disabled'
  | 'single_identity_not_deletable'
  | 'too_many_enrolled_mfa_factors'
  | 'too_many_passkeys'
  | 'unexpected_failure'
  | 'user_already_exists'
  | 'user_banned'
  | 'user_not_found'
  | 'user_sso_managed'
  | 'validation_failed'
  | 'weak_password'
  | 'web3_provider_disabled'
  | 'web3_unsupported_chain'
  | 'webauthn_challenge_expired'
  | 'webauthn_challenge_not_found'
  | 'webauthn_credential_exists'
  | 'webauthn_verification_failed';

/** The OAuth2 codes of token requests answered in RFC 6749's shape. */
export type AuthOAuthErrorCode = 'invalid_request';

export interface AuthErrorExtra {
  weak_password?: { reasons: string[] };
}

export interface AuthApiErrorOptions {
  /** GoTrue answers one code with several statuses (`validation_failed` is 400 or 422), so each error names its own. */
  status: number;
  /** Fields beside the code and message in both bodies. */
  extra?: AuthErrorExtra;
  cause?: unknown;
}

export class AuthApiError extends Error implements ApiError {
  readonly status: number;
  readonly extra: AuthErrorExtra;

  constructor(
    readonly code: AuthErrorCode,
    message: string,
    { status, extra = {}, cause }: AuthApiErrorOptions,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AuthApiError';
    this.status = status;
    this.extra = extra;
  }

  /** The body for clients that send `X-Supabase-Api-Version: 2024-01-01`. */
  toJSON(): Record<string, unknown> {
    return { code: this.code, message: this.message, ...this.extra };
  }

  /** The legacy body, for clients without the API version header. */
  toLegacyJSON(): Record<string, unknown> {
    return { code: this.status, error_code: this.code, msg: this.message, ...this.extra };
  }
}

/** An OAuth2-style error (`{error, error_description}`), as GoTrue answers some token requests. */
export class AuthOAuthError extends Error implements ApiError {
  readonly status = 400;
  constructor(
    readonly code: AuthOAuthErrorCode,
    readonly description: string,
  ) {
    super(description);
    this.name = 'AuthOAuthError';
  }

  toJSON(): Record<string, unknown> {
    return { error: this.code, error_description: this.description };
  }
}

export const badRequest = (code: AuthErrorCode, message: string) => new AuthApiError(code, message, { status: 400 });
export const unauthorized = (code: AuthErrorCode, message: string) => new AuthApiError(code, message, { status: 401 });
export const forbidden = (code: AuthErrorCode, message: string) => new AuthApiError(code, message, { status: 403 });
export const notFound = (code: AuthErrorCode, message: string) => new AuthApiError(code, message, { status: 404 });
export const unprocessable = (code: AuthErrorCode, message: string) => new AuthApiError(code, message, { status: 422 });
export const tooManyRequests = (code: AuthErrorCode, message: string) => new AuthApiError(code, message, { status: 429 });
export const internalError = (message: string, cause?: unknown) => new AuthApiError('unexpected_failure', message, { status: 500, cause });

export const validationFailed = (message: string) => badRequest('validation_failed', message);

export function weakPassword(message: string, reasons: string[]): AuthApiError {
  return new AuthApiError('weak_password', message, { status: 422, extra: { weak_password: { reasons } } });
}
