// Portal users for tests: a confirmed user with the given roles (every user is freemium by the sign-up trigger) and
// a supabase-js client signed in as them; plus visitor and service-role clients.
import { randomBytes } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export type BrandId = 'c-monarch' | 'r-raynet' | 't-sensei' | 'h-brick' | 'u-stitch';
export type PortalRole = 'freemium' | `${BrandId}-premium` | 'all-access' | 'admin';

/** What the helpers need of a started platform. */
export interface PlatformHandle {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

export interface PortalUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  client: SupabaseClient;
}

// Node 20 has no WebSocket: realtime uses ws.
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as never },
};

export function visitorClient(platform: PlatformHandle): SupabaseClient {
  return createClient(platform.url, platform.anonKey, clientOptions);
}

export function serviceClient(platform: PlatformHandle): SupabaseClient {
  return createClient(platform.url, platform.serviceRoleKey, clientOptions);
}

/** Creates a confirmed user holding `roles` (freemium always) and signs them in. */
export async function createPortalUser(
  platform: PlatformHandle,
  roles: readonly PortalRole[] = ['freemium'],
  email?: string,
): Promise<PortalUser> {
  const service = serviceClient(platform);
  const address = email ?? `tech-${randomBytes(6).toString('hex')}@example.com`;
  const password = `pw-${randomBytes(9).toString('hex')}`;
  const created = await service.auth.admin.createUser({ email: address, password, email_confirm: true });
  if (created.error || !created.data.user) throw new Error(`creating ${address} failed: ${created.error?.message}`);
  const id = created.data.user.id;
  const extra = roles.filter((role) => role !== 'freemium');
  if (extra.length > 0) {
    const { data: found, error } = await service.from('roles').select('id, name').in('name', extra);
    if (error || !found || found.length !== extra.length)
      throw new Error(`unknown roles ${extra.join(', ')}: ${error?.message ?? 'missing'}`);
    const granted = await service
      .from('custom_user_roles')
      .insert(found.map((role: { id: string }) => ({ user_id: id, role_id: role.id })));
    if (granted.error) throw new Error(`granting roles failed: ${granted.error.message}`);
  }
  const client = createClient(platform.url, platform.anonKey, clientOptions);
  const signedIn = await client.auth.signInWithPassword({ email: address, password });
  if (signedIn.error || !signedIn.data.session) throw new Error(`signing in ${address} failed: ${signedIn.error?.message}`);
  return { id, email: address, password, accessToken: signedIn.data.session.access_token, client };
}
