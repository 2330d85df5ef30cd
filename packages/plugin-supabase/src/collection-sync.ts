/**
 * Collection sync (seed 000 §4): one channel per realtime table (`ww:public:<table>`) patches every collection on
 * that table; after a local write the same patch is applied only for tables that are not realtime, so nothing
 * is applied twice.
 */
import type { RealtimeChange, RealtimeChangeType } from '@kit/runtime-core';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';

/** What the sync patches: the runtime's collection store. */
export interface TableChangeTarget {
  applyTableChange(table: string, change: RealtimeChange, primaryKeys?: readonly string[]): number;
}

export interface CollectionSync {
  /** Subscribes the realtime tables; resolves once every channel is joined. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Applies a local write to collections on a table that is not realtime. */
  afterWrite(table: string, type: RealtimeChangeType, rows: readonly Readonly<Record<string, unknown>>[]): void;
}

export const realtimeChannelName = (table: string, schema = 'public'): string => `ww:${schema}:${table}`;

export class RealtimeSubscribeError extends Error {
  override name = 'RealtimeSubscribeError';
  readonly code = 'REALTIME_SUBSCRIBE_FAILED';
}

interface ChangePayload {
  eventType: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
}

function toChange(payload: ChangePayload): RealtimeChange | undefined {
  if (payload.eventType === 'INSERT' || payload.eventType === 'UPDATE')
    return { type: payload.eventType, record: payload.new, oldRecord: payload.old };
  if (payload.eventType === 'DELETE') return { type: 'DELETE', oldRecord: payload.old };
  return undefined;
}

export function createCollectionSync(
  client: SupabaseClient,
  target: TableChangeTarget,
  realtimeTables: readonly string[] = [],
): CollectionSync {
  const channels: RealtimeChannel[] = [];
  const realtime = new Set(realtimeTables);

  function join(table: string): Promise<void> {
    const channel = client
      .channel(realtimeChannelName(table))
      .on('postgres_changes', { event: '*', schema: 'public', table }, (payload: ChangePayload) => {
        const change = toChange(payload);
        if (change) target.applyTableChange(table, change);
      });
    channels.push(channel);
    return new Promise((resolve, reject) => {
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          reject(new RealtimeSubscribeError(`Realtime subscription to ${table} failed: ${error?.message ?? status}`, { cause: error }));
        }
      });
    });
  }

  return {
    start: async () => {
      await Promise.all([...realtime].map(join));
    },
    stop: async () => {
      await Promise.all(channels.splice(0).map((channel) => client.removeChannel(channel)));
    },
    afterWrite(table, type, rows) {
      if (realtime.has(table)) return;
      for (const row of rows) {
        target.applyTableChange(table, type === 'DELETE' ? { type, oldRecord: row } : { type, record: row });
      }
    },
  };
}
