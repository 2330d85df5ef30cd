import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { AuthApiError } from './errors';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords';
import { RateLimiter } from './rate-limiter';
import { isRedirectUrlValid } from './redirect';
import { resolveAuthSettings } from './settings';
import { validateEmail, validatePhone } from './validation';

const settings = (env: Record<string, string> = {}) => {
  const config = loadConfig({ SITE_URL: 'https://portal.test', ...env });
  return resolveAuthSettings(config);
};

describe('password policy', () => {
  it('reports length and character reasons', () => {
    const s = settings({ AUTH_PASSWORD_MIN_LENGTH: '10', AUTH_PASSWORD_REQUIRED_CHARACTERS: 'abcdefghijklmnopqrstuvwxyz:0123456789' });
    expect(() => checkPasswordStrength(s, 'abc')).toThrow(AuthApiError);
    try {
      checkPasswordStrength(s, 'ABCDEFGHIJKL');
    } catch (error) {
      expect((error as AuthApiError).extra.weak_password?.reasons).toEqual(['characters']);
    }
    expect(() => checkPasswordStrength(s, 'abcdef12345')).not.toThrow();
    expect(() => checkPasswordStrength(s, 'a1'.repeat(40))).toThrow('Password cannot be longer than 72 characters');
  });

  it('hashes with bcrypt cost 10 and verifies $2a$, $2b$ and $2y$ hashes', async () => {
    const hash = await hashPassword('secret-password');
    expect(hash).toMatch(/^\$2[ab]\$10\$/);
    expect(await verifyPassword('secret-password', hash)).toBe(true);
    expect(await verifyPassword('secret-password', hash.replace(/^\$2b\$/, '$2a$'))).toBe(true);
    expect(await verifyPassword('secret-password', hash.replace(/^\$2b\$/, '$2y$'))).toBe(true);
    expect(await verifyPassword('wrong', hash)).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});

describe('redirect allow-list', () => {
  it('allows SITE_URL, loopback ports and listed globs only', () => {
    const s = settings({ AUTH_REDIRECT_URLS: 'https://*.portal.test/**,myapp://callback' });
    expect(isRedirectUrlValid(s, 'https://portal.test/login')).toBe(true);
    expect(isRedirectUrlValid(s, 'https://app.portal.test/a/b')).toBe(true);
    expect(isRedirectUrlValid(s, 'myapp://callback')).toBe(true);
    expect(isRedirectUrlValid(s, 'https://evil.test/')).toBe(false);
    expect(isRedirectUrlValid(s, 'https://portal.test.evil.test/')).toBe(false);
    expect(isRedirectUrlValid(s, 'javascript:alert(1)')).toBe(false);
    expect(isRedirectUrlValid(s, 'https://user@portal.test/')).toBe(false);
    expect(isRedirectUrlValid(s, 'https://portal.test/\r\nx')).toBe(false);
  });
});

describe('addresses', () => {
  it('lower-cases e-mails and formats E.164 phones', () => {
    expect(validateEmail('Tech@Example.COM')).toBe('tech@example.com');
    expect(() => validateEmail('not an email')).toThrow('Unable to validate email address: invalid format');
    expect(validatePhone('+1 555 0100 200')).toBe('15550100200');
    expect(() => validatePhone('+0123')).toThrow('Invalid phone number format (E.164 required)');
  });
});

describe('rate limiter', () => {
  it('counts per key within a window and resets after it', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    expect([1, 2, 3].map(() => limiter.hit('ip', 2, 1000))).toEqual([true, true, false]);
    expect(limiter.hit('other', 2, 1000)).toBe(true);
    now = 1001;
    expect(limiter.hit('ip', 2, 1000)).toBe(true);
  });
});

describe('auth configuration', () => {
  it('takes GoTrue defaults and reads the AUTH_* variables', () => {
    expect(settings()).toMatchObject({
      jwtExpiry: 3600,
      passwordMinLength: 8,
      otpExpiry: 3600,
      anonymousUsers: false,
      secureEmailChange: true,
    });
    const s = settings({
      AUTH_JWT_EXPIRY: '600',
      AUTH_ANONYMOUS_USERS: 'true',
      AUTH_OIDC_ISSUER: 'https://idp.test/',
      AUTH_OIDC_CLIENT_ID: 'c',
    });
    expect(s).toMatchObject({
      jwtExpiry: 600,
      anonymousUsers: true,
      oidc: { issuer: 'https://idp.test', clientId: 'c', provider: 'oidc' },
    });
    expect(s.externalUrl).toBe('https://portal.test/auth/v1');
  });
});
