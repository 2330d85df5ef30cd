/**
 * The portal's client plugins, built from the page's state (loaded in their own chunk after hydration): Supabase on
 * this server (auth with roles, database, realtime), Stripe on the publisher's payment endpoints, the REST action,
 * and the portal's own actions (site-actions.ts).
 */
import { createRestPlugin } from '@kit/plugin-rest';
import { createStripePlugin, pageRedirects } from '@kit/plugin-stripe';
import type { StripeSettings } from '@kit/plugin-stripe';
import { createSupabasePlugin } from '@kit/plugin-supabase';
import type { SupabaseSettings } from '@kit/plugin-supabase';
import { createStaticLinks } from '@kit/runtime-react';
import type { SitePlugin, SiteState } from '@kit/runtime-react';
import { REST_PLUGIN_ID, STRIPE_PLUGIN_ID, SUPABASE_PLUGIN_ID } from './design/plugins';
import { cookieAccessToken, purchaseActions } from './site-actions';

function publicSettings(state: SiteState, pluginId: string): Record<string, unknown> {
  const plugin = state.design.plugins.find((entry) => entry.id === pluginId);
  const settings = plugin?.settings as { publicData?: Record<string, unknown> } | undefined;
  return settings?.publicData ?? {};
}

export function createForkliftPlugins(state: SiteState): SitePlugin[] {
  const origin = window.location.origin;
  const stored = publicSettings(state, SUPABASE_PLUGIN_ID) as SupabaseSettings;
  const anonKey = typeof state.config?.anonKey === 'string' ? state.config.anonKey : undefined;
  const links = createStaticLinks(state.design, state.lang);
  const supabase = createSupabasePlugin(
    { ...stored, projectUrl: stored.projectUrl || origin, publicKey: stored.publicKey || anonKey },
    // E-mail links and OAuth returns land on a page of this site (seed 000 §2: origin plus the page path).
    { redirectTo: (page) => new URL(links.hrefFor({ kind: 'page', pageId: page }), origin).href, pluginId: SUPABASE_PLUGIN_ID },
  );
  const websiteId = state.design.id;
  const pagePath = (pageId: string) =>
    state.design.pages.some((page) => page.id === pageId) ? links.hrefFor({ kind: 'page', pageId }) : undefined;
  const stripe = createStripePlugin(
    { publicData: publicSettings(state, STRIPE_PLUGIN_ID) as StripeSettings['publicData'] },
    {
      websiteId,
      apiUrl: origin,
      redirectTo: pageRedirects({ origin, websiteId, pagePath }),
      lang: () => state.lang,
    },
  );
  // The server's REST proxy takes requests that carry the site's anon key.
  const rest = createRestPlugin({ websiteId, apiUrl: origin, apiKey: stored.publicKey || anonKey });
  const portal = purchaseActions({ origin, accessToken: () => cookieAccessToken(document.cookie) });
  return [
    { id: STRIPE_PLUGIN_ID, install: (runtime) => stripe.install(runtime) },
    { id: REST_PLUGIN_ID, install: (runtime) => rest.install(runtime) },
    { id: 'liftfix', install: (runtime) => Object.entries(portal).forEach(([type, handler]) => runtime.actions.register(type, handler)) },
    {
      id: SUPABASE_PLUGIN_ID,
      install: (runtime) => supabase.install(runtime),
      collectionSource: supabase.collectionSource,
      authHooks: (pages) => supabase.authHooks(pages),
      syncCollections: (collections) => supabase.syncCollections(collections),
      dispose: () => supabase.dispose(),
    },
  ];
}
