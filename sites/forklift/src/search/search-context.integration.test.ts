// Search without a brand for a code several brands can be (code_hits.sql): the caller's own brands (plan, last
// diagnoses) come first among equally close readings, never another member's; a separator the brand writes beats one
// it does not; every candidate stays listed with its brand. A search that finds nothing is recorded once in
// search_misses (search_portal_filtered.sql, note_search_miss.sql), which members cannot read; over GET (read-only) the
// search still answers.
import {
  createPortalUser,
  startForkliftPlatform,
  testBackends,
  visitorClient,
  type ForkliftPlatform,
  type PortalUser,
} from '@kit/site-forklift/testing';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from './portal-api';

async function codes(client: SupabaseClient, query: string, brand: string | null = null): Promise<string[]> {
  const { data, error } = await client.rpc('search_portal', { query, brand, max_results: 20 });
  if (error) throw new Error(`${query}: ${error.message}`);
  return (data as SearchHit[]).filter((hit) => hit.kind === 'error_code').map((hit) => `${hit.brand_id} ${hit.title.split(' — ')[0]}`);
}

describe.each(testBackends())('search context and misses on %s', (backend) => {
  let platform: ForkliftPlatform;
  let allAccess: PortalUser;
  let sensei: PortalUser;
  let stitchTech: PortalUser;
  let other: PortalUser;
  let admin: PortalUser;
  const misses = async (query: string) =>
    (await platform.db.query<{ n: number }>('select count(*)::int as n from public.search_misses where query = $1', [query])).rows[0]?.n;
  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend });
    allAccess = await createPortalUser(platform, ['all-access']);
    sensei = await createPortalUser(platform, ['t-sensei-premium']);
    stitchTech = await createPortalUser(platform);
    other = await createPortalUser(platform);
    admin = await createPortalUser(platform, ['admin']);
    // stitchTech's last diagnoses were of U-Stitch trucks; another member's, of R-Raynet ones.
    await platform.db.query(
      `insert into public.diagnoses (user_id, brand_id, engine) values ($1, 'u-stitch', 'extractive'), ($1, 'u-stitch', 'extractive'),
        ($2, 'r-raynet', 'extractive')`,
      [stitchTech.id, other.id],
    );
  }, 180_000);
  afterAll(() => platform?.close());

  it('lists every brand a bare number can be, each with its brand, when nothing tells them apart', async () => {
    const hits = await codes(allAccess.client, '231');
    expect(hits.slice(0, 4).sort()).toEqual(['c-monarch E-231', 'r-raynet 02-31', 't-sensei AL 231', 'u-stitch F2.31']);
  });

  it("puts the brand of the member's plan first, the other candidates after it", async () => {
    const hits = await codes(sensei.client, '231');
    expect(hits[0]).toBe('t-sensei AL 231');
    expect(hits).toEqual(expect.arrayContaining(['c-monarch E-231', 'r-raynet 02-31', 'u-stitch F2.31']));
  });

  it("puts the brand of the member's last diagnoses first, and never another member's", async () => {
    expect((await codes(stitchTech.client, '231'))[0]).toBe('u-stitch F2.31');
    // `other` diagnosed R-Raynet: that orders other's searches, not a third member's.
    expect((await codes(other.client, '231'))[0]).toBe('r-raynet 02-31');
    const third = await createPortalUser(platform);
    expect((await codes(third.client, '231'))[0]).not.toBe('r-raynet 02-31');
  });

  it('prefers the brand whose separator was typed over one whose zero was dropped', async () => {
    expect((await codes(allAccess.client, '2.19')).slice(0, 2)).toEqual(['u-stitch F2.19', 'r-raynet 02-19']);
    expect((await codes(allAccess.client, '02-19'))[0]).toBe('r-raynet 02-19');
  });

  it('a brand in context still comes first, whatever the caller works on', async () => {
    expect((await codes(sensei.client, '231', 'c-monarch'))[0]).toBe('c-monarch E-231');
  });

  it('records a search that found nothing once, with its brand, and not a search that found something', async () => {
    const query = `xqzv${backend}nothing`;
    expect(await codes(allAccess.client, query, 'c-monarch')).toEqual([]);
    expect(await misses(query)).toBe(1);
    const row = await platform.db.query<{ brand_id: string | null; user_id: string }>(
      'select brand_id, user_id from public.search_misses where query = $1',
      [query],
    );
    expect(row.rows[0]).toEqual({ brand_id: 'c-monarch', user_id: allAccess.id });
    // The same member's same search again within a minute (the suggestions, then the results page) is the same miss;
    // another member's is their own.
    expect(await codes(allAccess.client, query, 'c-monarch')).toEqual([]);
    expect(await misses(query)).toBe(1);
    expect(await codes(other.client, query, 'c-monarch')).toEqual([]);
    expect(await misses(query)).toBe(2);
    // Through the filtered search too, once per search (search_portal wraps it and adds none of its own).
    const { data, error } = await visitorClient(platform).rpc('search_portal_filtered', { query, brand: null, max_results: 5 });
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(await misses(query)).toBe(3);
    await codes(allAccess.client, 'E-231');
    expect(await misses('E-231')).toBe(0);
    // An empty search is no miss.
    await codes(allAccess.client, '   ');
    expect(await misses('')).toBe(0);
  });

  it('answers a read-only GET search that finds nothing, without recording it', async () => {
    const query = `qzxv${backend}readonly`;
    const { data, error } = await allAccess.client.rpc('search_portal', { query, brand: null, max_results: 5 }, { get: true });
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(await misses(query)).toBe(0);
  });

  it('members cannot read, write or change search_misses; an admin reads them', async () => {
    const query = `zxqv${backend}private`;
    await codes(other.client, query);
    for (const member of [other, allAccess]) {
      const { data } = await member.client.from('search_misses').select('query');
      expect(data ?? []).toEqual([]);
      const inserted = await member.client.from('search_misses').insert({ query: 'planted' });
      expect(inserted.error).not.toBeNull();
      await member.client.from('search_misses').delete().eq('query', query);
    }
    expect(await misses(query)).toBe(1);
    const { data, error } = await admin.client.from('search_misses').select('query').eq('query', query);
    expect(error).toBeNull();
    expect(data).toEqual([{ query }]);
  });

  it.each([
    ["'; drop table public.search_misses; --", 200],
    ['%_%\\', 200],
    ['x'.repeat(201), 400],
    ['\u202e\ufeff', 200],
  ])('hostile text (%s) answers %i with a stable hint, never a 500, and the misses table stays', async (query, status) => {
    const response = await fetch(`${platform.url}/rest/v1/rpc/search_portal`, {
      method: 'POST',
      headers: { apikey: platform.anonKey, authorization: `Bearer ${allAccess.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, brand: null, max_results: 5 }),
    });
    expect(response.status).toBe(status);
    const body = (await response.json()) as { hint?: string };
    if (status !== 200) expect(body.hint).toBe('search_query_too_long');
    expect((await platform.db.query<{ n: number }>('select count(*)::int as n from public.search_misses')).rows[0]?.n).toBeGreaterThan(0);
  });
});
