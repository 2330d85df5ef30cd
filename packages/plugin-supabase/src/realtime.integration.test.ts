/** Realtime actions against the platform: broadcast between two visitors, triggers filtered by channel, channel-not-found. */
import { createTestRuntime } from '@kit/runtime-core/testing';
import type { WorkflowDefinition } from '@kit/runtime-core';
import { startTestPlatform, testBackends } from '@kit/platform/testing';
import type { TestPlatform } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryCookies } from './cookies';
import { createSupabasePlugin, realtimeTrigger } from './plugin';
import type { SupabasePlugin } from './plugin';
import type { RealtimeEvent } from './realtime-actions';
import { nodeClientOptions } from './testing/node-client';
import { runAction } from './testing/run-action';

describe.each(testBackends())('realtime actions against the platform on %s', (backend) => {
  let platform: TestPlatform;
  const plugins: SupabasePlugin[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform({ backend });
  });
  afterAll(async () => {
    for (const plugin of plugins) plugin.dispose();
    await platform?.close();
  });

  function setup(pageWorkflows: WorkflowDefinition[] = []) {
    const plugin = createSupabasePlugin(
      { projectUrl: platform.url, publicKey: platform.anonKey, connectionMode: 'custom' },
      { cookies: createMemoryCookies(), clientOptions: nodeClientOptions() },
    );
    plugins.push(plugin);
    const runtime = createTestRuntime({ pageWorkflows });
    plugin.install(runtime);
    return { plugin, runtime };
  }

  it('broadcasts between two visitors and fires the trigger of the subscribed channel only', async () => {
    const received: RealtimeEvent[] = [];
    const record = (id: string, channel: string): WorkflowDefinition =>
      ({
        id,
        trigger: realtimeTrigger('supabase', 'broadcast'),
        triggerConditions: { channel },
        actions: { a: { id: 'a', type: 'record' } },
        firstAction: 'a',
      }) as WorkflowDefinition;
    const listener = setup([record('on-room', 'room'), record('on-other', 'other')]);
    listener.runtime.actions.register('record', (_action, context) => {
      received.push(context.event as RealtimeEvent);
    });
    const sender = setup();
    await runAction(listener.runtime, 'supabase:realtime-subscribe', { channel: 'room', channelType: 'broadcast', event: 'ping' });
    await runAction(sender.runtime, 'supabase:realtime-subscribe', { channel: 'room', channelType: 'broadcast' });
    await runAction(sender.runtime, 'supabase:realtime-broadcast', { channel: 'room', event: 'ping', payload: { n: 1 } });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    expect(received[0]).toMatchObject({ channel: 'room', event: 'ping', data: { payload: { n: 1 } } });

    await runAction(sender.runtime, 'supabase:realtime-presence', { channel: 'room', state: { user: 'sender' } });
    await runAction(listener.runtime, 'supabase:realtime-unsubscribe', { channel: 'room' });
    await expect(runAction(listener.runtime, 'supabase:realtime-broadcast', { channel: 'room', event: 'ping' })).rejects.toThrow(
      'Channel not found, please subscribe to the channel before sending a message.',
    );
  });
});
