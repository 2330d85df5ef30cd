/**
 * What a client plugin (Supabase, Stripe, REST…) gives the site runtime: it installs its variables and actions into
 * the runtime, may provide a collection source for its dynamic collections, the page guard's auth hooks, and a
 * realtime sync of the collection store. Plugins are built by the site's browser entry from the design's plugin
 * settings and the server's client configuration (`SiteState.config`).
 */
import type { AuthHooks, CollectionSource, CollectionStore, Runtime } from '@kit/runtime-core';

export interface SitePlugin {
  /** The plugin id collections name as their `pluginId`. */
  id: string;
  install(runtime: Runtime): void;
  collectionSource?: CollectionSource;
  /** The auth plugin's hooks for the page loader (auth init and the guard). */
  authHooks?(pages: { signInPageId?: string | null; forbiddenPageId?: string | null }): AuthHooks;
  /** Keeps the collection store in sync with its backend (realtime tables, writes). */
  syncCollections?(collections: CollectionStore): { start(): Promise<void>; stop(): Promise<void> };
  dispose?(): void;
}
