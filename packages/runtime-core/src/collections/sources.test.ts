/** The built-in sources against a real local HTTP server: static JSON and server data sets. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startTestServer } from '../testing/http-server';
import type { TestServer } from '../testing/http-server';
import { createDataSetSource, createStaticJsonSource } from './sources';
import type { CollectionFetchRequest } from './types';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.route('GET', '/app/collections/c1.json', (_request, response) => sendJson(response, 200, [{ id: 1 }]));
  server.route('GET', '/app/collections/wrapped.json', (_request, response) => sendJson(response, 200, { data: [1], total: 1 }));
  server.route('POST', '/app/ww/cms_data_sets/ds/fetch', (request, response) =>
    sendJson(response, 200, { data: [{ offset: request.query.get('offset') }], total: 40 }),
  );
  server.route('POST', '/app/ww/cms_data_sets/broken/fetch', (_request, response) =>
    sendJson(response, 500, { message: 'Data set failed' }),
  );
});
afterAll(() => server.close());

const request = (id: string, extra: Partial<CollectionFetchRequest> = {}): CollectionFetchRequest => ({
  collection: { id },
  config: {},
  limit: undefined,
  offset: 0,
  filter: undefined,
  sort: undefined,
  variables: {},
  signal: new AbortController().signal,
  ...extra,
});

describe('static JSON source', () => {
  it('GETs collections/{id}.json under the base URL', async () => {
    const source = createStaticJsonSource({ baseUrl: `${server.url}/app/` });
    expect(source.nativePaging).toBe(false);
    expect(await source.fetch(request('c1'))).toEqual({ data: [{ id: 1 }] });
    expect(await source.fetch(request('wrapped'))).toEqual({ data: [1], total: 1 });
  });

  it('fails with the status when the file is missing', async () => {
    const source = createStaticJsonSource({ baseUrl: `${server.url}/app` });
    await expect(source.fetch(request('missing'))).rejects.toMatchObject({
      code: 'COLLECTION_HTTP_ERROR',
      message: 'Static collection failed with status 404',
    });
  });
});

describe('server data set source', () => {
  it('POSTs /ww/cms_data_sets/{id}/fetch with limit and offset, the variables as the body', async () => {
    const source = createDataSetSource({ baseUrl: `${server.url}/app/` });
    const result = await source.fetch(request('ds', { limit: 10, offset: 20, variables: { search: 'pump' } }));
    expect(result).toEqual({ data: [{ offset: '20' }], total: 40 });
    const sent = server.requests.find((entry) => entry.path === '/app/ww/cms_data_sets/ds/fetch');
    expect(sent?.query.get('limit')).toBe('10');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ search: 'pump' });
    expect(sent?.headers['content-type']).toBe('application/json');
  });

  it("raises the server's message", async () => {
    const source = createDataSetSource({ baseUrl: `${server.url}/app/` });
    await expect(source.fetch(request('broken'))).rejects.toThrow('Data set failed');
  });
});
