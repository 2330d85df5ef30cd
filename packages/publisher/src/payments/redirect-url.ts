// Resolves a success, cancel or return page to an absolute URL on this site, so checkout cannot redirect elsewhere.
import { PaymentsError } from '@kit/payments';
import type { FastifyRequest } from 'fastify';

/**
 * The origin the browser used, as fastify reads it: X-Forwarded-Host/-Proto count only from the proxies TRUST_PROXY
 * names, so a direct caller cannot make another host "this site" by sending them.
 */
function requestOrigin(request: FastifyRequest): string | undefined {
  return request.host ? `${request.protocol}://${request.host}` : undefined;
}

export function resolveRedirect(value: string, siteUrl: string, request: FastifyRequest, what: string): string {
  let url: URL;
  try {
    url = new URL(value, `${siteUrl}/`);
  } catch {
    throw new PaymentsError('validation_failed', `The ${what} is not a valid URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new PaymentsError('validation_failed', `The ${what} is not a valid URL.`);
  const allowed = [new URL(siteUrl).origin, requestOrigin(request)].filter(Boolean);
  if (!allowed.includes(url.origin)) throw new PaymentsError('validation_failed', `The ${what} must be on this site.`);
  // Stripe fills in {CHECKOUT_SESSION_ID}; URL parsing must not percent-encode the braces.
  return url.toString().replaceAll('%7BCHECKOUT_SESSION_ID%7D', '{CHECKOUT_SESSION_ID}');
}
