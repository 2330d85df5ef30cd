// Test helpers for the fleet suites: organizations with members (made through the same RPC a manager uses, members
// added by superuser SQL where the invitation flow is not what is tested), trucks, realtime watchers.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { ForkliftPlatform, PortalUser } from '../../testing';

export async function createOrganization(manager: PortalUser, name: string): Promise<string> {
  const { data, error } = await manager.client.rpc('fleet_create_organization', { p_name: name });
  if (error || !data) throw new Error(`creating ${name} failed: ${error?.message}`);
  return (data as { id: string }).id;
}

export async function addMember(
  platform: ForkliftPlatform,
  organizationId: string,
  user: PortalUser,
  role: 'owner' | 'manager' | 'technician' | 'viewer',
): Promise<void> {
  await platform.db.query(`insert into public.fleet_members (organization_id, user_id, role, email) values ($1, $2, $3, $4)`, [
    organizationId,
    user.id,
    role,
    user.email,
  ]);
}

export interface TruckInput {
  unit?: string;
  brand_id: string;
  series_id?: string | null;
  model?: string;
  serial_number: string;
  fuel_type?: string | null;
  hour_meter?: number;
}

export async function addTruck(
  member: PortalUser,
  organizationId: string,
  truck: TruckInput,
): Promise<Record<string, unknown> & { id: string }> {
  const { data, error } = await member.client
    .from('fleet_trucks')
    .insert({ organization_id: organizationId, ...truck })
    .select()
    .single();
  if (error || !data) throw new Error(`adding truck ${truck.serial_number} failed: ${error?.message}`);
  return data as Record<string, unknown> & { id: string };
}

export type Change = { eventType: string; row: Record<string, unknown> };

export async function watch(client: SupabaseClient, table: string, seen: Change[], filter?: string): Promise<RealtimeChannel> {
  const channel = client.channel(`watch-${table}-${Math.random()}`);
  channel.on(
    'postgres_changes' as never,
    { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
    (payload: { eventType: string; new: Record<string, unknown> }) => {
      seen.push({ eventType: payload.eventType, row: payload.new });
    },
  );
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status: string, error?: Error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
  return channel;
}

/** Waits until `check` holds (or `ms` passes); the caller's expectation then says what happened. */
export async function until(check: () => boolean, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Calls a site function with the user's token. */
export function callFunction(platform: ForkliftPlatform, user: PortalUser | null, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('apikey', platform.anonKey);
  headers.set('authorization', `Bearer ${user ? user.accessToken : platform.anonKey}`);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return fetch(`${platform.url}/functions/v1/${path}`, { ...init, headers });
}
