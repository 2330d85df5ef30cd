// The caller's identity for /rest/v1, with the gateway's 401 for no key and PostgREST's PGRST301/PGRST303 bodies.
import type { FastifyRequest } from 'fastify';
import type { RequestIdentity } from '../db';
import { requestTokens, resolveIdentity } from '../http';
import type { JwtService } from '../keys';
import { RestError } from './errors';

export class MissingApiKeyError extends Error {
  readonly code = 'no_api_key';
  readonly status = 401;

  constructor() {
    super('No API key found in request');
    this.name = 'MissingApiKeyError';
  }

  toJSON(): { message: string; hint: string } {
    return { message: this.message, hint: 'No `apikey` request header or url param was found.' };
  }
}

function invalidTokenHeader(message: string): Record<string, string> {
  return { 'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}` };
}

function secondsExpired(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? Math.max(0, Math.floor(Date.now() / 1000) - payload.exp) : undefined;
  } catch {
    return undefined;
  }
}

export async function restIdentity(request: FastifyRequest, jwt: JwtService): Promise<RequestIdentity> {
  const tokens = requestTokens(request);
  if (!tokens.apikey && !tokens.bearer) throw new MissingApiKeyError();
  const result = await resolveIdentity(jwt, tokens);
  if (result.ok) return { role: result.identity.role, claims: result.identity.claims };
  const token = tokens.bearer ?? tokens.apikey ?? '';
  if (result.reason === 'expired') {
    const seconds = secondsExpired(token);
    throw new RestError('PGRST303', 'JWT expired', {
      status: 401,
      details: seconds === undefined ? null : `Invalid by ${seconds} seconds`,
      headers: invalidTokenHeader('JWT expired'),
    });
  }
  const parts = token.split('.').length;
  const message = parts !== 3 ? `Expected 3 parts in JWT; got ${parts}` : 'JWT cryptographic operation failed';
  throw new RestError('PGRST301', message, { status: 401, headers: invalidTokenHeader(message) });
}
