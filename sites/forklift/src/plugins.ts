/**
 * The portal's client plugins (loaded in their own chunk after hydration): the site SDK's standard set (Supabase, Stripe,
 * REST) and the portal's own actions (site-actions.ts).
 */
import { actionPlugin, createSitePlugins } from '@kit/site-sdk';
import type { SitePlugin, SiteState } from '@kit/runtime-react';
import { REST_PLUGIN_ID, STRIPE_PLUGIN_ID, SUPABASE_PLUGIN_ID } from './design/plugins';
import { cookieAccessToken, purchaseActions } from './site-actions';

export function createForkliftPlugins(state: SiteState): SitePlugin[] {
  const origin = window.location.origin;
  const portal = purchaseActions({ origin, accessToken: () => cookieAccessToken(document.cookie) });
  return createSitePlugins(state, {
    origin,
    ids: { supabase: SUPABASE_PLUGIN_ID, stripe: STRIPE_PLUGIN_ID, rest: REST_PLUGIN_ID },
    extra: [actionPlugin('liftfix', portal)],
  });
}
