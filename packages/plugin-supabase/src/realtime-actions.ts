/**
 * Realtime actions (seed 000 §5, §7): subscribe (postgres changes, broadcast, presence), unsubscribe, broadcast and
 * update presence; events fire the `<pluginId>-realtime:<type>` triggers with the channel name to filter on.
 */
import type { ActionHandler } from '@kit/runtime-core';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { arg, text } from './action-support';
import type { PluginHost } from './action-support';
import { SupabasePluginError } from './errors';

export const REALTIME_TYPES = ['postgres_changes', 'broadcast', 'presence'] as const;
export type RealtimeType = (typeof REALTIME_TYPES)[number];

/** What a realtime trigger receives: the channel, the event name and the provider's payload. */
export interface RealtimeEvent {
  channel: string;
  event: string | undefined;
  data: unknown;
}

export interface RealtimeHost extends PluginHost {
  /** Fires the workflows of `<pluginId>-realtime:<type>` for this channel. */
  fireRealtime(type: RealtimeType, event: RealtimeEvent): void;
}

function eventName(payload: unknown): string | undefined {
  const record = payload as { event?: unknown; eventType?: unknown } | undefined;
  const name = record?.event ?? record?.eventType;
  return typeof name === 'string' ? name : undefined;
}

export function realtimeActions(host: RealtimeHost): Record<string, ActionHandler> {
  const channels = new Map<string, RealtimeChannel>();

  function find(
    name: string | undefined,
    code: 'NOT_SUBSCRIBED_UNSUBSCRIBE' | 'NOT_SUBSCRIBED_SEND' | 'NOT_SUBSCRIBED_TRACK',
  ): RealtimeChannel {
    if (name === undefined) throw SupabasePluginError.realtime('CHANNEL_REQUIRED');
    const channel = channels.get(name);
    if (channel === undefined) throw SupabasePluginError.realtime(code, { channel: name });
    return channel;
  }

  function subscribe(client: SupabaseClient, name: string, channel: RealtimeChannel): Promise<void> {
    return new Promise((resolve, reject) => {
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          channels.delete(name);
          void client.removeChannel(channel);
          reject(SupabasePluginError.provider(error ?? new Error(status)));
        }
      });
    });
  }

  return {
    'supabase:realtime-subscribe': async (action, context) => {
      const client = host.client();
      const name = text(arg(action, context, 'channel'));
      if (name === undefined) throw SupabasePluginError.realtime('CHANNEL_REQUIRED');
      const type = text(arg(action, context, 'channelType')) as RealtimeType | undefined;
      if (type === undefined || !REALTIME_TYPES.includes(type)) throw SupabasePluginError.realtime('TYPE_REQUIRED');
      const event = text(arg(action, context, 'event')) ?? '*';
      const self = arg(action, context, 'self') === true;
      const presence = arg(action, context, 'presence') === true || type === 'presence';
      const channel = client.channel(name, { config: { broadcast: { self } } });
      const fire = (kind: RealtimeType) => (payload: unknown) =>
        host.fireRealtime(kind, { channel: name, event: eventName(payload), data: payload });
      if (type === 'postgres_changes') {
        const table = text(arg(action, context, 'table'));
        const filter = text(arg(action, context, 'filter'));
        const options = {
          event: event as '*',
          schema: text(arg(action, context, 'schema')) ?? 'public',
          ...(table ? { table } : {}),
          ...(filter ? { filter } : {}),
        };
        channel.on('postgres_changes', options, fire('postgres_changes'));
      } else if (type === 'broadcast') {
        channel.on('broadcast', { event }, fire('broadcast'));
      }
      if (presence) channel.on('presence', { event: '*' }, fire('presence'));
      channels.set(name, channel);
      await subscribe(client, name, channel);
      return null;
    },
    'supabase:realtime-unsubscribe': async (action, context) => {
      const client = host.client();
      const name = text(arg(action, context, 'channel'));
      const channel = find(name, 'NOT_SUBSCRIBED_UNSUBSCRIBE');
      channels.delete(name ?? '');
      await client.removeChannel(channel);
      return null;
    },
    'supabase:realtime-broadcast': async (action, context) => {
      host.client();
      const name = text(arg(action, context, 'channel'));
      if (name === undefined) throw SupabasePluginError.realtime('CHANNEL_REQUIRED');
      const event = text(arg(action, context, 'event'));
      if (event === undefined) throw SupabasePluginError.realtime('EVENT_REQUIRED');
      const channel = find(name, 'NOT_SUBSCRIBED_SEND');
      return channel.send({ type: 'broadcast', event, payload: arg(action, context, 'payload') });
    },
    'supabase:realtime-presence': async (action, context) => {
      host.client();
      const name = text(arg(action, context, 'channel'));
      if (name === undefined) throw SupabasePluginError.realtime('CHANNEL_REQUIRED');
      const state = arg(action, context, 'state');
      if (typeof state !== 'object' || state === null) throw SupabasePluginError.realtime('STATE_REQUIRED');
      const channel = find(name, 'NOT_SUBSCRIBED_TRACK');
      return channel.track(state as Record<string, unknown>);
    },
  };
}
