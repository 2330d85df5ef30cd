/**
 * REST-connector collections (seed 001 §7: a dynamic collection fetch runs in dynamic mode when not routed through
 * the server, and returns data or an error object): the collection's config is a REST request (url, method,
 * headers, queries, data…; `isThroughServer` sends it through the server's REST proxy), `resultKey` is where the rows
 * are in the answer and `totalKey` where the total is. Paging: with `pagination.limitQuery`/`offsetQuery` (or
 * `pageQuery`, 1-based, with `limitQuery` as the page size) the API pages and the request carries the collection's
 * limit and offset; without, every row is fetched and filtered, sorted and paged here. A failure rejects with the
 * runtime's error (HTTP status and body in its details), which the store keeps as the collection's error object.
 */
import { runClientQuery } from '@kit/runtime-core';
import type { CollectionFetchRequest, CollectionFetchResult, CollectionSource, RestRequestConfig, RestRuntime } from '@kit/runtime-core';
import { RestPluginError, wrapRestError } from './errors';

export interface RestCollectionPagination {
  /** Query parameter of the page size (`limit`). */
  limitQuery?: string;
  /** Query parameter of the first row's offset (`offset`). */
  offsetQuery?: string;
  /** Query parameter of the page number, starting at 1 (`page`), instead of an offset. */
  pageQuery?: string;
}

const isObjectLike = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The value at a dotted path (`data.items`, `meta.0.total`). */
function getByPath(source: unknown, path: string): unknown {
  let current = source;
  for (const key of path.split('.')) {
    if (!isObjectLike(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The configured queries with the paging parameters added, as the key/value list the runtime reads. */
function withPaging(queries: unknown, paging: Record<string, number>): Array<{ key: string; value: unknown }> {
  const list: Array<{ key: string; value: unknown }> = Array.isArray(queries)
    ? (queries as unknown[]).filter(
        (entry): entry is { key: string; value: unknown } => isObjectLike(entry) && typeof entry.key === 'string',
      )
    : isObjectLike(queries)
      ? Object.entries(queries).map(([key, value]) => ({ key, value }))
      : [];
  const named = new Set(Object.keys(paging));
  return [...list.filter((entry) => !named.has(entry.key)), ...Object.entries(paging).map(([key, value]) => ({ key, value }))];
}

function pagingQueries(pagination: RestCollectionPagination, request: CollectionFetchRequest): Record<string, number> | undefined {
  const limitQuery = text(pagination.limitQuery);
  const offsetQuery = text(pagination.offsetQuery);
  const pageQuery = text(pagination.pageQuery);
  if (limitQuery === undefined && offsetQuery === undefined && pageQuery === undefined) return undefined;
  const paging: Record<string, number> = {};
  if (limitQuery !== undefined && request.limit !== undefined) paging[limitQuery] = request.limit;
  if (offsetQuery !== undefined) paging[offsetQuery] = request.offset;
  if (pageQuery !== undefined)
    paging[pageQuery] = request.limit === undefined || request.limit <= 0 ? 1 : Math.floor(request.offset / request.limit) + 1;
  return paging;
}

function requestConfig(config: Readonly<Record<string, unknown>>, queries: unknown): RestRequestConfig {
  const url = text(config.url);
  if (url === undefined) throw RestPluginError.validation('NO_URL');
  return {
    url,
    method: text(config.method) ?? 'GET',
    data: config.data,
    headers: config.headers,
    queries,
    // Rows are picked here (resultKey), after the total is read from the whole answer.
    resultKey: null,
    dataType: text(config.dataType) ?? null,
    useRawBody: config.useRawBody === true,
    isWithCredentials: config.isWithCredentials === true,
    isThroughServer: config.isThroughServer === true,
  };
}

function rowsOf(answer: unknown, resultKey: string | undefined): unknown[] {
  const rows = resultKey === undefined ? answer : getByPath(answer, resultKey);
  if (!Array.isArray(rows))
    throw new RestPluginError('REST_COLLECTION_NOT_A_LIST', `The answer${resultKey ? ` at "${resultKey}"` : ''} is not a list of rows.`);
  return rows;
}

function totalOf(answer: unknown, totalKey: string | undefined): number | undefined {
  if (totalKey === undefined) return undefined;
  const total = Number(getByPath(answer, totalKey));
  return Number.isInteger(total) && total >= 0 ? total : undefined;
}

export function createRestCollectionSource(rest: () => RestRuntime, id = 'rest-api'): CollectionSource {
  return {
    id,
    nativePaging: true,
    async fetch(request): Promise<CollectionFetchResult> {
      const config = request.config;
      const pagination = isObjectLike(config.pagination) ? (config.pagination as RestCollectionPagination) : {};
      const paging = pagingQueries(pagination, request);
      let answer: unknown;
      try {
        answer = await rest().request(requestConfig(config, paging === undefined ? config.queries : withPaging(config.queries, paging)), {
          signal: request.signal,
        });
      } catch (error) {
        throw wrapRestError(error);
      }
      const rows = rowsOf(answer, text(config.resultKey));
      if (paging !== undefined) return { data: rows, total: totalOf(answer, text(config.totalKey)) ?? request.offset + rows.length };
      // The API gives every row: filter, sort and page here, as for a static collection.
      const all = runClientQuery(rows, { filter: request.filter, sort: request.sort });
      const data = all.data as unknown[];
      const page = request.limit === undefined ? data : data.slice(request.offset, request.offset + request.limit);
      return { data: page, total: all.total };
    },
  };
}
