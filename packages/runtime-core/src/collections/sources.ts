/**
 * The built-in collection sources: published static JSON (`GET collections/{id}.json`) and server data
 * sets (`POST /ww/cms_data_sets/{id}/fetch?limit=&offset=` with the variables as the body).
 */
import { isObjectLike } from '@kit/formula';
import { defaultFetch, joinUrl } from '../adapters/http';
import type { FetchFunction } from '../adapters/http';
import { RuntimeCoreError } from '../errors';
import type { CollectionFetchResult, CollectionSource } from './types';

export interface HttpSourceOptions {
  /** Where the site is served from ("/" or "https://x.io/app/"). */
  baseUrl?: string;
  fetch?: FetchFunction;
}

async function readJson(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    // a text body is kept as is
  }
  if (!response.ok) {
    const message = isObjectLike(body) && typeof body.message === 'string' ? body.message : `${what} failed with status ${response.status}`;
    throw new RuntimeCoreError('COLLECTION_HTTP_ERROR', message, { details: { status: response.status, body } });
  }
  return body;
}

function toResult(body: unknown): CollectionFetchResult {
  if (isObjectLike(body) && 'data' in body) {
    const total = typeof body.total === 'number' ? body.total : undefined;
    return total === undefined ? { data: body.data } : { data: body.data, total };
  }
  return { data: body };
}

export function createStaticJsonSource(options: HttpSourceOptions = {}): CollectionSource {
  const fetch = options.fetch ?? defaultFetch();
  const base = options.baseUrl ?? '/';
  return {
    id: 'static',
    nativePaging: false,
    async fetch({ collection, signal }) {
      const response = await fetch(joinUrl(base, `collections/${encodeURIComponent(collection.id)}.json`), { signal });
      return toResult(await readJson(response, 'Static collection'));
    },
  };
}

export function createDataSetSource(options: HttpSourceOptions = {}): CollectionSource {
  const fetch = options.fetch ?? defaultFetch();
  const base = options.baseUrl ?? '/';
  return {
    id: 'cms-data-set',
    nativePaging: true,
    async fetch({ collection, limit, offset, variables, signal }) {
      const query = new URLSearchParams();
      if (limit !== undefined) query.set('limit', String(limit));
      query.set('offset', String(offset));
      const url = joinUrl(base, `ww/cms_data_sets/${encodeURIComponent(collection.id)}/fetch?${query.toString()}`);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(variables),
        signal,
      });
      return toResult(await readJson(response, 'Data set'));
    },
  };
}
