/** The deferred built-in sources: the same ids and paging as the sources, their fetches answered by the sources' code. */
import { describe, expect, it } from 'vitest';
import { createDeferredHttpSources } from './deferred-sources';
import { createDataSetSource, createStaticJsonSource } from './sources';

describe('createDeferredHttpSources', () => {
  it('stand for the static JSON and data set sources, loading their code with the first fetch', async () => {
    const asked: string[] = [];
    const fetch = async (url: string | URL | Request) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ data: [{ id: 1 }], total: 1 }), { status: 200 });
    };
    const sources = createDeferredHttpSources({ baseUrl: 'https://site.test/app/', fetch });
    for (const [deferred, real] of [
      [sources.static, createStaticJsonSource()],
      [sources.server, createDataSetSource()],
    ] as const) {
      expect({ id: deferred.id, nativePaging: deferred.nativePaging }).toEqual({ id: real.id, nativePaging: real.nativePaging });
    }
    const request = {
      collection: { id: 'c1', mode: 'static' as const },
      config: {},
      limit: 10,
      offset: 0,
      filter: undefined,
      sort: undefined,
      variables: {},
      signal: new AbortController().signal,
    };
    await expect(sources.static.fetch(request)).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    await sources.server.fetch(request);
    expect(asked[0]).toBe('https://site.test/app/collections/c1.json');
    expect(asked[1]).toContain('https://site.test/app/ww/cms_data_sets/c1/fetch');
  });
});
