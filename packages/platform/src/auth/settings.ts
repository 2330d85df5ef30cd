// Auth policy resolved from the platform configuration, GoTrue's defaults where a setting is unset.
import type { PlatformConfig } from '../config';

export interface OidcSettings {
  provider: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  scopes: string;
}

/** Passkeys (WebAuthn) — GoTrue's [auth.passkey] and [auth.webauthn]. */
export interface PasskeySettings {
  /** Read on each use, like SITE_URL. */
  readonly enabled: boolean;
  maxPerUser: number;
  /** Relying party id, origins and name; the defaults follow SITE_URL, read on each use. */
  readonly rpId: string;
  readonly rpOrigins: string[];
  readonly rpDisplayName: string;
  /** Seconds a challenge stays valid. */
  challengeExpiry: number;
}

export interface AuthSettings {
  /** SITE_URL, read on each use (tests learn their port only after listening). */
  readonly siteUrl: string;
  /** The public base of the auth API: `${siteUrl}/auth/v1`; the `iss` of access tokens. */
  readonly externalUrl: string;
  readonly mailerAutoconfirm: boolean;
  /** The name and accent colour the e-mails carry (SITE_NAME or the served site's), read on each use. */
  readonly siteName: string | undefined;
  readonly siteColor: string | undefined;
  jwtExpiry: number;
  passwordMinLength: number;
  passwordRequiredCharacters: string[];
  redirectUrls: string[];
  rateLimitIp: number;
  rateLimitToken: number;
  rateLimitEmail: number;
  emailMaxFrequency: number;
  otpExpiry: number;
  refreshTokenReuseInterval: number;
  anonymousUsers: boolean;
  disableSignup: boolean;
  phoneAutoconfirm: boolean;
  secureEmailChange: boolean;
  manualLinking: boolean;
  mfaMaxFactors: number;
  /** WebAuthn MFA factors: enrolment and verification switched on separately, as GoTrue's [auth.mfa.web_authn]. */
  mfaWebauthnEnroll: boolean;
  /** `mailbox` (codes filed in the local mailbox) or `none` (no provider: phone codes fail, as GoTrue without one). */
  smsProvider: 'mailbox' | 'none';
  mfaWebauthnVerify: boolean;
  jwtSigningJwk?: string;
  oidc?: OidcSettings;
  passkey: PasskeySettings;
  /** The audience of access tokens and users. */
  aud: string;
}

export function resolveAuthSettings(config: PlatformConfig): AuthSettings {
  const auth = config.auth ?? {};
  return {
    get siteUrl() {
      return config.siteUrl.replace(/\/+$/, '');
    },
    get externalUrl() {
      return `${config.siteUrl.replace(/\/+$/, '')}/auth/v1`;
    },
    get mailerAutoconfirm() {
      return config.authAutoconfirm;
    },
    get siteName() {
      return config.siteName;
    },
    get siteColor() {
      return config.siteColor;
    },
    jwtExpiry: auth.jwtExpiry ?? 3600,
    passwordMinLength: auth.passwordMinLength ?? 8,
    passwordRequiredCharacters: auth.passwordRequiredCharacters ?? [],
    redirectUrls: auth.redirectUrls ?? [],
    rateLimitIp: auth.rateLimitIp ?? 100,
    rateLimitToken: auth.rateLimitToken ?? 300,
    rateLimitEmail: auth.rateLimitEmail ?? 30,
    emailMaxFrequency: auth.emailMaxFrequency ?? 60,
    otpExpiry: auth.otpExpiry ?? 3600,
    refreshTokenReuseInterval: auth.refreshTokenReuseInterval ?? 10,
    anonymousUsers: auth.anonymousUsers ?? false,
    disableSignup: auth.disableSignup ?? false,
    phoneAutoconfirm: auth.phoneAutoconfirm ?? false,
    secureEmailChange: auth.secureEmailChange ?? true,
    manualLinking: auth.manualLinking ?? false,
    mfaMaxFactors: auth.mfaMaxFactors ?? 10,
    mfaWebauthnEnroll: auth.mfaWebauthnEnroll ?? false,
    smsProvider: auth.smsProvider ?? 'mailbox',
    mfaWebauthnVerify: auth.mfaWebauthnVerify ?? false,
    jwtSigningJwk: auth.jwtSigningJwk,
    oidc: auth.oidc
      ? {
          provider: auth.oidc.provider ?? 'oidc',
          issuer: auth.oidc.issuer.replace(/\/+$/, ''),
          clientId: auth.oidc.clientId,
          clientSecret: auth.oidc.clientSecret,
          scopes: auth.oidc.scopes ?? 'openid email profile',
        }
      : undefined,
    passkey: resolvePasskeySettings(config),
    aud: 'authenticated',
  };
}

function resolvePasskeySettings(config: PlatformConfig): PasskeySettings {
  const auth = config.auth ?? {};
  return {
    get enabled() {
      return config.auth?.passkeyEnabled ?? false;
    },
    maxPerUser: auth.passkeyMaxPerUser ?? 10,
    get rpId() {
      return auth.webauthnRpId ?? new URL(config.siteUrl).hostname;
    },
    get rpOrigins() {
      return auth.webauthnRpOrigins ?? [new URL(config.siteUrl).origin];
    },
    get rpDisplayName() {
      return auth.webauthnRpDisplayName ?? this.rpId;
    },
    challengeExpiry: auth.webauthnChallengeExpiry ?? 300,
  };
}
