/**
 * Query-string mirroring of query variables with qs-esm (qs without its polyfill dependencies, which would add ~15 KB
 * gzip to every page; same grammar and options; the seed's §9 limits are its defaults).
 */
import { parse as parseQs, stringify as stringifyQs } from 'qs-esm';
import type { UrlAdapter } from '../adapters/url';

const PARSE_OPTIONS = { arrayLimit: 20, depth: 5, parameterLimit: 1000, delimiter: '&' } as const;
const STRINGIFY_OPTIONS = { arrayFormat: 'indices', delimiter: '&' } as const;

export function parseQuery(search: string): Record<string, unknown> {
  return parseQs(search.startsWith('?') ? search.slice(1) : search, PARSE_OPTIONS) as Record<string, unknown>;
}

export function stringifyQuery(query: Record<string, unknown>): string {
  return stringifyQs(query, STRINGIFY_OPTIONS);
}

/** Reads one parameter of the current URL (undefined when absent). */
export function readQueryParam(url: UrlAdapter, name: string): unknown {
  const query = parseQuery(url.getSearch());
  return Object.prototype.hasOwnProperty.call(query, name) ? query[name] : undefined;
}

/** Writes (or removes, when `value` is undefined) one parameter, replacing the current URL. */
export function writeQueryParam(url: UrlAdapter, name: string, value: unknown): void {
  const query = parseQuery(url.getSearch());
  if (value === undefined) delete query[name];
  else query[name] = value;
  const search = stringifyQuery(query);
  url.replaceSearch(search === '' ? '' : `?${search}`);
}
