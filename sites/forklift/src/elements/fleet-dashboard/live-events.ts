// New fault events of one organization as they are inserted, over this origin's realtime websocket with the
// member's token (delivery checks row-level security per subscriber: another organization's events never arrive).
// supabase-js loads on first use; the portal's plugins chunk already holds it.
import { cookieToken, pageAnonKey } from '../../search/page-session';

export interface LiveSubscription {
  close(): void;
}

export async function subscribeFaultEvents(
  organizationId: string,
  onInsert: (row: { id: string; truck_id: string }) => void,
  onLive: (live: boolean) => void,
): Promise<LiveSubscription> {
  const { createClient } = await import('@supabase/supabase-js');
  const key = pageAnonKey() ?? '';
  const client = createClient(window.location.origin, key, { accessToken: async () => cookieToken() ?? key });
  // The client sets the token on its own a moment later; a channel joined before that joins as a visitor and, with
  // row-level security, receives nothing. Set it first.
  await client.realtime.setAuth(cookieToken() ?? key);
  const channel = client
    .channel(`fleet-events:${organizationId}`)
    .on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'fleet_fault_events', filter: `organization_id=eq.${organizationId}` },
      (payload) => onInsert(payload.new as { id: string; truck_id: string }),
    )
    .subscribe((status) => onLive(status === 'SUBSCRIBED'));
  return {
    close() {
      void client.removeChannel(channel);
      client.realtime.disconnect();
    },
  };
}
