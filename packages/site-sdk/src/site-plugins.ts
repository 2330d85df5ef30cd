/**
 * The client plugins every site on this server runs, built from the page's state: Supabase on this server's
 * /auth/v1, /rest/v1 and /realtime/v1 (auth with roles, the database collection source, realtime sync), Stripe on the
 * publisher's payment endpoints (the local sandbox unless a real publishable key is configured) and the REST plugin's
 * request action through the server's proxy. A site adds its own actions as extra plugins.
 */
import { createRestPlugin } from '@kit/plugin-rest';
import { createStripePlugin, pageRedirects } from '@kit/plugin-stripe';
import type { StripeSettings } from '@kit/plugin-stripe';
import { createSupabasePlugin } from '@kit/plugin-supabase';
import type { SupabaseSettings } from '@kit/plugin-supabase';
import type { ActionHandler } from '@kit/runtime-core';
import { createStaticLinks } from '@kit/runtime-react';
import type { SitePlugin, SiteState } from '@kit/runtime-react';

/** The plugin ids a site's design stores its plugins' settings under. */
export interface SitePluginIds {
  supabase: string;
  stripe: string;
  rest: string;
}

export const DEFAULT_PLUGIN_IDS: SitePluginIds = { supabase: 'supabase', stripe: 'stripe', rest: 'rest-api' };

export interface SitePluginOptions {
  ids?: Partial<SitePluginIds>;
  /** The page's origin (the browser's by default): the server every plugin talks to. */
  origin?: string;
  /** The site's own plugins, installed after the standard ones (e.g. its actions: `actionPlugin`). */
  extra?: readonly SitePlugin[];
}

/** The `publicData` of a plugin as the design stores it (the only part of its settings that reaches the browser). */
export function publicSettings(state: SiteState, pluginId: string): Record<string, unknown> {
  const plugin = state.design.plugins.find((entry) => entry.id === pluginId);
  const settings = plugin?.settings as { publicData?: Record<string, unknown> } | undefined;
  return settings?.publicData ?? {};
}

/** A plugin that only registers actions. */
export function actionPlugin(id: string, actions: Readonly<Record<string, ActionHandler>>): SitePlugin {
  return { id, install: (runtime) => Object.entries(actions).forEach(([type, handler]) => runtime.actions.register(type, handler)) };
}

export function createSitePlugins(state: SiteState, options: SitePluginOptions = {}): SitePlugin[] {
  const ids = { ...DEFAULT_PLUGIN_IDS, ...options.ids };
  const origin = options.origin ?? window.location.origin;
  const stored = publicSettings(state, ids.supabase) as SupabaseSettings;
  const anonKey = typeof state.config?.anonKey === 'string' ? state.config.anonKey : undefined;
  const publicKey = stored.publicKey || anonKey;
  const links = createStaticLinks(state.design, state.lang);
  const supabase = createSupabasePlugin(
    { ...stored, projectUrl: stored.projectUrl || origin, publicKey },
    // E-mail links and OAuth returns land on a page of this site (seed 000 §2: origin plus the page path).
    { redirectTo: (page) => new URL(links.hrefFor({ kind: 'page', pageId: page }), origin).href, pluginId: ids.supabase },
  );
  const websiteId = state.design.id;
  const pagePath = (pageId: string) =>
    state.design.pages.some((page) => page.id === pageId) ? links.hrefFor({ kind: 'page', pageId }) : undefined;
  const stripe = createStripePlugin(
    { publicData: publicSettings(state, ids.stripe) as StripeSettings['publicData'] },
    { websiteId, apiUrl: origin, redirectTo: pageRedirects({ origin, websiteId, pagePath }), lang: () => state.lang },
  );
  // The server's REST proxy takes requests that carry the site's anon key.
  const rest = createRestPlugin({ websiteId, apiUrl: origin, apiKey: publicKey });
  return [
    { id: ids.stripe, install: (runtime) => stripe.install(runtime) },
    { id: ids.rest, install: (runtime) => rest.install(runtime), collectionSource: rest.collectionSource },
    ...(options.extra ?? []),
    {
      id: ids.supabase,
      install: (runtime) => supabase.install(runtime),
      collectionSource: supabase.collectionSource,
      authHooks: (pages) => supabase.authHooks(pages),
      syncCollections: (collections) => supabase.syncCollections(collections),
      dispose: () => supabase.dispose(),
    },
  ];
}
