/**
 * Query-string mirroring of query variables with qs-esm (qs without its polyfill dependencies; same grammar and
 * options; the seed's §9 limits are its defaults). The codec loads in its own chunk: a page opened without a query
 * string hydrates without it (an empty query needs no parsing), the browser loads it before hydrating a URL that has
 * one and before the router starts, and the server before rendering.
 */
import type * as QueryCodecModule from 'qs-esm';
import type { UrlAdapter } from '../adapters/url';

type QueryCodec = typeof QueryCodecModule;

const PARSE_OPTIONS = { arrayLimit: 20, depth: 5, parameterLimit: 1000, delimiter: '&' } as const;
const STRINGIFY_OPTIONS = { arrayFormat: 'indices', delimiter: '&' } as const;

let codec: QueryCodec | undefined;
let loading: Promise<QueryCodec> | undefined;
/** URL writes made before the codec arrived, applied in order once it has. */
let pendingWrites: Promise<void> | undefined;

/** Loads the codec's chunk (once). */
export function loadQueryCodec(): Promise<void> {
  loading ??= import('qs-esm').then((module) => (codec = module));
  return loading.then(() => undefined);
}

function loadedCodec(): QueryCodec {
  if (codec === undefined) throw new Error('The query string codec is not loaded yet: call loadQueryCodec() first.');
  return codec;
}

export function parseQuery(search: string): Record<string, unknown> {
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (text === '') return {};
  return loadedCodec().parse(text, PARSE_OPTIONS) as Record<string, unknown>;
}

export function stringifyQuery(query: Record<string, unknown>): string {
  if (Object.keys(query).length === 0) return '';
  return loadedCodec().stringify(query, STRINGIFY_OPTIONS);
}

/** Reads one parameter of the current URL (undefined when absent). */
export function readQueryParam(url: UrlAdapter, name: string): unknown {
  const query = parseQuery(url.getSearch());
  return Object.prototype.hasOwnProperty.call(query, name) ? query[name] : undefined;
}

function applyQueryParam(url: UrlAdapter, name: string, value: unknown): void {
  const query = parseQuery(url.getSearch());
  if (value === undefined) delete query[name];
  else query[name] = value;
  const search = stringifyQuery(query);
  url.replaceSearch(search === '' ? '' : `?${search}`);
}

/**
 * Writes (or removes, when `value` is undefined) one parameter, replacing the current URL: at once when the codec is
 * loaded, else once it has arrived, after any write already waiting.
 */
export function writeQueryParam(url: UrlAdapter, name: string, value: unknown): void {
  if (codec !== undefined && pendingWrites === undefined) {
    applyQueryParam(url, name, value);
    return;
  }
  // A failed earlier write does not hold the later ones back (its rejection still surfaces).
  const write: Promise<void> = (pendingWrites ?? loadQueryCodec())
    .catch(() => undefined)
    .then(() => applyQueryParam(url, name, value))
    .finally(() => {
      if (pendingWrites === write) pendingWrites = undefined;
    });
  pendingWrites = write;
}
