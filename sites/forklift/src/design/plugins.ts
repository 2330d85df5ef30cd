/**
 * The portal's plugins as the design stores them: Supabase (auth with the role tables, database) against this same
 * server, Stripe (the local sandbox unless a real publishable key is configured) and the generic REST connector.
 * Only `publicData` reaches the browser; the project URL and key default to the page's origin and the anon key.
 */
import type { DesignInfoInput } from '@kit/runtime-core';

export const SUPABASE_PLUGIN_ID = 'supabase';
export const STRIPE_PLUGIN_ID = 'stripe';
export const REST_PLUGIN_ID = 'rest-api';

export const forkliftPlugins: NonNullable<DesignInfoInput['plugins']> = [
  {
    id: SUPABASE_PLUGIN_ID,
    name: 'Supabase',
    settings: {
      publicData: {
        connectionMode: 'custom',
        roles: { userRoleTable: 'custom_user_roles', userColumn: 'user_id', roleColumn: 'role_id', roleTable: 'roles' },
      },
    },
  },
  { id: STRIPE_PLUGIN_ID, name: 'Stripe', settings: { publicData: { publicApiKey: 'pk_sandbox' } } },
  { id: REST_PLUGIN_ID, name: 'REST API', settings: { publicData: {} } },
];
