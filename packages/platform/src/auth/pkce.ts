// PKCE parameters and verification (RFC 7636) as GoTrue validates them.
import { badRequest, validationFailed } from './errors';
import { sha256Base64Url } from './secrets';
import type { FlowType } from './email-actions';

const CHALLENGE = /^[a-zA-Z._~0-9-]+$/;

export function validatePkceParams(method: string, challenge: string): void {
  if ((challenge === '') !== (method === '')) throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  if (challenge === '') return;
  if (challenge.length < 43 || challenge.length > 128) throw validationFailed('code challenge has to be between 43 and 128 characters');
  if (!CHALLENGE.test(challenge)) {
    throw validationFailed('code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes');
  }
  if (!['s256', 'plain'].includes(method.toLowerCase())) throw validationFailed('Invalid code_challenge_method');
}

export function flowOf(challenge: string): FlowType {
  return challenge ? 'pkce' : 'implicit';
}

export function verifyPkce(challenge: string, method: string, verifier: string): void {
  const expected = method.toLowerCase() === 's256' ? sha256Base64Url(verifier) : verifier;
  if (expected !== challenge) {
    throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
}
