// auth.flow_state: PKCE and OAuth flows in progress (code challenge, auth code, provider tokens, where to return).
import type { Queryable } from '../../db';
import { newId } from '../secrets';

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string | null;
  code_challenge_method: string | null;
  code_challenge: string | null;
  provider_type: string;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  created_at: Date;
  updated_at: Date;
  authentication_method: string;
  auth_code_issued_at: Date | null;
  referrer: string | null;
  oauth_client_state_id: string | null;
  linking_target_id: string | null;
}

export async function createFlowState(
  q: Queryable,
  values: {
    providerType: string;
    authenticationMethod: string;
    codeChallenge?: string;
    codeChallengeMethod?: string;
    userId?: string | null;
    referrer?: string;
    oauthClientStateId?: string | null;
    linkingTargetId?: string | null;
  },
): Promise<FlowStateRow> {
  const method = values.codeChallengeMethod ? values.codeChallengeMethod.toLowerCase() : null;
  const { rows } = await q.query<FlowStateRow>(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, created_at, updated_at,
       authentication_method, referrer, oauth_client_state_id, linking_target_id)
     values ($1, $2, $3, $4::auth.code_challenge_method, $5, $6, now(), now(), $7, $8, $9, $10) returning *`,
    [
      newId(),
      values.userId ?? null,
      newId(),
      method,
      values.codeChallenge || null,
      values.providerType,
      values.authenticationMethod,
      values.referrer ?? null,
      values.oauthClientStateId ?? null,
      values.linkingTargetId ?? null,
    ],
  );
  return rows[0] as FlowStateRow;
}

export async function findFlowStateById(q: Queryable, id: string, forUpdate = false): Promise<FlowStateRow | undefined> {
  const { rows } = await q.query<FlowStateRow>(`select * from auth.flow_state where id = $1${forUpdate ? ' for update' : ''}`, [id]);
  return rows[0];
}

export async function findFlowStateByAuthCode(q: Queryable, authCode: string): Promise<FlowStateRow | undefined> {
  const { rows } = await q.query<FlowStateRow>('select * from auth.flow_state where auth_code = $1', [authCode]);
  return rows[0];
}

/** The newest PKCE flow of a user for an authentication method (e-mail links carry no flow id). */
export async function findFlowStateForUser(q: Queryable, userId: string, method: string): Promise<FlowStateRow | undefined> {
  const { rows } = await q.query<FlowStateRow>(
    `select * from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1`,
    [userId, method],
  );
  return rows[0];
}

export async function updateFlowState(
  q: Queryable,
  id: string,
  patch: { userId?: string; providerAccessToken?: string | null; providerRefreshToken?: string | null; issued?: boolean },
): Promise<void> {
  await q.query(
    `update auth.flow_state set user_id = coalesce($2, user_id), provider_access_token = coalesce($3, provider_access_token),
       provider_refresh_token = coalesce($4, provider_refresh_token),
       auth_code_issued_at = case when $5 then now() else auth_code_issued_at end, updated_at = now()
     where id = $1`,
    [id, patch.userId ?? null, patch.providerAccessToken ?? null, patch.providerRefreshToken ?? null, patch.issued ?? false],
  );
}

export async function deleteFlowState(q: Queryable, id: string): Promise<void> {
  await q.query('delete from auth.flow_state where id = $1', [id]);
}

export async function createOAuthClientState(q: Queryable, providerType: string, codeVerifier: string): Promise<string> {
  const id = newId();
  await q.query('insert into auth.oauth_client_states (id, provider_type, code_verifier, created_at) values ($1, $2, $3, now())', [
    id,
    providerType,
    codeVerifier,
  ]);
  return id;
}

export async function takeOAuthClientState(q: Queryable, id: string): Promise<string | undefined> {
  const { rows } = await q.query<{ code_verifier: string | null }>(
    'delete from auth.oauth_client_states where id = $1 returning code_verifier',
    [id],
  );
  return rows[0]?.code_verifier ?? undefined;
}
