/** Loading a page's data file: GET data/{pageId}.json?wwlang=&_wwcv=, parsed with the design schema. */
import { isObjectLike } from '@kit/formula';
import { defaultFetch, joinUrl } from '../adapters/http';
import type { FetchFunction } from '../adapters/http';
import { parsePageData } from '../design/parse';
import type { PageData } from '../design/schema';
import { RuntimeCoreError } from '../errors';

/** A page could not be loaded; `redirectUrl` is where the server asks the visitor to go instead. */
export class PageLoadError extends RuntimeCoreError {
  override name = 'PageLoadError';
  readonly redirectUrl: string | undefined;

  constructor(message: string, options: { status?: number; redirectUrl?: string; cause?: unknown } = {}) {
    super('PAGE_LOAD_FAILED', message, {
      details: { status: options.status, redirectUrl: options.redirectUrl },
      cause: options.cause,
    });
    this.redirectUrl = options.redirectUrl;
  }
}

export type PageDataLoader = (pageId: string, lang: string) => Promise<PageData>;

export interface PageDataClientOptions {
  baseUrl?: string;
  cacheVersion?: string | number | null;
  fetch?: FetchFunction;
}

export function createPageDataClient(options: PageDataClientOptions = {}): PageDataLoader {
  const fetch = options.fetch ?? defaultFetch();
  const base = options.baseUrl ?? '/';
  return async (pageId, lang) => {
    const query = new URLSearchParams({ wwlang: lang, _wwcv: String(options.cacheVersion ?? '') });
    const url = joinUrl(base, `data/${encodeURIComponent(pageId)}.json?${query.toString()}`);
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' } });
    } catch (error) {
      throw new PageLoadError('Page data could not be loaded', { cause: error });
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const fromBody = isObjectLike(body) ? (body.redirectUrl ?? body.url) : undefined;
      const redirectUrl = typeof fromBody === 'string' ? fromBody : (response.headers.get('location') ?? undefined);
      throw new PageLoadError(`Page data could not be loaded (status ${response.status})`, { status: response.status, redirectUrl });
    }
    return parsePageData(body);
  };
}
