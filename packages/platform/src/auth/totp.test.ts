import { describe, expect, it } from 'vitest';
import { generateTotpSecret, totpCode, totpUri, verifyTotp } from './totp';

// RFC 6238 appendix B test vectors (SHA-1, secret "12345678901234567890", last 6 digits).
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches RFC 6238 at t=%i', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('accepts one step of skew and nothing further', () => {
    const now = 1_700_000_000_000;
    const secret = generateTotpSecret();
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now - 90_000), now)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', now)).toBe(false);
  });

  it('makes 32-character base32 secrets and otpauth URIs', () => {
    expect(generateTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri('portal.test', 'a@b.c', 'ABC')).toBe(
      'otpauth://totp/portal.test:a%40b.c?algorithm=SHA1&digits=6&issuer=portal.test&period=30&secret=ABC',
    );
  });
});
