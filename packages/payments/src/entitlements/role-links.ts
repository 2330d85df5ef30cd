// Writes the site's role-link table (configurable; default public.custom_user_roles + public.roles by name).
import type { Queryable } from '@kit/platform';
import { PaymentsError } from '../errors';

export interface RoleLinkConfig {
  /** The user ↔ role link table. */
  linkTable: string;
  userColumn: string;
  roleColumn: string;
  /** The roles table, looked up by name. */
  rolesTable: string;
  roleIdColumn: string;
  roleNameColumn: string;
}

export const DEFAULT_ROLE_LINK: RoleLinkConfig = {
  linkTable: 'public.custom_user_roles',
  userColumn: 'user_id',
  roleColumn: 'role_id',
  rolesTable: 'public.roles',
  roleIdColumn: 'id',
  roleNameColumn: 'name',
};

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function quote(name: string): string {
  const parts = name.split('.');
  if (parts.length > 2 || !parts.every((part) => IDENTIFIER.test(part))) {
    throw new PaymentsError('internal_error', `Invalid identifier in the role-link configuration: ${name}`);
  }
  return parts.map((part) => `"${part}"`).join('.');
}

export interface RoleLinks {
  /** Links the role (created by name if missing); false when the link already existed. */
  grant(tx: Queryable, userId: string, roleName: string): Promise<boolean>;
  revoke(tx: Queryable, userId: string, roleName: string): Promise<void>;
}

export function createRoleLinks(config: RoleLinkConfig = DEFAULT_ROLE_LINK): RoleLinks {
  const link = quote(config.linkTable);
  const roles = quote(config.rolesTable);
  const [user, role, roleId, roleName] = [config.userColumn, config.roleColumn, config.roleIdColumn, config.roleNameColumn].map(quote);
  const roleIdOf = `(select ${roleId} from ${roles} where ${roleName} = $2 order by ${roleId} limit 1)`;
  return {
    async grant(tx, userId, name) {
      await tx.query(
        `insert into ${roles} (${roleName}) select $1::text where not exists (select 1 from ${roles} where ${roleName} = $1::text) on conflict do nothing`,
        [name],
      );
      const { rowCount } = await tx.query(
        `insert into ${link} (${user}, ${role}) select $1, ${roleIdOf}
          where not exists (select 1 from ${link} where ${user} = $1 and ${role} = ${roleIdOf}) on conflict do nothing`,
        [userId, name],
      );
      return rowCount > 0;
    },
    async revoke(tx, userId, name) {
      await tx.query(`delete from ${link} where ${user} = $1 and ${role} in (select ${roleId} from ${roles} where ${roleName} = $2)`, [
        userId,
        name,
      ]);
    },
  };
}
