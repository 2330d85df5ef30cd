// Random codes and token hashes as GoTrue makes them: 6-digit OTPs, sha224(email+otp) hashes, alphanumeric tokens.
import { createHash, randomInt, randomBytes, randomUUID } from 'node:crypto';

export function generateOtp(digits = 6): string {
  let otp = '';
  for (let i = 0; i < digits; i++) otp += String(randomInt(10));
  return otp;
}

/** GoTrue's token hash: hex sha224 of the address followed by the OTP. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A lowercase alphanumeric token (refresh tokens are 12 characters, as GoTrue's). */
export function secureAlphanumeric(length = 12): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHANUMERIC[byte % 36];
  return out;
}

export function newId(): string {
  return randomUUID();
}

/** A password nobody knows, for users created without one (OTP, invite, OAuth). */
export function randomPassword(): string {
  return randomBytes(33).toString('base64url');
}

export function sha256Base64Url(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
