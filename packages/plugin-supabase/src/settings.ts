/** Plugin settings, their defaults and the settings-validity rules of seed 000 §5. */

/** Where role ids come from besides the role-link table: a field of the user (a path like `app_metadata.roles`). */
export interface UserFieldRoles {
  path: string;
  /** A string, an array of strings, or an array of objects. */
  type: 'string' | 'array' | 'objects';
  /** For objects, the key holding the role name or id (default `name`). */
  key?: string;
  /** Role names mapped to role ids; values not listed are taken as ids. */
  nameToId?: Readonly<Record<string, string>>;
}

export interface RoleSettings {
  /** The role-link table (the portal: `custom_user_roles`); no table, no linked roles. */
  userRoleTable?: string;
  /** Its user column (default `userId`). */
  userColumn?: string;
  /** Its role column (default `roleId`). */
  roleColumn?: string;
  /** The roles table (the portal: `roles`, with a `name` column); without it roles are `{ id }` records. */
  roleTable?: string;
  userField?: UserFieldRoles;
}

export interface SupabaseSettings {
  projectUrl?: string;
  publicKey?: string;
  /** `custom` for a self-hosted or platform project; otherwise an access token must exist. */
  connectionMode?: 'custom' | 'supabase';
  accessToken?: string;
  roles?: RoleSettings;
  /** Tables whose collections sync in realtime. */
  realtimeTables?: readonly string[];
}

export const DEFAULT_USER_COLUMN = 'userId';
export const DEFAULT_ROLE_COLUMN = 'roleId';

export interface ResolvedRoleSettings extends RoleSettings {
  userColumn: string;
  roleColumn: string;
}

export function resolveRoleSettings(roles: RoleSettings | undefined): ResolvedRoleSettings {
  return {
    ...roles,
    userColumn: roles?.userColumn || DEFAULT_USER_COLUMN,
    roleColumn: roles?.roleColumn || DEFAULT_ROLE_COLUMN,
  };
}

function present(value: string | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Connection settings are valid if an access token exists or the connection mode is custom. */
export function isConnectionValid(settings: SupabaseSettings): boolean {
  return settings.connectionMode === 'custom' || present(settings.accessToken);
}

/** The configuration is valid if the project URL and the API key exist. */
export function isConfigurationValid(settings: SupabaseSettings): boolean {
  return present(settings.projectUrl) && present(settings.publicKey);
}

/** The realtime collections setting is valid if realtime tables are set. */
export function isRealtimeSettingValid(settings: SupabaseSettings): boolean {
  return Array.isArray(settings.realtimeTables) && settings.realtimeTables.length > 0;
}

/** A database collection is valid if a table is chosen. */
export function isCollectionConfigValid(config: Readonly<Record<string, unknown>> | undefined): boolean {
  return typeof config?.table === 'string' && config.table !== '';
}
