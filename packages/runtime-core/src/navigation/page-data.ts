/** Loading a page's data file: GET data/{pageId}.json?wwlang=&_wwcv=, parsed with the design schema. */
import { isObjectLike } from '@kit/formula';
import { defaultFetch, joinUrl } from '../adapters/http';
import type { FetchFunction } from '../adapters/http';
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
  /**
   * Turns the body into page data. By default a structural check only (the publisher serves data it validated when
   * the site was compiled, and keeping the zod schema out of the browser bundle matters); pass `parsePageData` to
   * validate fully.
   */
  parse?: (body: unknown) => PageData;
}

/** The structural check the browser uses: an object with the page, its sections and its objects. */
export function checkPageData(body: unknown): PageData {
  if (!isObjectLike(body) || !isObjectLike(body.page) || !Array.isArray(body.sections) || !isObjectLike(body.wwObjects)) {
    throw new PageLoadError('Page data is malformed');
  }
  const data = body as Record<string, unknown>;
  for (const key of ['collections', 'variables', 'formulas', 'workflows', 'libraryComponents']) data[key] ??= [];
  return data as unknown as PageData;
}

export function createPageDataClient(options: PageDataClientOptions = {}): PageDataLoader {
  const fetch = options.fetch ?? defaultFetch();
  const base = options.baseUrl ?? '/';
  const parse = options.parse ?? checkPageData;
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
    return parse(body);
  };
}
