/** The Stripe plugin: its actions over the publisher's payment endpoints, and Stripe.js loaded only when needed. */
import { documentAccessToken } from '@kit/runtime-core';
import type { ActionHandler, ActionRegistry, Logger } from '@kit/runtime-core';
import { stripeActions } from './actions';
import { createPaymentApi } from './api';
import type { FetchLike } from './api';
import { loadStripeJs } from './client';
import type { PaymentClient, StripeLoader } from './client';
import { createSandboxPaymentClient } from './sandbox-client';
import { StripePluginError } from './errors';
import { publishableKeyOf, usesRealProvider } from './settings';
import type { StripeSettings } from './settings';

/** The session cookie plugin-supabase writes; the default source of the visitor's access token. */

export interface StripePluginOptions {
  /** The design's id, in the endpoint paths. */
  websiteId: string;
  /** Origin of the payment endpoints; the page's own origin by default. */
  apiUrl?: string;
  fetch?: FetchLike;
  /** The signed-in visitor's access token (the `sb-access-token` cookie by default). */
  accessToken?: () => string | undefined | Promise<string | undefined>;
  /** Sends the browser to a URL (`location.assign` by default). */
  navigate?: (url: string) => void;
  /** The URL of a page id (see `pageRedirects`); by default the value is used as given. */
  redirectTo?: (page: string) => string;
  /** The page's language, the checkout locale's fallback before `auto`. */
  lang?: () => string | undefined;
  /** Loads Stripe.js for the publishable key (Stripe's loader by default). */
  loadStripe?: StripeLoader;
}

export interface StripePluginTarget {
  readonly actions: ActionRegistry;
  readonly logger?: Logger;
}

export interface StripePlugin {
  readonly settings: StripeSettings;
  /** Every action of the plugin by type. */
  readonly actions: Readonly<Record<string, ActionHandler>>;
  /** Whether Stripe.js is used (a real publishable key) rather than the local sandbox. */
  readonly usesStripeJs: boolean;
  /** Registers the actions into the runtime's registry. */
  install(target: StripePluginTarget): void;
  /** Stripe.js (or the sandbox's stand-in), loaded once on first use. */
  client(): Promise<PaymentClient>;
}

function browserNavigate(url: string): void {
  const location = (globalThis as { location?: { assign(url: string): void } }).location;
  if (!location) throw new Error('Navigation needs a browser location.');
  location.assign(url);
}

/**
 * The page's `fetch`, bound: a browser's fetch called as a method of another object (`options.fetch(…)`) throws
 * "Illegal invocation", so the default is bound to the global object it belongs to.
 */
function globalFetch(): FetchLike {
  return globalThis.fetch.bind(globalThis) as unknown as FetchLike;
}

export function createStripePlugin(settings: StripeSettings, options: StripePluginOptions): StripePlugin {
  const real = usesRealProvider(settings);
  const fetch = options.fetch ?? globalFetch();
  const loader = options.loadStripe ?? loadStripeJs;
  let loaded: Promise<PaymentClient> | undefined;
  const client = (): Promise<PaymentClient> => {
    loaded ??= real
      ? loader(publishableKeyOf(settings) ?? '').then((stripe) => {
          if (!stripe) throw new StripePluginError('STRIPE_LOAD_FAILED', 'Invalid Stripe configuration.');
          return stripe;
        })
      : Promise.resolve(
          createSandboxPaymentClient({
            apiUrl: options.apiUrl ?? '',
            fetch,
            navigate: options.navigate ?? browserNavigate,
            currentUrl: () => (globalThis as { location?: { href?: string } }).location?.href,
          }),
        );
    // A failed load may be retried by the next action.
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
  const actions = stripeActions({
    api: createPaymentApi({
      apiUrl: options.apiUrl ?? '',
      websiteId: options.websiteId,
      fetch,
      accessToken: options.accessToken ?? documentAccessToken,
    }),
    client,
    redirectTo: (page) => (options.redirectTo ? options.redirectTo(page) : page),
    navigate: options.navigate ?? browserNavigate,
    lang: () => options.lang?.(),
  });
  return {
    settings,
    actions,
    usesStripeJs: real,
    install(target) {
      target.actions.registerAll(actions);
    },
    client,
  };
}
