/** Test support: supabase-js client options for Node 20 (the `ws` transport, no persisted session, no refresh timer). */
import type { SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';

type RealtimeOptions = NonNullable<SupabaseClientOptions<'public'>['realtime']>;

export function nodeClientOptions(): SupabaseClientOptions<'public'> {
  return {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as RealtimeOptions['transport'] },
  };
}
