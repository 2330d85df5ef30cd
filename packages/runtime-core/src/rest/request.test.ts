/** The REST runtime against a real local HTTP server: JSON, form, multipart, through-server, SSE lines, failures. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../adapters/logger';
import { sendJson, startTestServer } from '../testing/http-server';
import type { TestServer } from '../testing/http-server';
import { createVariableStore } from '../variables/store';
import { processKeyValues } from './key-values';
import { createRestRuntime, variableStreamTarget } from './request';
import { parseStreamLine } from './stream';

let server: TestServer;
const echo: Parameters<TestServer['route']>[2] = (request, response) =>
  sendJson(response, 200, {
    result: {
      method: request.method,
      query: Object.fromEntries(request.query),
      contentType: request.headers['content-type'] ?? null,
      auth: request.headers.authorization ?? null,
      body: request.body,
    },
  });

beforeAll(async () => {
  server = await startTestServer();
  for (const method of ['GET', 'POST', 'PUT', 'DELETE']) server.route(method, '/echo', echo);
  server.route('POST', '/designs/site-1/rest-api/request', (request, response) =>
    sendJson(response, 200, { proxied: JSON.parse(request.body) }),
  );
  server.route('POST', '/designs/site-2/rest-api/request', (request, response) =>
    sendJson(response, 200, { apikey: request.headers.apikey ?? null }),
  );
  server.route('GET', '/fail', (_request, response) => sendJson(response, 422, { error: 'bad' }));
  server.route('GET', '/text', (_request, response) => void response.writeHead(200, { 'content-type': 'text/plain' }).end('plain text'));
  server.route('POST', '/sse', async (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const lines = [
      ': a comment',
      'id: 1',
      'event: message',
      'retry: 1000',
      'data: {"delta":"Hel"}',
      '',
      'data: lo',
      '{"plain":true}',
      'not json at all',
      'data: [1,2]',
      'data: [DONE]',
      'data: "after done"',
    ];
    // split across writes, mid-line, to exercise buffering
    const text = lines.join('\n') + '\n';
    response.write(text.slice(0, 17));
    await new Promise((resolve) => setTimeout(resolve, 10));
    response.end(text.slice(17));
  });
  server.route('GET', '/sse-named', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const blocks = [
      'event: match\ndata: {"code":"E1"}\n\n',
      'data: plain\n\n',
      'event: step\nid: 3\ndata: {"text":"Check"}\ndata: more\n\n',
      'event: message\ndata: 1\n\n',
      'event: done\ndata: {}\n\n',
    ];
    response.end(blocks.join(''));
  });
  server.route('GET', '/sse-unterminated', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.end('data: {"a":1}\ndata: last');
  });
  server.route(
    'GET',
    '/sse-fail',
    (_request, response) => void response.writeHead(503, { 'content-type': 'text/plain' }).end('overloaded'),
  );
});
afterAll(() => server.close());

const kv = (entries: Record<string, unknown>) => Object.entries(entries).map(([key, value]) => ({ key, value }));

describe('direct calls', () => {
  it('sends JSON by default with queries and headers, and returns the value at resultKey', async () => {
    const rest = createRestRuntime();
    const result = await rest.request({
      url: `${server.url}/echo`,
      method: 'post',
      data: kv({ a: 1, b: { c: true } }),
      queries: kv({ q: 'pump', page: 2 }),
      headers: kv({ Authorization: 'Bearer t' }),
      resultKey: 'result',
    });
    expect(result).toEqual({
      method: 'POST',
      query: { q: 'pump', page: '2' },
      contentType: 'application/json',
      auth: 'Bearer t',
      body: '{"a":1,"b":{"c":true}}',
    });
  });

  it('sends no body for GET and reads text responses', async () => {
    const rest = createRestRuntime();
    expect(await rest.request({ url: `${server.url}/echo`, data: kv({ a: 1 }), resultKey: 'result.body' })).toBe('');
    expect(await rest.request({ url: `${server.url}/text` })).toBe('plain text');
  });

  it('encodes form-urlencoded bodies as a query string', async () => {
    const rest = createRestRuntime();
    const result = (await rest.request({
      url: `${server.url}/echo`,
      method: 'PUT',
      dataType: 'application/x-www-form-urlencoded',
      data: kv({ name: 'a b', list: [1, 2] }),
      resultKey: 'result',
    })) as { body: string; contentType: string };
    expect(result.contentType).toBe('application/x-www-form-urlencoded');
    expect(decodeURIComponent(result.body)).toBe('name=a b&list[0]=1&list[1]=2');
  });

  it('sends multipart/form-data as form fields', async () => {
    const rest = createRestRuntime();
    const result = (await rest.request({
      url: `${server.url}/echo`,
      method: 'POST',
      dataType: 'multipart/form-data',
      data: kv({ title: 'manual', meta: { v: 1 } }),
      resultKey: 'result',
    })) as { body: string; contentType: string };
    expect(result.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(result.body).toContain('name="title"\r\n\r\nmanual');
    expect(result.body).toContain('name="meta"\r\n\r\n{"v":1}');
  });

  it('sends a raw body as is', async () => {
    const rest = createRestRuntime();
    const body = await rest.request({
      url: `${server.url}/echo`,
      method: 'POST',
      useRawBody: true,
      dataType: 'text/plain',
      data: 'raw!',
      resultKey: 'result.body',
    });
    expect(body).toBe('raw!');
  });

  it('raises the status of a failed call with its body', async () => {
    const rest = createRestRuntime();
    await expect(rest.request({ url: `${server.url}/fail` })).rejects.toMatchObject({
      code: 'REST_HTTP_ERROR',
      message: 'Request failed with status code 422',
      details: { status: 422, data: { error: 'bad' } },
    });
  });
});

describe('through the server', () => {
  it("sends the site's key as apikey when it has one (the server's proxy requires it)", async () => {
    const config = { url: 'https://api.example.com/x', isThroughServer: true };
    expect(await createRestRuntime({ apiBaseUrl: server.url, websiteId: 'site-2', apiKey: 'anon-key' }).request(config)).toEqual({
      apikey: 'anon-key',
    });
    expect(await createRestRuntime({ apiBaseUrl: server.url, websiteId: 'site-2' }).request(config)).toEqual({ apikey: null });
  });

  it('POSTs /designs/{websiteId}/rest-api/request with url, method, data, queries, headers, dataType, useRawBody', async () => {
    const rest = createRestRuntime({ apiBaseUrl: server.url, websiteId: 'site-1' });
    const result = await rest.request({
      url: 'https://api.example.com/x',
      method: 'post',
      isThroughServer: true,
      data: kv({ a: 1 }),
      queries: kv({ q: 1 }),
      headers: kv({ 'X-Key': 'k' }),
      resultKey: 'proxied',
    });
    expect(result).toEqual({
      url: 'https://api.example.com/x',
      method: 'POST',
      data: { a: 1 },
      queries: { q: 1 },
      headers: { 'X-Key': 'k' },
      dataType: 'application/json',
      useRawBody: false,
    });
  });

  it("refuses streaming: 'Streaming is not supported with server-side requests.'", async () => {
    const rest = createRestRuntime();
    await expect(rest.request({ url: 'x', isThroughServer: true, useStreaming: true })).rejects.toThrow(
      'Streaming is not supported with server-side requests.',
    );
  });
});

describe('streaming', () => {
  it('applies every line rule and appends each item to the stream variable, reset first', async () => {
    const variables = createVariableStore([{ id: 'out', type: 'array', defaultValue: [] }]);
    variables.set('out', ['stale']);
    const rest = createRestRuntime({ streamTarget: (id) => variableStreamTarget(variables, id) });
    const seen: unknown[] = [];
    const unsubscribe = variables.subscribe('out', () => seen.push(variables.peek('out')));
    const result = await rest.request({
      url: `${server.url}/sse`,
      method: 'POST',
      useStreaming: true,
      streamVariableId: 'out',
      data: kv({ prompt: 'hi' }),
    });
    unsubscribe();
    const expected = [{ delta: 'Hel' }, 'lo', { plain: true }, [1, 2]];
    expect(result).toEqual(expected);
    expect(variables.peek('out')).toEqual(expected);
    expect(seen[0]).toEqual([]);
    expect(seen).toHaveLength(5);
    const sent = server.requests.find((request) => request.path === '/sse');
    expect(sent?.headers.accept).toBe('text/event-stream');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ prompt: 'hi' });
  });

  it('keeps named events with their data; the default message event and unnamed data stay plain', async () => {
    const rest = createRestRuntime();
    expect(await rest.request({ url: `${server.url}/sse-named`, useStreaming: true })).toEqual([
      { event: 'match', data: { code: 'E1' } },
      'plain',
      { event: 'step', data: { text: 'Check' } },
      { event: 'step', data: 'more' },
      1,
      { event: 'done', data: {} },
    ]);
  });

  it('reads a last line without a newline', async () => {
    const rest = createRestRuntime();
    expect(await rest.request({ url: `${server.url}/sse-unterminated`, useStreaming: true })).toEqual([{ a: 1 }, 'last']);
  });

  it('fails a non-OK stream with the HTTP status and body text', async () => {
    const rest = createRestRuntime();
    await expect(rest.request({ url: `${server.url}/sse-fail`, useStreaming: true })).rejects.toMatchObject({
      code: 'REST_STREAM_HTTP_ERROR',
      message: 'HTTP error! status: 503, body: overloaded',
    });
  });

  it("fails without a readable body: 'ReadableStream not supported in this browser.'", async () => {
    const rest = createRestRuntime({ fetch: async () => ({ ok: true, body: null }) as Response });
    await expect(rest.request({ url: 'x', useStreaming: true })).rejects.toThrow('ReadableStream not supported in this browser.');
  });

  it.each([
    ['data: {"a":1}', { kind: 'item', value: { a: 1 } }],
    ['data:raw text', { kind: 'item', value: 'raw text' }],
    ['data: [DONE]', { kind: 'done' }],
    ['id: 7', { kind: 'ignored' }],
    ['event: delta', { kind: 'event', name: 'delta' }],
    ['retry: 10', { kind: 'ignored' }],
    [': keep-alive', { kind: 'ignored' }],
    ['{"x":2}', { kind: 'item', value: { x: 2 } }],
    ['hello', { kind: 'ignored' }],
    ['   ', { kind: 'ignored' }],
    ['data: 5\r', { kind: 'item', value: 5 }],
  ])('line %j', (line, expected) => {
    expect(parseStreamLine(line)).toEqual(expected);
  });
});

describe('key/value lists', () => {
  it('skips invalid items with a warning', () => {
    const logger = createMemoryLogger();
    expect(processKeyValues('headers', [{ key: 'a', value: 1 }, { value: 2 }, null, { key: '', value: 3 }, 'x'], logger)).toEqual({ a: 1 });
    expect(logger.messages('warn')).toEqual([
      'Invalid headers item skipped',
      'Invalid headers item skipped',
      'Invalid headers item skipped',
      'Invalid headers item skipped',
    ]);
  });

  it("throws 'Failed to process {kind}: {message}' for a value that is not a list", () => {
    expect(() => processKeyValues('data', 'oops')).toThrow('Failed to process data: data must be a list of key/value items');
    expect(() => processKeyValues('queries', { a: 1 })).toThrow('Failed to process queries: queries must be a list of key/value items');
    expect(processKeyValues('data', undefined)).toEqual({});
  });
});
