// E-mail and phone validation as GoTrue does it: lower-cased addresses, E.164 phone numbers without the plus.
import { validationFailed } from './errors';

// The shape checkmail accepts: a local part of atext/dots and a domain of labels (no IP literals, no quotes).
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function validateEmail(email: string): string {
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_PATTERN.test(email) || email.startsWith('.') || email.includes('..') || email.split('@')[0]?.endsWith('.')) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

const E164 = /^[1-9]\d{1,14}$/;

export function formatPhone(phone: string): string {
  return phone.replace(/^\+/, '').replace(/ /g, '');
}

export function validatePhone(phone: string): string {
  const formatted = formatPhone(phone);
  if (!E164.test(formatted)) throw validationFailed('Invalid phone number format (E.164 required)');
  return formatted;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
