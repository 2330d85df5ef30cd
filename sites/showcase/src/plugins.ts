/** The showcase's client plugins (loaded in their own chunk after hydration): the standard set of the site SDK. */
import { createSitePlugins } from '@kit/site-sdk';
import type { SitePlugin, SiteState } from '@kit/runtime-react';
import { STRIPE_PLUGIN_ID, SUPABASE_PLUGIN_ID } from './design/plugins';

export function createShowcasePlugins(state: SiteState): SitePlugin[] {
  return createSitePlugins(state, { ids: { supabase: SUPABASE_PLUGIN_ID, stripe: STRIPE_PLUGIN_ID } });
}
