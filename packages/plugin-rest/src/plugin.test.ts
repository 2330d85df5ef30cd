/**
 * The REST request action against a real loopback API (direct, form-encoded, resultKey, HTTP errors, network
 * failures, SSE into a variable) and through the publisher's real REST proxy; messages verbatim.
 */
import { REST_MESSAGES } from '@kit/runtime-core';
import { createTestRuntime } from '@kit/runtime-core/testing';
import type { TestRuntime } from '@kit/runtime-core/testing';
import { createJwtService } from '@kit/platform';
import { registerRestProxyRoutes } from '@kit/publisher';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_PLUGIN_MESSAGES } from './errors';
import { createRestPlugin, REST_REQUEST_ACTION } from './plugin';
import { runAction } from './testing/run-action';
import { startTargetServer } from './testing/target-server';
import type { TargetServer } from './testing/target-server';

let target: TargetServer;
let proxy: FastifyInstance;
let proxyUrl: string;
let anonKey: string;

beforeAll(async () => {
  target = await startTargetServer();
  proxy = Fastify({ logger: false });
  const jwt = createJwtService('plugin-rest-test-secret-with-at-least-32-chars');
  anonKey = await jwt.sign({ role: 'anon', iss: 'supabase' });
  await registerRestProxyRoutes(proxy, { allowedHosts: [target.host], jwt });
  proxyUrl = await proxy.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await proxy?.close();
  await target?.close();
});

function setup(websiteId: string | null = 'site-1'): TestRuntime {
  const runtime = createTestRuntime();
  runtime.variables.define([{ id: 'answer', type: 'array', defaultValue: ['stale'] }]);
  createRestPlugin({ websiteId: websiteId ?? undefined, apiUrl: proxyUrl, apiKey: anonKey }).install(runtime);
  return runtime;
}

const kv = (entries: Record<string, unknown>) => Object.entries(entries).map(([key, value]) => ({ key, value }));

describe('validation messages, verbatim', () => {
  it.each([
    ['no URL', { method: 'GET' }, REST_PLUGIN_MESSAGES.NO_URL],
    [
      'streaming through the server',
      { url: 'https://api.example/x', isThroughServer: true, useStreaming: true },
      'Streaming is not supported with server-side requests.',
    ],
    [
      'through the server without a website id',
      { url: 'https://api.example/x', isThroughServer: true },
      REST_PLUGIN_MESSAGES.NO_WEBSITE_ID,
    ],
  ])('%s', async (name, settings, message) => {
    const runtime = name.includes('without a website id') ? setup(null) : setup();
    await expect(runAction(runtime, REST_REQUEST_ACTION, settings)).rejects.toThrow(message);
  });

  it('uses the runtime message for streaming through the server', () => {
    expect(REST_MESSAGES.STREAMING_THROUGH_SERVER).toBe('Streaming is not supported with server-side requests.');
  });
});

describe('direct requests', () => {
  it('sends JSON with queries and headers and picks the result key', async () => {
    const result = await runAction(setup(), REST_REQUEST_ACTION, {
      url: `${target.url}/parts`,
      method: 'POST',
      data: kv({ name: 'Brake pad', price: 40 }),
      queries: kv({ brand: 'Linde' }),
      headers: kv({ 'X-Api-Key': 'k1' }),
      resultKey: 'result',
    });
    expect(result).toEqual({
      method: 'POST',
      path: '/parts',
      query: { brand: 'Linde' },
      contentType: 'application/json',
      apiKey: 'k1',
      body: '{"name":"Brake pad","price":40}',
    });
  });

  it('sends form-encoded data when asked', async () => {
    const result = (await runAction(setup(), REST_REQUEST_ACTION, {
      url: `${target.url}/form`,
      method: 'PUT',
      dataType: 'application/x-www-form-urlencoded',
      data: kv({ a: '1', b: 'two words' }),
      resultKey: 'result',
    })) as { body: string; contentType: string };
    expect(result.contentType).toBe('application/x-www-form-urlencoded');
    expect(result.body).toBe('a=1&b=two%20words');
  });

  it('fails with the status and keeps the response body', async () => {
    const error = await runAction(setup(), REST_REQUEST_ACTION, { url: `${target.url}/fail` }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'REST_HTTP_ERROR',
      message: 'Request failed with status code 422',
      details: { status: 422, data: { error: 'invalid part number' } },
    });
  });

  it('wraps a network failure with its cause', async () => {
    const error = await runAction(setup(), REST_REQUEST_ACTION, { url: 'http://127.0.0.1:9/nothing' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'RestPluginError', code: 'REST_REQUEST_FAILED' });
    expect((error as Error).cause).toBeInstanceOf(Error);
  });
});

describe('streaming', () => {
  it('resets the variable, appends each item as it arrives, stops at [DONE] and returns the items', async () => {
    const runtime = setup();
    const seen: unknown[] = [];
    runtime.variables.subscribe('answer', () => seen.push(runtime.variables.peek('answer')));
    const result = await runAction(runtime, REST_REQUEST_ACTION, {
      url: `${target.url}/stream`,
      useStreaming: true,
      streamVariableId: 'answer',
    });
    const items = [{ delta: 'Hel' }, { delta: 'lo' }, 'plain text'];
    expect(result).toEqual(items);
    expect(runtime.variables.peek('answer')).toEqual(items);
    expect(seen[0]).toEqual([]);
    expect(seen.length).toBeGreaterThanOrEqual(4);
  });

  it('returns the items when the stream variable does not exist, with a warning', async () => {
    const runtime = setup();
    const result = await runAction(runtime, REST_REQUEST_ACTION, {
      url: `${target.url}/stream`,
      useStreaming: true,
      streamVariableId: 'nope',
    });
    expect(result).toEqual([{ delta: 'Hel' }, { delta: 'lo' }, 'plain text']);
    expect(runtime.log.entries.some((entry) => entry.level === 'warn' && entry.meta?.variableId === 'nope')).toBe(true);
  });
});

describe('through the publisher REST proxy', () => {
  it('answers with the target reply', async () => {
    const result = await runAction(setup(), REST_REQUEST_ACTION, {
      url: `${target.url}/parts`,
      method: 'POST',
      isThroughServer: true,
      data: kv({ name: 'Fork chain' }),
      queries: kv({ page: '2' }),
      headers: kv({ 'x-api-key': 'k2' }),
      resultKey: 'result',
    });
    expect(result).toMatchObject({ method: 'POST', path: '/parts', query: { page: '2' }, apiKey: 'k2', body: '{"name":"Fork chain"}' });
  });

  it('passes on the target status', async () => {
    await expect(runAction(setup(), REST_REQUEST_ACTION, { url: `${target.url}/fail`, isThroughServer: true })).rejects.toMatchObject({
      code: 'REST_HTTP_ERROR',
      details: { status: 422 },
    });
  });

  it('shows the proxy refusal of a private address', async () => {
    await expect(runAction(setup(), REST_REQUEST_ACTION, { url: 'http://10.0.0.1/admin', isThroughServer: true })).rejects.toMatchObject({
      code: 'REST_HTTP_ERROR',
      details: { status: 403, data: { code: 'proxy_target_forbidden' } },
    });
  });
});
