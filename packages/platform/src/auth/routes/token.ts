// POST /token?grant_type=password|refresh_token|pkce|id_token|web3: the sign-in and refresh endpoint, rate-limited per IP.
import type { AuthCall, AuthRoute } from '../call';
import { badRequest } from '../errors';
import { idTokenGrant } from '../grants/id-token-grant';
import { passwordGrant } from '../grants/password-grant';
import { pkceGrant } from '../grants/pkce-grant';
import { refreshTokenGrant } from '../grants/refresh-token-grant';
import { web3Grant } from '../grants/web3-grant';
import { FIVE_MINUTES } from '../rate-limiter';

const GRANTS: Record<string, (call: AuthCall) => Promise<unknown>> = {
  password: passwordGrant,
  refresh_token: refreshTokenGrant,
  pkce: pkceGrant,
  id_token: idTokenGrant,
  web3: web3Grant,
};

async function token(call: AuthCall): Promise<unknown> {
  const type = call.param('grant_type');
  const grant = Object.hasOwn(GRANTS, type) ? GRANTS[type] : undefined;
  if (!grant) throw badRequest('invalid_credentials', 'unsupported_grant_type');
  call.s.limiter.enforce(`token:${call.ip}`, call.s.settings.rateLimitToken, FIVE_MINUTES);
  return grant(call);
}

export const tokenRoute: AuthRoute = { method: 'POST', url: '/token', handler: token };
