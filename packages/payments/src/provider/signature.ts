// Webhook signatures exactly as Stripe makes them: `t=<unix>,v1=<hex HMAC-SHA256 of "${t}.${rawBody}">`.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PaymentsError } from '../errors';

/** Stripe's default tolerance between the signed timestamp and now, in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function computeSignature(payload: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${computeSignature(payload, secret, timestamp)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't') timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  return { timestamp, signatures };
}

/** Checks the header as Stripe's libraries do; `now` in Unix seconds. Throws `signature_invalid`. */
export function verifySignature(
  payload: string,
  header: string | undefined,
  secret: string,
  now: number,
  tolerance = SIGNATURE_TOLERANCE_SECONDS,
): void {
  if (!header) throw new PaymentsError('signature_invalid', 'No signatures found matching the expected signature for payload.');
  const { timestamp, signatures } = parseHeader(header);
  if (!Number.isFinite(timestamp) || signatures.length === 0) {
    throw new PaymentsError('signature_invalid', 'Unable to extract timestamp and signatures from header.');
  }
  const expected = Buffer.from(computeSignature(payload, secret, timestamp), 'utf8');
  const matches = signatures.some((candidate) => {
    const given = Buffer.from(candidate, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new PaymentsError('signature_invalid', 'No signatures found matching the expected signature for payload.');
  if (tolerance > 0 && Math.abs(now - timestamp) > tolerance) {
    throw new PaymentsError('signature_invalid', 'Timestamp outside the tolerance zone.');
  }
}
