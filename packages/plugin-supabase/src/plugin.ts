/** The Supabase plugin: one client shared by auth and database, its variables, actions, session events and collection source. */
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import type {
  ActionHandler,
  ActionRegistry,
  AuthHooks,
  CollectionSource,
  Logger,
  VariableStore,
  WorkflowDefinition,
  WorkflowRepository,
} from '@kit/runtime-core';
import { accountActions } from './auth-account';
import { listenToAuthEvents } from './auth-events';
import type { Defer } from './auth-events';
import { signInActions } from './auth-sign-in';
import { createAuthState, defineAuthVariables } from './auth-state';
import type { AuthState, AuthUser } from './auth-state';
import { browserCookies } from './cookies';
import type { CookieAdapter } from './cookies';
import { createCollectionSync } from './collection-sync';
import type { CollectionSync, TableChangeTarget } from './collection-sync';
import { databaseActions } from './database-actions';
import { createDatabaseSource } from './database-source';
import { SupabasePluginError } from './errors';
import { realtimeActions } from './realtime-actions';
import { storageActions } from './storage-actions';
import type { RealtimeHost } from './realtime-actions';
import { functionActions } from './functions';
import { isConfigurationValid, resolveRoleSettings } from './settings';
import type { SupabaseSettings } from './settings';

export interface SupabasePluginOptions {
  /** Where the session cookies go; the browser document's by default. */
  cookies?: CookieAdapter;
  cookiePath?: string;
  /** Options for `createClient` (auth storage, realtime transport…). */
  clientOptions?: SupabaseClientOptions<'public'>;
  /** The redirect URL of a page id (seed 000 §2); by default the value is used as given. */
  redirectTo?: (page: string) => string;
  /** Prefix of the realtime triggers, `<pluginId>-realtime:<type>` (default `supabase`). */
  pluginId?: string;
}

/** What the plugin installs into: a runtime's variables, action registry and logger. */
export interface PluginTarget {
  readonly variables: VariableStore;
  readonly actions: ActionRegistry;
  readonly logger: Logger;
  /** With both, realtime events run the workflows of their trigger. */
  readonly workflows?: WorkflowRepository;
  readonly runAll?: (workflows: readonly WorkflowDefinition[], options: { event: unknown }) => Promise<unknown>;
}

export interface SupabasePlugin {
  readonly settings: SupabaseSettings;
  /** The shared client; null when the configuration is invalid. */
  readonly client: SupabaseClient | null;
  readonly cookies: CookieAdapter;
  /** Every action of the plugin by type. */
  readonly actions: Readonly<Record<string, ActionHandler>>;
  readonly collectionSource: CollectionSource;
  /** Defines the auth variables, registers the actions and listens to session events (one runtime at a time). */
  install(target: PluginTarget): void;
  user(): AuthUser | undefined;
  /** The signed-in user's role ids, for the page guard and formulas. */
  getUserRoles(): string[];
  /** The page loader's auth hooks: init loads the stored session once; the guard reads isAuthenticated and role ids. */
  authHooks(pages?: { signInPageId?: string | null; forbiddenPageId?: string | null }): AuthHooks;
  /** Keeps a collection store in sync: realtime tables by channel, the others after each write. */
  syncCollections(target: TableChangeTarget): CollectionSync;
  /** Resolves once the session events received so far are handled. */
  settled(): Promise<void>;
  dispose(): void;
}

export function createSupabasePlugin(settings: SupabaseSettings, options: SupabasePluginOptions = {}): SupabasePlugin {
  const cookies = options.cookies ?? browserCookies();
  const client = isConfigurationValid(settings)
    ? createClient(settings.projectUrl ?? '', settings.publicKey ?? '', options.clientOptions)
    : null;
  const state: AuthState | null = client
    ? createAuthState({ client, roles: resolveRoleSettings(settings.roles), cookies, cookiePath: options.cookiePath ?? '/' })
    : null;
  let logger: Logger | undefined;
  let installed: PluginTarget | undefined;
  const pluginId = options.pluginId ?? DEFAULT_PLUGIN_ID;
  let pending: Promise<unknown> = Promise.resolve();
  let unsubscribe: (() => void) | undefined;
  const syncs: CollectionSync[] = [];

  const host: RealtimeHost = {
    client: () => client ?? failDatabase(),
    authClient: () => client ?? fail(),
    auth: () => state ?? fail(),
    redirectTo: (page) => {
      if (typeof page !== 'string' || page === '') return undefined;
      return options.redirectTo ? options.redirectTo(page) : page;
    },
    afterWrite: (table, type, rows) => {
      const list = (Array.isArray(rows) ? rows : rows === null || rows === undefined ? [] : [rows]) as Record<string, unknown>[];
      for (const sync of syncs) sync.afterWrite(table, type, list);
    },
    fireRealtime: (type, event) => {
      const { workflows, runAll } = installed ?? {};
      if (!workflows || !runAll) return;
      const list = workflows.byTrigger(realtimeTrigger(pluginId, type)).filter((workflow) => matchesChannel(workflow, event.channel));
      runAll(list, { event }).catch((error: unknown) => logger?.log('error', 'Realtime workflow failed.', { error }));
    },
  };
  const defer: Defer = (task) => {
    pending = pending
      .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(task)
      .catch((error: unknown) => logger?.log('error', 'Supabase session event failed.', { error }));
  };
  const actions = {
    ...signInActions(host),
    ...accountActions(host),
    ...databaseActions(host),
    ...functionActions(host),
    ...realtimeActions(host),
    ...storageActions(host),
  };

  return {
    settings,
    client,
    cookies,
    actions,
    collectionSource: createDatabaseSource(host.client),
    install(target) {
      logger = target.logger;
      installed = target;
      target.actions.registerAll(actions);
      if (state === null || client === null) {
        defineAuthVariables(target.variables);
        return;
      }
      state.attach(target.variables);
      unsubscribe ??= listenToAuthEvents(state, client, defer);
    },
    authHooks(pages = {}) {
      let loaded: Promise<unknown> | undefined;
      return {
        ...pages,
        init: async () => {
          if (state === null) return;
          loaded ??= state.store();
          await loaded;
        },
        isAuthenticated: () => state?.user() !== undefined,
        userRoles: () => state?.roleIds() ?? [],
      };
    },
    syncCollections(target) {
      const sync = createCollectionSync(host.client(), target, settings.realtimeTables);
      const tracked: CollectionSync = {
        ...sync,
        stop: async () => {
          const index = syncs.indexOf(tracked);
          if (index >= 0) syncs.splice(index, 1);
          await sync.stop();
        },
      };
      syncs.push(tracked);
      return tracked;
    },
    user: () => state?.user(),
    getUserRoles: () => state?.roleIds() ?? [],
    settled: async () => {
      let seen: Promise<unknown>;
      do {
        seen = pending;
        await seen;
      } while (seen !== pending);
    },
    dispose() {
      unsubscribe?.();
      unsubscribe = undefined;
      client?.auth.stopAutoRefresh().catch(() => undefined);
      syncs.splice(0);
      client?.removeAllChannels().catch(() => undefined);
    },
  };
}

export const DEFAULT_PLUGIN_ID = 'supabase';

export const realtimeTrigger = (pluginId: string, type: string): string => `${pluginId}-realtime:${type}`;

/** A realtime workflow may name the channel it listens to (`triggerConditions.channel`). */
function matchesChannel(workflow: WorkflowDefinition, channel: string): boolean {
  const wanted = (workflow as { triggerConditions?: { channel?: unknown } }).triggerConditions?.channel;
  return wanted === undefined || wanted === null || wanted === '' || wanted === channel;
}

function fail(): never {
  throw SupabasePluginError.auth('INVALID_CONFIGURATION');
}

function failDatabase(): never {
  throw SupabasePluginError.database('INVALID_CONFIGURATION');
}
