/**
 * The showcase's plugins as the design stores them: Supabase (auth + database) against this same server. Only
 * `publicData` reaches the browser; the project URL defaults to the page's origin and the public key to the anon key
 * the server hands out (`SiteState.config.anonKey`), so the design holds no environment-specific values.
 */
import type { DesignInfoInput } from '@kit/runtime-core';

export const SUPABASE_PLUGIN_ID = 'supabase';
export const STRIPE_PLUGIN_ID = 'stripe';
/** The table of the showcase's database collection; its changes sync live. */
export const NOTES_TABLE = 'showcase_notes';
/** The role the private page's user group requires (fixed id from the showcase's migration). */
export const MEMBER_ROLE_ID = '5c0a5e00-0000-4000-8000-000000000001';

export const showcasePlugins: NonNullable<DesignInfoInput['plugins']> = [
  {
    id: SUPABASE_PLUGIN_ID,
    name: 'Supabase',
    settings: {
      publicData: {
        connectionMode: 'custom',
        roles: { userRoleTable: 'custom_user_roles', userColumn: 'user_id', roleColumn: 'role_id', roleTable: 'roles' },
        realtimeTables: [NOTES_TABLE],
      },
    },
  },
  // The local payment sandbox (no Stripe account here); a real publishable key would load Stripe.js instead.
  { id: STRIPE_PLUGIN_ID, name: 'Stripe', settings: { publicData: { publicApiKey: 'pk_sandbox' } } },
];
