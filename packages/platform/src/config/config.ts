// Platform configuration read from the contract's environment variables (ARCHITECTURE.md §3).
import { resolve } from 'node:path';

export interface PlatformConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  site: string;
  siteUrl: string;
  sampleContent: boolean;
  authAutoconfirm: boolean;
  smtpUrl?: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  functionsDir?: string;
  /** S3_URL and friends: object bytes in an S3 bucket instead of `${dataDir}/storage`; unset = the disk. */
  s3?: S3Config;
  logLevel: string;
  /** REST_PROXY_ALLOWED_HOSTS: hosts (`name` or `name:port`, comma-separated) the REST proxy may reach on private addresses. */
  restProxyAllowedHosts: string[];
  /** Sender of the platform's e-mails (MAIL_FROM); default `no-reply@<SITE_URL host>`. */
  mailFrom?: string;
  /**
   * SITE_NAME: the name the auth e-mails and the sandbox's hosted pages carry; unset = the served site's own name (the
   * composition root fills it in), and without a site GoTrue's plain templates.
   */
  siteName?: string;
  /** The served site's accent colour (`#rrggbb`) for e-mails and hosted pages; set by the composition root, not the environment. */
  siteColor?: string;
  /** TRUST_PROXY: which proxies' forwarding headers name the client (true, a hop count, or addresses/CIDRs); unset = none. */
  trustProxy?: boolean | number | string;
  /** Auth (/auth/v1) policy; every field optional, unset ones take GoTrue's defaults (see AuthConfig). */
  auth?: AuthConfig;
  /** /rest/v1 settings (see RestConfig). */
  rest?: RestConfig;
  /** /storage/v1 settings (see StorageConfig). */
  storage?: StorageConfig;
}

/** Optional /storage/v1 settings. */
export interface StorageConfig {
  /**
   * STORAGE_SIGNED_URL_MAX_AGE: longest validity, in seconds, of a signed download URL; a longer `expiresIn` is
   * clamped and the token's `exp` says so (default 3600: a URL outlives the access it was signed under by an hour at most).
   */
  signedUrlMaxAge?: number;
}

/** Where object bytes go when S3_URL is set (path-style addressing, as S3-compatible servers all accept). */
export interface S3Config {
  /** `http(s)://host[:port]` of the S3 API. */
  endpoint: string;
  bucket: string;
  /** Key prefix inside the bucket: the S3_URL path after the bucket (`''` or ending in `/`). */
  prefix: string;
  /** S3_REGION (default `us-east-1`). */
  region: string;
  /** S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY; unset = the SDK's default chain (AWS_* variables, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Optional /rest/v1 settings, as PostgREST's db-schemas and db-plan-enabled. */
export interface RestConfig {
  /** REST_SCHEMAS: comma-separated schemas /rest/v1 serves, the first the default; others are chosen with Accept-Profile / Content-Profile (default `public`). */
  schemas?: string[];
  /** REST_EXPLAIN: answer `Accept: application/vnd.pgrst.plan` with the statement's EXPLAIN (default false). */
  explain?: boolean;
}

/** Optional auth settings, each from its own environment variable. */
export interface AuthConfig {
  /** AUTH_JWT_EXPIRY: access-token lifetime in seconds (default 3600). */
  jwtExpiry?: number;
  /** AUTH_PASSWORD_MIN_LENGTH: shortest accepted password (default 8). */
  passwordMinLength?: number;
  /** AUTH_PASSWORD_REQUIRED_CHARACTERS: character sets separated by `:`, a password needs one of each (default none). */
  passwordRequiredCharacters?: string[];
  /** AUTH_REDIRECT_URLS: comma-separated redirect allow-list (globs `*`, `**`); SITE_URL is always allowed. */
  redirectUrls?: string[];
  /** AUTH_RATE_LIMIT_IP: requests per IP per 5 minutes to signup, otp, recover, resend and verify (default 100). */
  rateLimitIp?: number;
  /** AUTH_RATE_LIMIT_TOKEN: requests per IP per 5 minutes to token (default 300). */
  rateLimitToken?: number;
  /** AUTH_RATE_LIMIT_EMAIL: requests per e-mail address or phone per hour to signup, otp, recover, resend and password sign-in (default 30). */
  rateLimitEmail?: number;
  /** AUTH_EMAIL_MAX_FREQUENCY: seconds before a mail of the same kind can go again to one user (default 60). */
  emailMaxFrequency?: number;
  /** AUTH_OTP_EXPIRY: lifetime of e-mailed links and codes in seconds (default 3600). */
  otpExpiry?: number;
  /** AUTH_REFRESH_TOKEN_REUSE_INTERVAL: seconds a just-rotated refresh token may still be used (default 10). */
  refreshTokenReuseInterval?: number;
  /** AUTH_ANONYMOUS_USERS: allow anonymous sign-ins (default false, as on Supabase). */
  anonymousUsers?: boolean;
  /** AUTH_DISABLE_SIGNUP: refuse new users except through the admin API (default false). */
  disableSignup?: boolean;
  /** AUTH_PHONE_AUTOCONFIRM: phone sign-ups need no SMS confirmation (default false). */
  phoneAutoconfirm?: boolean;
  /** AUTH_SECURE_EMAIL_CHANGE: an e-mail change is confirmed from both addresses (default true). */
  secureEmailChange?: boolean;
  /** AUTH_MANUAL_LINKING: users may link and unlink identities themselves (default false). */
  manualLinking?: boolean;
  /** AUTH_MFA_MAX_FACTORS: most MFA factors one user may enrol (default 10). */
  mfaMaxFactors?: number;
  /** AUTH_JWT_SIGNING_JWK: an EC P-256 or RSA (≥ 2048 bits) private JWK (JSON); access tokens are then ES256 or RS256, it is published in jwks.json and every service verifies with it. */
  jwtSigningJwk?: string;
  /** AUTH_OIDC_ISSUER, AUTH_OIDC_CLIENT_ID, AUTH_OIDC_CLIENT_SECRET, AUTH_OIDC_PROVIDER (name, default `oidc`), AUTH_OIDC_SCOPES: a generic OpenID Connect provider. */
  oidc?: { issuer: string; clientId: string; clientSecret?: string; provider?: string; scopes?: string };
  /** AUTH_PASSKEY_ENABLED: passkey registration and sign-in at /passkeys (default false, as GoTrue). */
  passkeyEnabled?: boolean;
  /** AUTH_PASSKEY_MAX_PER_USER: most passkeys one user may register (default 10). */
  passkeyMaxPerUser?: number;
  /** AUTH_WEBAUTHN_RP_ID: the WebAuthn relying party id, a registrable domain (default SITE_URL's host name). */
  webauthnRpId?: string;
  /** AUTH_WEBAUTHN_RP_ORIGINS: comma-separated origins ceremonies may come from (default SITE_URL's origin). */
  webauthnRpOrigins?: string[];
  /** AUTH_WEBAUTHN_RP_DISPLAY_NAME: the name authenticators show (default the relying party id). */
  webauthnRpDisplayName?: string;
  /** AUTH_WEBAUTHN_CHALLENGE_EXPIRY: seconds a registration or sign-in challenge stays valid (default 300). */
  webauthnChallengeExpiry?: number;
  /** AUTH_MFA_WEBAUTHN_ENROLL_ENABLED / AUTH_MFA_WEBAUTHN_VERIFY_ENABLED: WebAuthn (security key) MFA factors may be enrolled / verified (default false, as GoTrue). */
  mfaWebauthnEnroll?: boolean;
  mfaWebauthnVerify?: boolean;
  /** AUTH_SMS_PROVIDER: `mailbox` (texts filed in the local mailbox) or `none` (no provider: sending a phone code fails, as GoTrue without one) (default mailbox). */
  smsProvider?: 'mailbox' | 'none';
}

export class ConfigError extends Error {
  readonly code = 'config_invalid';
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}".`);
}

function optionalNumber(value: string | undefined, name: string): number | undefined {
  const text = optional(value);
  if (text === undefined) return undefined;
  const number = Number(text);
  if (!Number.isFinite(number) || number < 0) throw new ConfigError(`${name} must be a non-negative number, got "${value}".`);
  return number;
}

function optionalFlag(value: string | undefined, name: string): boolean | undefined {
  return value === undefined || value.trim() === '' ? undefined : flag(value, false, name);
}

function list(value: string | undefined, separator: string): string[] | undefined {
  const text = optional(value);
  return text === undefined
    ? undefined
    : text
        .split(separator)
        .map((item) => item.trim())
        .filter((item) => item !== '');
}

function smsProvider(value: string | undefined): AuthConfig['smsProvider'] {
  const text = optional(value);
  if (text === undefined) return undefined;
  if (text !== 'mailbox' && text !== 'none') throw new ConfigError(`AUTH_SMS_PROVIDER must be mailbox or none, got "${text}".`);
  return text;
}

function loadAuthConfig(env: NodeJS.ProcessEnv): AuthConfig {
  const oidcIssuer = optional(env.AUTH_OIDC_ISSUER);
  const oidcClientId = optional(env.AUTH_OIDC_CLIENT_ID);
  const auth: AuthConfig = {
    jwtExpiry: optionalNumber(env.AUTH_JWT_EXPIRY, 'AUTH_JWT_EXPIRY'),
    passwordMinLength: optionalNumber(env.AUTH_PASSWORD_MIN_LENGTH, 'AUTH_PASSWORD_MIN_LENGTH'),
    passwordRequiredCharacters: list(env.AUTH_PASSWORD_REQUIRED_CHARACTERS, ':'),
    redirectUrls: list(env.AUTH_REDIRECT_URLS, ','),
    rateLimitIp: optionalNumber(env.AUTH_RATE_LIMIT_IP, 'AUTH_RATE_LIMIT_IP'),
    rateLimitToken: optionalNumber(env.AUTH_RATE_LIMIT_TOKEN, 'AUTH_RATE_LIMIT_TOKEN'),
    rateLimitEmail: optionalNumber(env.AUTH_RATE_LIMIT_EMAIL, 'AUTH_RATE_LIMIT_EMAIL'),
    emailMaxFrequency: optionalNumber(env.AUTH_EMAIL_MAX_FREQUENCY, 'AUTH_EMAIL_MAX_FREQUENCY'),
    otpExpiry: optionalNumber(env.AUTH_OTP_EXPIRY, 'AUTH_OTP_EXPIRY'),
    refreshTokenReuseInterval: optionalNumber(env.AUTH_REFRESH_TOKEN_REUSE_INTERVAL, 'AUTH_REFRESH_TOKEN_REUSE_INTERVAL'),
    anonymousUsers: optionalFlag(env.AUTH_ANONYMOUS_USERS, 'AUTH_ANONYMOUS_USERS'),
    disableSignup: optionalFlag(env.AUTH_DISABLE_SIGNUP, 'AUTH_DISABLE_SIGNUP'),
    phoneAutoconfirm: optionalFlag(env.AUTH_PHONE_AUTOCONFIRM, 'AUTH_PHONE_AUTOCONFIRM'),
    secureEmailChange: optionalFlag(env.AUTH_SECURE_EMAIL_CHANGE, 'AUTH_SECURE_EMAIL_CHANGE'),
    manualLinking: optionalFlag(env.AUTH_MANUAL_LINKING, 'AUTH_MANUAL_LINKING'),
    mfaMaxFactors: optionalNumber(env.AUTH_MFA_MAX_FACTORS, 'AUTH_MFA_MAX_FACTORS'),
    jwtSigningJwk: optional(env.AUTH_JWT_SIGNING_JWK),
    oidc:
      oidcIssuer && oidcClientId
        ? {
            issuer: oidcIssuer,
            clientId: oidcClientId,
            clientSecret: optional(env.AUTH_OIDC_CLIENT_SECRET),
            provider: optional(env.AUTH_OIDC_PROVIDER),
            scopes: optional(env.AUTH_OIDC_SCOPES),
          }
        : undefined,
    passkeyEnabled: optionalFlag(env.AUTH_PASSKEY_ENABLED, 'AUTH_PASSKEY_ENABLED'),
    passkeyMaxPerUser: optionalNumber(env.AUTH_PASSKEY_MAX_PER_USER, 'AUTH_PASSKEY_MAX_PER_USER'),
    webauthnRpId: optional(env.AUTH_WEBAUTHN_RP_ID),
    webauthnRpOrigins: list(env.AUTH_WEBAUTHN_RP_ORIGINS, ','),
    webauthnRpDisplayName: optional(env.AUTH_WEBAUTHN_RP_DISPLAY_NAME),
    webauthnChallengeExpiry: optionalNumber(env.AUTH_WEBAUTHN_CHALLENGE_EXPIRY, 'AUTH_WEBAUTHN_CHALLENGE_EXPIRY'),
    mfaWebauthnEnroll: optionalFlag(env.AUTH_MFA_WEBAUTHN_ENROLL_ENABLED, 'AUTH_MFA_WEBAUTHN_ENROLL_ENABLED'),
    mfaWebauthnVerify: optionalFlag(env.AUTH_MFA_WEBAUTHN_VERIFY_ENABLED, 'AUTH_MFA_WEBAUTHN_VERIFY_ENABLED'),
    smsProvider: smsProvider(env.AUTH_SMS_PROVIDER),
  };
  return Object.fromEntries(Object.entries(auth).filter(([, value]) => value !== undefined)) as AuthConfig;
}

/** TRUST_PROXY as fastify takes it: `true`/`false`, a number of hops, or comma-separated addresses and CIDRs. */
function trustProxy(value: string | undefined): boolean | number | string | undefined {
  const text = optional(value);
  if (text === undefined || /^(0|false|no|off)$/i.test(text)) return undefined;
  if (/^(true|yes|on)$/i.test(text)) return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_$]*$/;

function loadRestConfig(env: NodeJS.ProcessEnv): RestConfig {
  const schemas = list(env.REST_SCHEMAS, ',');
  const bad = schemas?.find((name) => !SCHEMA_NAME.test(name));
  if (bad !== undefined) throw new ConfigError(`REST_SCHEMAS must be schema names separated by commas, got "${bad}".`);
  if (schemas !== undefined && schemas.length === 0) throw new ConfigError('REST_SCHEMAS must name at least one schema.');
  const rest: RestConfig = { schemas, explain: optionalFlag(env.REST_EXPLAIN, 'REST_EXPLAIN') };
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as RestConfig;
}

function loadStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const text = optional(env.STORAGE_SIGNED_URL_MAX_AGE);
  if (text === undefined) return {};
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 100 * 365 * 24 * 60 * 60)
    throw new ConfigError(`STORAGE_SIGNED_URL_MAX_AGE must be a number of seconds from 1 to 3153600000, got "${text}".`);
  return { signedUrlMaxAge: Number(text) };
}

/** S3_URL=http(s)://ENDPOINT/BUCKET[/PREFIX], with S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_REGION. */
function loadS3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const text = optional(env.S3_URL);
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`S3_URL must be http(s)://ENDPOINT/BUCKET, got "${text}".`);
  }
  const [bucket, ...rest] = url.pathname.split('/').filter((segment) => segment !== '');
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bucket || url.search || url.username) {
    throw new ConfigError(`S3_URL must be http(s)://ENDPOINT/BUCKET, got "${text}".`);
  }
  const accessKeyId = optional(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = optional(env.S3_SECRET_ACCESS_KEY);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  return {
    endpoint: url.origin,
    bucket: decodeURIComponent(bucket),
    prefix: rest.map((segment) => `${decodeURIComponent(segment)}/`).join(''),
    region: optional(env.S3_REGION) ?? 'us-east-1',
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, defaults: { site?: string } = {}): PlatformConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got "${env.PORT}".`);
  return {
    host: optional(env.HOST) ?? '127.0.0.1',
    port,
    dataDir: resolve(optional(env.DATA_DIR) ?? './data'),
    databaseUrl: optional(env.DATABASE_URL),
    jwtSecret: optional(env.JWT_SECRET),
    site: optional(env.SITE) ?? defaults.site ?? 'forklift',
    siteUrl: (optional(env.SITE_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    sampleContent: flag(env.SAMPLE_CONTENT, true, 'SAMPLE_CONTENT'),
    authAutoconfirm: flag(env.AUTH_AUTOCONFIRM, false, 'AUTH_AUTOCONFIRM'),
    smtpUrl: optional(env.SMTP_URL),
    stripeSecretKey: optional(env.STRIPE_SECRET_KEY),
    stripeWebhookSecret: optional(env.STRIPE_WEBHOOK_SECRET),
    functionsDir: optional(env.FUNCTIONS_DIR),
    s3: loadS3Config(env),
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    restProxyAllowedHosts: (optional(env.REST_PROXY_ALLOWED_HOSTS) ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter((host) => host !== ''),
    mailFrom: optional(env.MAIL_FROM),
    siteName: optional(env.SITE_NAME),
    trustProxy: trustProxy(env.TRUST_PROXY),
    auth: loadAuthConfig(env),
    rest: loadRestConfig(env),
    storage: loadStorageConfig(env),
  };
}
