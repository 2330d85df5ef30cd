/**
 * The edge-function invoke action's event-stream mode against the platform's /functions/v1 (a real streaming
 * function, supabase-js): items land in the stream variable as they arrive, named events as {event, data}, [DONE]
 * ends, and failures end the stream with the seed's function messages.
 */
import { createTestRuntime } from '@kit/runtime-core/testing';
import { startTestPlatform, testBackends } from '@kit/platform/testing';
import type { TestPlatform } from '@kit/platform/testing';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCookies } from './cookies';
import { createSupabasePlugin } from './plugin';
import type { SupabasePlugin } from './plugin';
import { nodeClientOptions } from './testing/node-client';
import { runAction } from './testing/run-action';

const STREAMED = [
  { event: 'match', data: { code: 'E-101' } },
  { delta: 'Check ' },
  { event: 'step', data: { kind: 'check', text: 'Inspect the fuse' } },
];

describe.each(testBackends())('edge function streaming on %s', (backend) => {
  let platform: TestPlatform;
  let plugin: SupabasePlugin;

  beforeAll(async () => {
    platform = await startTestPlatform({ backend, functionDirs: [fileURLToPath(new URL('./testing/functions', import.meta.url))] });
    plugin = createSupabasePlugin(
      { projectUrl: platform.url, publicKey: platform.anonKey, connectionMode: 'custom' },
      { cookies: createMemoryCookies(), clientOptions: nodeClientOptions() },
    );
  });
  afterAll(async () => {
    plugin?.dispose();
    await platform?.close();
  });

  function streamingRuntime() {
    const runtime = createTestRuntime({ variables: [{ id: 'answer', type: 'array', defaultValue: [] }] });
    plugin.install(runtime);
    runtime.variables.set('answer', ['stale']);
    return runtime;
  }

  it('appends each item to the variable as it arrives, before the stream ends', async () => {
    const runtime = streamingRuntime();
    const snapshots: unknown[] = [];
    const times: number[] = [];
    runtime.variables.subscribe('answer', () => {
      snapshots.push(runtime.variables.peek('answer'));
      times.push(Date.now());
    });
    const result = await runAction(runtime, 'supabase:invoke-function', {
      functionName: 'stream',
      useStreaming: true,
      streamVariableId: 'answer',
      body: { brand: 'x' },
    });
    const end = Date.now();
    expect(result).toEqual(STREAMED);
    expect(runtime.variables.peek('answer')).toEqual(STREAMED);
    // Reset first, then one update per item; the first item was there while the function still paused twice
    // (2 × 150 ms) before its last one: nothing was buffered until the end.
    expect(snapshots).toEqual([[], STREAMED.slice(0, 1), STREAMED.slice(0, 2), STREAMED]);
    expect(end - (times[1] ?? end)).toBeGreaterThanOrEqual(250);
  });

  it('stops at [DONE] and ignores what follows', async () => {
    const runtime = streamingRuntime();
    await runAction(runtime, 'supabase:invoke-function', {
      functionName: 'stream',
      useStreaming: true,
      streamVariableId: 'answer',
      queryString: [
        { key: 'done', value: 1 },
        { key: 'pause', value: 1 },
      ],
    });
    expect(runtime.variables.peek('answer')).toEqual(STREAMED);
  });

  it('ends a broken stream with the seed fetch-error message, keeping what arrived', async () => {
    const runtime = streamingRuntime();
    const failure = runAction(runtime, 'supabase:invoke-function', {
      functionName: 'stream',
      useStreaming: true,
      streamVariableId: 'answer',
      queryString: [{ key: 'fail', value: 1 }],
    });
    await expect(failure).rejects.toThrow(/^Function fetch error: /);
    expect(runtime.variables.peek('answer')).toEqual(STREAMED.slice(0, 1));
  });

  it('fails with the status message when the function answers an error, the variable emptied', async () => {
    const runtime = streamingRuntime();
    await expect(
      runAction(runtime, 'supabase:invoke-function', { functionName: 'teapot', useStreaming: true, streamVariableId: 'answer' }),
    ).rejects.toThrow('Function returned an error status: 418');
    expect(runtime.variables.peek('answer')).toEqual([]);
  });

  it('gives a function answering without a stream as one item', async () => {
    const runtime = streamingRuntime();
    const result = await runAction(runtime, 'supabase:invoke-function', {
      functionName: 'echo',
      useStreaming: true,
      streamVariableId: 'answer',
      body: { a: 1 },
    });
    expect(result).toEqual([{ method: 'POST', query: {}, body: { a: 1 } }]);
    expect(runtime.variables.peek('answer')).toEqual([{ method: 'POST', query: {}, body: { a: 1 } }]);
  });
});
