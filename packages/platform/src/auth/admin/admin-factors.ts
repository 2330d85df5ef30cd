// /admin/users/{id}/factors (service role): list a user's MFA factors, delete one.
import type { AuthCall, AuthRoute } from '../call';
import { notFound } from '../errors';
import { audit } from '../store/audit-log';
import { deleteFactor, findFactor, listFactors } from '../store/factors';
import { downgradeFactorSessions } from '../store/sessions';
import { factorJson } from '../user-json';
import { isUuid } from '../validation';
import { adminTargetUser } from './target-user';

async function list(call: AuthCall): Promise<unknown> {
  const user = await adminTargetUser(call);
  return (await listFactors(call.s.db, user.id)).map(factorJson);
}

async function remove(call: AuthCall): Promise<unknown> {
  const user = await adminTargetUser(call);
  const id = (call.request.params as { factorId?: string }).factorId ?? '';
  if (!isUuid(id)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = await findFactor(call.s.db, user.id, id);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  await call.s.db.transaction(async (tx) => {
    await audit(tx, user, 'factor_deleted', call.ip, { user_id: user.id, factor_id: factor.id });
    await downgradeFactorSessions(tx, factor.id);
    await deleteFactor(tx, factor.id);
  });
  return factorJson(factor);
}

export const adminFactorRoutes: AuthRoute[] = [
  { method: 'GET', url: '/admin/users/:userId/factors', handler: list },
  { method: 'DELETE', url: '/admin/users/:userId/factors/:factorId', handler: remove },
];
