// Changes to one organization's work orders as they happen, over this origin's realtime websocket with the member's
// token (delivery checks row-level security per subscriber). supabase-js loads on first use.
import { cookieToken, pageAnonKey } from '../../search/page-session';

export interface LiveSubscription {
  close(): void;
}

export async function subscribeWorkOrders(
  organizationId: string,
  onChange: (change: { eventType: string; id: string | undefined }) => void,
  onLive: (live: boolean) => void,
): Promise<LiveSubscription> {
  const { createClient } = await import('@supabase/supabase-js');
  const key = pageAnonKey() ?? '';
  const client = createClient(window.location.origin, key, { accessToken: async () => cookieToken() ?? key });
  // Set before joining, or the channel joins as a visitor and receives nothing (see fleet-dashboard/live-events.ts).
  await client.realtime.setAuth(cookieToken() ?? key);
  const channel = client
    .channel(`work-orders:${organizationId}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'work_orders', filter: `organization_id=eq.${organizationId}` },
      (payload) => onChange({ eventType: payload.eventType, id: ((payload.new ?? payload.old) as { id?: string } | null)?.id }),
    )
    .subscribe((status) => onLive(status === 'SUBSCRIBED'));
  return {
    close() {
      void client.removeChannel(channel);
      client.realtime.disconnect();
    },
  };
}
