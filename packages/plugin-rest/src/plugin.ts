/**
 * The REST plugin: the generic request action (seed 001 §3, §7) on runtime-core's REST runtime — a direct call, a
 * call through the server (`POST /designs/{websiteId}/rest-api/request`), or SSE streamed into a variable — and
 * the REST-connector collection source.
 */
import { createRestRuntime, variableStreamTarget } from '@kit/runtime-core';
import type {
  ActionHandler,
  ActionRegistry,
  CollectionSource,
  FetchFunction,
  Logger,
  RestRequestConfig,
  RestRuntime,
  VariableStore,
} from '@kit/runtime-core';
import { createRestCollectionSource } from './collection-source';
import { RestPluginError, wrapRestError } from './errors';

export const REST_REQUEST_ACTION = 'rest-api:request';

export interface RestPluginOptions {
  /** The design's id, for requests through the server. */
  websiteId?: string;
  /** Origin of the builder API ('/' for the page's own origin). */
  apiUrl?: string;
  /** The site's anon key: the server's REST proxy refuses requests without it (sent as the `apikey` header). */
  apiKey?: string;
  fetch?: FetchFunction;
}

export interface RestPluginTarget {
  readonly actions: ActionRegistry;
  readonly variables: VariableStore;
  readonly logger: Logger;
}

export interface RestPlugin {
  /** Registers the request action; streams write into the target's variables. */
  install(target: RestPluginTarget): void;
  /** The action handler, for a registry of one's own. */
  readonly actions: Readonly<Record<string, ActionHandler>>;
  /** The REST-connector collection source (collections with this plugin's id as `pluginId`). */
  readonly collectionSource: CollectionSource;
}

const CONFIG_KEYS = [
  'url',
  'method',
  'data',
  'headers',
  'queries',
  'resultKey',
  'dataType',
  'useRawBody',
  'isWithCredentials',
  'isThroughServer',
  'useStreaming',
  'streamVariableId',
] as const;

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function createRestPlugin(options: RestPluginOptions = {}): RestPlugin {
  let runtime: RestRuntime | undefined;

  const request: ActionHandler = async (action, context) => {
    const raw = Object.fromEntries(CONFIG_KEYS.map((key) => [key, context.evaluate(action[key])]));
    const url = typeof raw.url === 'string' ? raw.url.trim() : '';
    if (url === '') throw RestPluginError.validation('NO_URL');
    const config: RestRequestConfig = {
      url,
      method: textOrNull(raw.method) ?? 'GET',
      data: raw.data,
      headers: raw.headers,
      queries: raw.queries,
      resultKey: textOrNull(raw.resultKey),
      dataType: textOrNull(raw.dataType),
      useRawBody: raw.useRawBody === true,
      isWithCredentials: raw.isWithCredentials === true,
      isThroughServer: raw.isThroughServer === true,
      useStreaming: raw.useStreaming === true,
      streamVariableId: textOrNull(raw.streamVariableId),
    };
    // The runtime refuses streaming through the server with the seed's message before anything else.
    if (config.isThroughServer && !config.useStreaming && !options.websiteId) throw RestPluginError.validation('NO_WEBSITE_ID');
    const rest =
      runtime ??
      createRestRuntime({
        fetch: options.fetch,
        apiBaseUrl: options.apiUrl,
        websiteId: options.websiteId,
        apiKey: options.apiKey,
        logger: context.runtime.logger,
      });
    try {
      return await rest.request(config);
    } catch (error) {
      throw wrapRestError(error);
    }
  };

  const actions = { [REST_REQUEST_ACTION]: request };
  // Collections fetch with a runtime of their own (no stream target): they may be fetched before the install.
  let collectionRuntime: RestRuntime | undefined;
  const collectionSource = createRestCollectionSource(
    () =>
      (collectionRuntime ??= createRestRuntime({
        fetch: options.fetch,
        apiBaseUrl: options.apiUrl,
        websiteId: options.websiteId,
        apiKey: options.apiKey,
      })),
  );
  return {
    actions,
    collectionSource,
    install(target) {
      runtime = createRestRuntime({
        fetch: options.fetch,
        apiBaseUrl: options.apiUrl,
        websiteId: options.websiteId,
        apiKey: options.apiKey,
        logger: target.logger,
        streamTarget: (id) => {
          if (target.variables.has(id)) return variableStreamTarget(target.variables, id);
          target.logger.log('warn', 'The stream variable does not exist; streamed items are only returned.', { variableId: id });
          return undefined;
        },
      });
      target.actions.registerAll(actions);
    },
  };
}
