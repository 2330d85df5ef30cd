// Ends access that runs out without an event: passes after their 72 hours, past-due subscriptions after the grace period.
import type { Database } from '@kit/platform';
import { createRoleLinks, DEFAULT_ROLE_LINK, type RoleLinkConfig } from './role-links';
import { lockUser, syncRoles } from './sync-roles';

/** Deactivates entitlements whose access ended by `now` (Unix seconds) and revokes the roles; returns the users touched. */
export async function expireEntitlements(db: Database, now: number, roleLink: Partial<RoleLinkConfig> = {}): Promise<string[]> {
  const links = createRoleLinks({ ...DEFAULT_ROLE_LINK, ...roleLink });
  const { rows } = await db.query<{ user_id: string }>(
    'select distinct user_id from payments.entitlements where active and access_until <= to_timestamp($1) order by user_id',
    [now],
  );
  for (const { user_id: userId } of rows) {
    await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      await tx.query(
        'update payments.entitlements set active = false, updated_at = now() where user_id = $1 and active and access_until <= to_timestamp($2)',
        [userId, now],
      );
      await syncRoles(tx, links, userId, now, null);
    });
  }
  return rows.map((row) => row.user_id);
}
