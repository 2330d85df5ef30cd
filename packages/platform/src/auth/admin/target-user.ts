// The user an /admin/users/{id}/… route acts on: the service role first, then `:userId` naming an existing user.
import type { AuthCall } from '../call';
import { requireAdmin } from '../authenticate';
import { notFound } from '../errors';
import { findUserById, type UserRow } from '../store/users';
import { isUuid } from '../validation';

export async function adminTargetUser(call: AuthCall): Promise<UserRow> {
  await requireAdmin(call);
  const id = (call.request.params as { userId?: string }).userId ?? '';
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(call.s.db, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}
