// The role ids a user holds, read as the Supabase plugin reads them (public.custom_user_roles joined with
// public.roles), for the publisher's page guards. Read by the server's own connection: the guard is the authority.
import type { Database } from '@kit/platform';
import type { RolesOf } from '@kit/publisher';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function databaseRolesOf(db: Database): RolesOf {
  return async (userId) => {
    // A user id is a uuid (GoTrue's `sub`); anything else holds no role, and never reaches the cast.
    if (!UUID.test(userId)) return [];
    const result = await db.query<{ id: string }>(
      'select r.id::text as id from public.custom_user_roles l join public.roles r on r.id = l.role_id where l.user_id = $1::uuid',
      [userId],
    );
    return result.rows.map((row) => row.id);
  };
}
