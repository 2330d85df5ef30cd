/**
 * The generic REST-call runtime (seed §7): a direct call (method, url, data, queries, headers lists;
 * JSON by default, form-urlencoded with qs, multipart as form fields; credentials; resultKey), a call
 * through the server (`POST /designs/{websiteId}/rest-api/request`), and SSE streaming into a variable.
 */
import { getByPath, isObjectLike } from '@kit/formula';
import { stringify as stringifyQs } from 'qs-esm';
import { defaultFetch, joinUrl } from '../adapters/http';
import type { FetchFunction } from '../adapters/http';
import type { Logger } from '../adapters/logger';
import { RuntimeCoreError } from '../errors';
import { REST_MESSAGES, restStreamHttpMessage } from './messages';
import { processKeyValues, toHeaders } from './key-values';
import { readEventStream } from './stream';

export const DEFAULT_CONTENT_TYPE = 'application/json';

export interface RestRequestConfig {
  url: string;
  method?: string;
  /** Key/value list, or the raw body with useRawBody. */
  data?: unknown;
  headers?: unknown;
  queries?: unknown;
  resultKey?: string | null;
  /** The request content type (application/json by default). */
  dataType?: string | null;
  useRawBody?: boolean;
  isWithCredentials?: boolean;
  isThroughServer?: boolean;
  useStreaming?: boolean;
  streamVariableId?: string | null;
}

/** Where streamed items go: reset to an empty list first, then each item appended. */
export interface StreamTarget {
  reset(): void;
  append(item: unknown): void;
}

export interface RestRuntimeOptions {
  fetch?: FetchFunction;
  /** Origin of the builder API ("/" for the same origin). */
  apiBaseUrl?: string;
  websiteId?: string;
  /** The site's public API key (the anon key), sent as `apikey` with requests through the server's REST proxy. */
  apiKey?: string;
  logger?: Logger;
  /** The stream target of a variable id (the variables store). */
  streamTarget?: (variableId: string) => StreamTarget | undefined;
}

export interface RestRuntime {
  request(config: RestRequestConfig, options?: { signal?: AbortSignal }): Promise<unknown>;
}

function readBody(text: string, contentType: string | null): unknown {
  if (contentType?.includes('json') || /^\s*[[{"]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function withQuery(url: string, queries: Record<string, unknown>): string {
  const search = stringifyQs(queries, { arrayFormat: 'indices' });
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function encodeBody(dataType: string, data: unknown, useRawBody: boolean): { body: BodyInit; contentType: string | undefined } {
  if (useRawBody) return { body: typeof data === 'string' ? data : JSON.stringify(data ?? null), contentType: dataType };
  if (dataType.includes('application/x-www-form-urlencoded')) {
    return { body: stringifyQs(data ?? {}), contentType: dataType };
  }
  if (dataType.includes('multipart/form-data')) {
    const form = new FormData();
    for (const [key, value] of Object.entries(isObjectLike(data) ? data : {})) {
      if (value instanceof Blob) form.append(key, value);
      else form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    // fetch sets the content type with its boundary
    return { body: form, contentType: undefined };
  }
  return { body: JSON.stringify(data ?? {}), contentType: dataType };
}

function pick(result: unknown, resultKey: string | null | undefined): unknown {
  return resultKey ? getByPath(result, resultKey) : result;
}

async function failOnStatus(response: Response): Promise<unknown> {
  const text = await response.text();
  const body = readBody(text, response.headers.get('content-type'));
  if (!response.ok) {
    throw new RuntimeCoreError('REST_HTTP_ERROR', `Request failed with status code ${response.status}`, {
      details: { status: response.status, data: body },
    });
  }
  return body;
}

export function createRestRuntime(options: RestRuntimeOptions = {}): RestRuntime {
  const fetch = options.fetch ?? defaultFetch();
  const { logger } = options;

  const direct = async (config: RestRequestConfig, signal: AbortSignal | undefined): Promise<unknown> => {
    const method = (config.method ?? 'GET').toUpperCase();
    const dataType = config.dataType || DEFAULT_CONTENT_TYPE;
    const queries = processKeyValues('queries', config.queries, logger);
    const headers = toHeaders(processKeyValues('headers', config.headers, logger));
    const data = config.useRawBody ? config.data : processKeyValues('data', config.data, logger);
    const init: RequestInit = { method, headers, credentials: config.isWithCredentials ? 'include' : 'same-origin', signal };
    if (method !== 'GET' && method !== 'HEAD') {
      const { body, contentType } = encodeBody(dataType, data, Boolean(config.useRawBody));
      init.body = body;
      if (contentType !== undefined) headers['content-type'] ??= contentType;
      else delete headers['content-type'];
    }
    const response = await fetch(withQuery(config.url, queries), init);
    return pick(await failOnStatus(response), config.resultKey);
  };

  const throughServer = async (config: RestRequestConfig, signal: AbortSignal | undefined): Promise<unknown> => {
    const payload = {
      url: config.url,
      method: (config.method ?? 'GET').toUpperCase(),
      data: config.useRawBody ? config.data : processKeyValues('data', config.data, logger),
      queries: processKeyValues('queries', config.queries, logger),
      headers: processKeyValues('headers', config.headers, logger),
      dataType: config.dataType || DEFAULT_CONTENT_TYPE,
      useRawBody: Boolean(config.useRawBody),
    };
    const url = joinUrl(options.apiBaseUrl ?? '/', `designs/${encodeURIComponent(options.websiteId ?? '')}/rest-api/request`);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(options.apiKey ? { apikey: options.apiKey } : {}) },
      body: JSON.stringify(payload),
      credentials: 'include',
      signal,
    });
    return pick(await failOnStatus(response), config.resultKey);
  };

  const stream = async (config: RestRequestConfig, signal: AbortSignal | undefined): Promise<unknown> => {
    const method = (config.method ?? 'GET').toUpperCase();
    const dataType = config.dataType || DEFAULT_CONTENT_TYPE;
    const queries = processKeyValues('queries', config.queries, logger);
    const headers: Record<string, string> = {
      ...toHeaders(processKeyValues('headers', config.headers, logger)),
      accept: 'text/event-stream',
    };
    const init: RequestInit = { method, headers, credentials: config.isWithCredentials ? 'include' : 'same-origin', signal };
    if (method !== 'GET' && method !== 'HEAD') {
      const data = config.useRawBody ? config.data : processKeyValues('data', config.data, logger);
      const { body, contentType } = encodeBody(dataType, data, Boolean(config.useRawBody));
      init.body = body;
      if (contentType !== undefined) headers['content-type'] ??= contentType;
    }
    const target = config.streamVariableId ? options.streamTarget?.(config.streamVariableId) : undefined;
    target?.reset();
    const response = await fetch(withQuery(config.url, queries), init);
    if (!response.ok) {
      const text = await response.text();
      throw new RuntimeCoreError('REST_STREAM_HTTP_ERROR', restStreamHttpMessage(response.status, text), {
        details: { status: response.status, body: text },
      });
    }
    if (!response.body) throw new RuntimeCoreError('REST_NO_READABLE_STREAM', REST_MESSAGES.NO_READABLE_STREAM);
    return readEventStream(response.body, (item) => target?.append(item));
  };

  return {
    async request(config, requestOptions = {}) {
      if (config.useStreaming && config.isThroughServer) {
        throw new RuntimeCoreError('REST_STREAMING_THROUGH_SERVER', REST_MESSAGES.STREAMING_THROUGH_SERVER);
      }
      if (config.useStreaming) return stream(config, requestOptions.signal);
      if (config.isThroughServer) return throughServer(config, requestOptions.signal);
      return direct(config, requestOptions.signal);
    },
  };
}

/** A stream target writing into an array variable of the variables store. */
export function variableStreamTarget(
  variables: { set(id: string, value: unknown): unknown; peek(id: string): unknown },
  id: string,
): StreamTarget {
  return {
    reset: () => void variables.set(id, []),
    append: (item) => {
      const current = variables.peek(id);
      variables.set(id, [...(Array.isArray(current) ? current : []), item]);
    },
  };
}
