/** The user's roles: records read from the role-link table, and ids taken from a configured user field. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { SupabasePluginError } from './errors';
import type { ResolvedRoleSettings, UserFieldRoles } from './settings';

export type RoleRecord = Readonly<Record<string, unknown>> & { id: string };

function valueAt(source: unknown, path: string): unknown {
  let current = source;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function toId(name: unknown, field: UserFieldRoles): string | undefined {
  if (typeof name !== 'string' && typeof name !== 'number') return undefined;
  const text = String(name);
  return field.nameToId?.[text] ?? text;
}

/** Role ids held in the user field: a string, an array of strings or an array of objects; names mapped to ids. */
export function rolesFromUserField(user: unknown, field: UserFieldRoles | undefined): RoleRecord[] {
  if (field === undefined || field.path === '') return [];
  const value = valueAt(user, field.path);
  let names: unknown[];
  if (field.type === 'string') names = value === undefined || value === null || value === '' ? [] : [value];
  else if (!Array.isArray(value)) names = [];
  else if (field.type === 'objects') names = value.map((entry) => valueAt(entry, field.key ?? 'name'));
  else names = value;
  return names
    .map((name) => toId(name, field))
    .filter((id): id is string => id !== undefined)
    .map((id) => ({ id }));
}

/** Role records linked to the user in the role-link table (joined to the roles table when configured). */
export async function readLinkedRoles(client: SupabaseClient, settings: ResolvedRoleSettings, userId: string): Promise<RoleRecord[]> {
  if (!settings.userRoleTable) return [];
  const links = await client.from(settings.userRoleTable).select(settings.roleColumn).eq(settings.userColumn, userId);
  if (links.error) throw SupabasePluginError.provider(links.error);
  const ids = (links.data as unknown as Record<string, unknown>[])
    .map((row) => row[settings.roleColumn])
    .filter((id): id is string => typeof id === 'string');
  if (ids.length === 0 || !settings.roleTable) return ids.map((id) => ({ id }));
  const roles = await client.from(settings.roleTable).select('*').in('id', ids);
  if (roles.error) throw SupabasePluginError.provider(roles.error);
  const byId = new Map((roles.data as RoleRecord[]).map((role) => [role.id, role]));
  return ids.map((id) => byId.get(id) ?? { id });
}

/** Merges role lists, first occurrence of an id kept. */
export function mergeRoles(...lists: readonly (readonly RoleRecord[])[]): RoleRecord[] {
  const seen = new Map<string, RoleRecord>();
  for (const list of lists) for (const role of list) if (!seen.has(role.id)) seen.set(role.id, role);
  return [...seen.values()];
}

/** The role ids of a stored user, what the page guard needs. */
export function roleIdsOf(user: unknown): string[] {
  const roles = valueAt(user, 'roles');
  if (!Array.isArray(roles)) return [];
  return roles
    .map((role: unknown) => (typeof role === 'string' ? role : valueAt(role, 'id')))
    .filter((id): id is string => typeof id === 'string');
}
