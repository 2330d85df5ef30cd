// grant_type=pkce: exchanges an auth code from a PKCE flow (e-mail link or OAuth) and its code verifier for a session.
import type { AuthCall } from '../call';
import { notFound, unprocessable, validationFailed } from '../errors';
import { verifyPkce } from '../pkce';
import { auditEntry } from '../store/audit-log';
import { deleteFlowState, findFlowStateByAuthCode } from '../store/flow-state';
import { findUserById } from '../store/users';
import { issueSession, type AuthMethod } from '../tokens';
import { isUuid } from '../validation';

const FLOW_STATE_EXPIRY_MS = 5 * 60_000;

export async function pkceGrant(call: AuthCall): Promise<unknown> {
  const { s } = call;
  const body = call.body();
  const authCode = body.string('auth_code');
  const verifier = body.string('code_verifier');
  if (authCode === '' || verifier === '') {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const flow = isUuid(authCode) ? await findFlowStateByAuthCode(s.db, authCode) : undefined;
  if (!flow || !flow.user_id) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  const issuedAt = flow.auth_code_issued_at ?? flow.created_at;
  if (Date.now() - new Date(issuedAt).getTime() > FLOW_STATE_EXPIRY_MS) {
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const user = await findUserById(s.db, flow.user_id);
  if (!user) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  verifyPkce(flow.code_challenge ?? '', flow.code_challenge_method ?? 'plain', verifier);
  const session = await s.db.transaction(async (tx) => {
    const response = await issueSession(tx, s, user, flow.authentication_method as AuthMethod, call, {
      audit: auditEntry(user, 'login', call.ip, { provider_type: flow.provider_type }),
    });
    await deleteFlowState(tx, flow.id);
    return response;
  });
  return {
    ...session,
    ...(flow.provider_access_token ? { provider_token: flow.provider_access_token } : {}),
    ...(flow.provider_refresh_token ? { provider_refresh_token: flow.provider_refresh_token } : {}),
  };
}
