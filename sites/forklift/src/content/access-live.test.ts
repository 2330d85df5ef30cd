// Acceptance 2 (realtime and writes): code-detail changes reach only readers who may see them; bookmarks are private
// to their owner (rest and realtime); early-access sign-ups are open to visitors, rate-limited, read by admins only.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPortalUser,
  sampleCode,
  sampleManual,
  startForkliftPlatform,
  testBackends,
  visitorClient,
  type ForkliftPlatform,
  type PortalUser,
} from '../testing';

type Change = { table: string; row: Record<string, unknown> };

async function watch(client: SupabaseClient, table: string, seen: Change[]): Promise<RealtimeChannel> {
  const channel = client.channel(`watch-${table}-${Math.random()}`);
  channel.on('postgres_changes' as never, { event: '*', schema: 'public', table }, (payload: { new: Record<string, unknown> }) => {
    seen.push({ table, row: payload.new });
  });
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status: string, error?: Error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
  return channel;
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe.each(testBackends())('live content access on %s', (backend) => {
  let platform: ForkliftPlatform;
  let freemium: PortalUser;
  let monarch: PortalUser;
  let admin: PortalUser;
  const channels: RealtimeChannel[] = [];

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend });
    [freemium, monarch, admin] = await Promise.all([
      createPortalUser(platform, ['freemium']),
      createPortalUser(platform, ['c-monarch-premium']),
      createPortalUser(platform, ['admin']),
    ]);
  }, 240_000);
  afterAll(async () => {
    for (const channel of channels) await channel.unsubscribe();
    for (const user of [freemium, monarch, admin]) user?.client.realtime.disconnect();
    await platform?.close();
  });

  it('realtime: amended code details reach only the readers allowed to see them', async () => {
    const ids = {
      monarchPremium: (await sampleCode(platform.db, 'c-monarch', 'premium')).id,
      raynetPremium: (await sampleCode(platform.db, 'r-raynet', 'premium')).id,
      free: (await sampleCode(platform.db, 't-sensei', 'free')).id,
    };
    const seenByFreemium: Change[] = [];
    const seenByMonarch: Change[] = [];
    channels.push(await watch(freemium.client, 'error_code_details', seenByFreemium));
    channels.push(await watch(monarch.client, 'error_code_details', seenByMonarch));
    for (const id of [ids.monarchPremium, ids.raynetPremium, ids.free]) {
      await platform.db.query(`update public.error_code_details set updated_at = now() where error_code_id = $1`, [id]);
    }
    await until(() => seenByFreemium.length >= 1 && seenByMonarch.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seenByFreemium.map((c) => c.row.error_code_id)).toEqual([ids.free]);
    expect(seenByMonarch.map((c) => c.row.error_code_id).sort()).toEqual([ids.monarchPremium, ids.free].sort());
  });

  it('bookmarks: each user sees, changes and hears only their own', async () => {
    const manual = await sampleManual(platform.db, 'c-monarch', 'free', 'operator');
    const heardByFreemium: Change[] = [];
    channels.push(await watch(freemium.client, 'bookmarks', heardByFreemium));
    const { data: mark, error } = await monarch.client
      .from('bookmarks')
      .insert({ manual_id: manual.id, page_number: 2, note: 'seat switch wiring' })
      .select()
      .single();
    expect(error).toBeNull();
    expect((mark as { user_id: string }).user_id).toBe(monarch.id);
    expect((await freemium.client.from('bookmarks').select('*')).data).toEqual([]);
    const updated = await freemium.client
      .from('bookmarks')
      .update({ note: 'mine now' })
      .eq('id', (mark as { id: string }).id)
      .select();
    expect(updated.data).toEqual([]);
    const removed = await freemium.client
      .from('bookmarks')
      .delete()
      .eq('id', (mark as { id: string }).id)
      .select();
    expect(removed.data).toEqual([]);
    const forged = await freemium.client.from('bookmarks').insert({ user_id: monarch.id, manual_id: manual.id, page_number: 3 });
    expect(forged.error?.code).toBe('42501');
    expect((await visitorClient(platform).from('bookmarks').select('*')).data ?? []).toEqual([]);
    const own = await monarch.client.from('bookmarks').select('note');
    expect(own.data).toEqual([{ note: 'seat switch wiring' }]);
    // The freemium user's own bookmark is heard; the other user's is not.
    await freemium.client.from('bookmarks').insert({ manual_id: manual.id, page_number: 1 });
    await until(() => heardByFreemium.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heardByFreemium.map((c) => c.row.user_id)).toEqual([freemium.id]);
  });

  it('early access: visitors sign up, nobody but an admin reads, and floods get 429', async () => {
    const visitor = visitorClient(platform);
    const signup = (email: string, address: string) =>
      fetch(`${platform.url}/rest/v1/early_access`, {
        method: 'POST',
        headers: { apikey: platform.anonKey, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email, brand_id: 'u-stitch' }),
      });
    expect((await signup('other@example.com', '198.51.100.4')).status).toBe(201);
    expect((await signup('other@example.com', '198.51.100.4')).status).toBe(409);
    expect((await signup('not-an-email', '198.51.100.5')).status).toBe(400);
    // One client (TRUST_PROXY unset: X-Forwarded-For names nobody), five sign-ups in 10 minutes whatever it forges.
    for (let i = 0; i < 4; i++) expect((await signup(`fleet${i}@example.com`, `203.0.113.${i}`)).status).toBe(201);
    const flooded = await signup('fleet4@example.com', '203.0.113.99');
    expect(flooded.status).toBe(429);
    expect((await visitor.from('early_access').select('email')).data ?? []).toEqual([]);
    expect((await freemium.client.from('early_access').select('email')).data).toEqual([]);
    const { data } = await admin.client.from('early_access').select('email').order('email');
    expect((data ?? []).map((r: { email: string }) => r.email)).toEqual([
      'fleet0@example.com',
      'fleet1@example.com',
      'fleet2@example.com',
      'fleet3@example.com',
      'other@example.com',
    ]);
  });
});
