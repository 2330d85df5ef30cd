// Makes a user's role links match their active entitlements: grants what is missing, revokes what this module granted.
import type { Queryable } from '@kit/platform';
import type { RoleLinks } from './role-links';

export interface RoleChanges {
  granted: string[];
  revoked: string[];
}

/** Serialises all entitlement work on one user across processes, until the transaction ends. */
export async function lockUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('payments:user:' || $1))`, [userId]);
}

export async function syncRoles(
  tx: Queryable,
  links: RoleLinks,
  userId: string,
  now: number,
  eventId: string | null,
): Promise<RoleChanges> {
  const { rows: wanted } = await tx.query<{ role_name: string }>(
    `select distinct r.role_name from payments.entitlements e
       join payments.product_roles r on r.product_id = e.product_id
      where e.user_id = $1 and e.active and (e.access_until is null or e.access_until > to_timestamp($2))`,
    [userId, now],
  );
  const { rows: held } = await tx.query<{ role_name: string }>('select role_name from payments.role_grants where user_id = $1', [userId]);
  const want = new Set(wanted.map((row) => row.role_name));
  const have = new Set(held.map((row) => row.role_name));
  const changes: RoleChanges = { granted: [], revoked: [] };
  for (const role of [...want].sort()) {
    if (have.has(role)) continue;
    // A link someone else made is left alone, and so not recorded as ours to revoke later.
    if (!(await links.grant(tx, userId, role))) continue;
    await tx.query('insert into payments.role_grants (user_id, role_name) values ($1, $2) on conflict do nothing', [userId, role]);
    await tx.query(`insert into payments.access_log (user_id, role_name, action, event_id) values ($1, $2, 'grant', $3)`, [
      userId,
      role,
      eventId,
    ]);
    changes.granted.push(role);
  }
  for (const role of [...have].sort()) {
    if (want.has(role)) continue;
    await links.revoke(tx, userId, role);
    await tx.query('delete from payments.role_grants where user_id = $1 and role_name = $2', [userId, role]);
    await tx.query(`insert into payments.access_log (user_id, role_name, action, event_id) values ($1, $2, 'revoke', $3)`, [
      userId,
      role,
      eventId,
    ]);
    changes.revoked.push(role);
  }
  return changes;
}
