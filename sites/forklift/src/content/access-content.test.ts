// Acceptance 2 (reads): a visitor and a freemium user get no premium page text, file or code details through rest,
// storage, rpc or functions; a c-monarch-premium user gets C-Monarch's premium content and none of R-Raynet's.
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPortalUser,
  sampleCode,
  sampleManual,
  startForkliftPlatform,
  testBackends,
  visitorClient,
  type ForkliftPlatform,
  type SampleManualRef,
} from '../testing';

const functionsDir = fileURLToPath(new URL('../testing/functions', import.meta.url));

describe.each(testBackends())('content access on %s', (backend) => {
  let platform: ForkliftPlatform;
  let callers: Record<'visitor' | 'freemium' | 'monarch', SupabaseClient>;
  let tokens: Record<'visitor' | 'freemium' | 'monarch', string>;
  let monarchPremium: SampleManualRef;
  let raynetPremium: SampleManualRef;
  let monarchFree: SampleManualRef;
  let codes: Record<'monarchPremium' | 'raynetPremium' | 'monarchFree', string>;

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend, functionDirs: [functionsDir] });
    const [freemium, monarch] = await Promise.all([
      createPortalUser(platform, ['freemium']),
      createPortalUser(platform, ['c-monarch-premium']),
    ]);
    callers = { visitor: visitorClient(platform), freemium: freemium.client, monarch: monarch.client };
    tokens = { visitor: platform.anonKey, freemium: freemium.accessToken, monarch: monarch.accessToken };
    monarchPremium = await sampleManual(platform.db, 'c-monarch', 'premium', 'service');
    raynetPremium = await sampleManual(platform.db, 'r-raynet', 'premium', 'service');
    monarchFree = await sampleManual(platform.db, 'c-monarch', 'free', 'operator');
    codes = {
      monarchPremium: (await sampleCode(platform.db, 'c-monarch', 'premium')).id,
      raynetPremium: (await sampleCode(platform.db, 'r-raynet', 'premium')).id,
      monarchFree: (await sampleCode(platform.db, 'c-monarch', 'free')).id,
    };
    // A caller-rights function, as any rpc reading pages would be.
    await platform.db.exec(`
      create or replace function public.test_page_bodies(p_manual uuid) returns setof text
      language sql stable security invoker as $$ select body from public.manual_pages where manual_id = p_manual $$;
      grant execute on function public.test_page_bodies(uuid) to anon, authenticated;
      notify pgrst, 'reload schema';`);
    for (let i = 0; i < 100; i++) {
      const { error } = await callers.visitor.rpc('test_page_bodies', { p_manual: monarchFree.id });
      if (!error) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 240_000);
  afterAll(() => platform?.close());

  const pagesOf = async (who: keyof typeof callers, manual: SampleManualRef) => {
    const { data, error } = await callers[who]
      .from('manual_pages')
      .select('page_number, body')
      .eq('manual_id', manual.id)
      .order('page_number');
    expect(error).toBeNull();
    return (data ?? []) as Array<{ page_number: number; body: string }>;
  };

  it('rest: premium pages only for the brand premium role; free pages to members; previews to visitors', async () => {
    expect(await pagesOf('visitor', monarchPremium)).toEqual([]);
    expect(await pagesOf('freemium', monarchPremium)).toEqual([]);
    expect(await pagesOf('monarch', raynetPremium)).toEqual([]);
    expect((await pagesOf('monarch', monarchPremium)).length).toBe(monarchPremium.pageCount);
    expect((await pagesOf('visitor', monarchFree)).map((p) => p.page_number)).toEqual(
      Array.from({ length: monarchFree.previewPages }, (_, i) => i + 1),
    );
    expect((await pagesOf('freemium', monarchFree)).length).toBe(monarchFree.pageCount);
    // Searching page text never reaches premium pages either.
    const { data } = await callers.freemium
      .from('manual_pages')
      .select('manual_id')
      .textSearch('search_vector', 'remedy', { config: 'english' })
      .limit(1000);
    const premiumIds = (await platform.db.query<{ id: string }>(`select id from public.manuals where tier = 'premium'`)).rows.map(
      (r) => r.id,
    );
    expect((data ?? []).filter((row: { manual_id: string }) => premiumIds.includes(row.manual_id))).toEqual([]);
  });

  it('rest: code details of premium codes only for the brand premium role; summaries as the rules say', async () => {
    const detailsOf = async (who: keyof typeof callers, id: string) =>
      (await callers[who].from('error_code_details').select('remedy, causes, page_refs').eq('error_code_id', id)).data ?? [];
    expect(await detailsOf('visitor', codes.monarchPremium)).toEqual([]);
    expect(await detailsOf('visitor', codes.monarchFree)).toEqual([]);
    expect(await detailsOf('freemium', codes.monarchPremium)).toEqual([]);
    expect(await detailsOf('freemium', codes.monarchFree)).toHaveLength(1);
    expect(await detailsOf('monarch', codes.monarchPremium)).toHaveLength(1);
    expect(await detailsOf('monarch', codes.raynetPremium)).toEqual([]);
    const { count: visibleToVisitor } = await callers.visitor
      .from('error_codes')
      .select('id', { count: 'exact', head: true })
      .eq('tier', 'premium');
    expect(visibleToVisitor).toBe(0);
    const { count: allDetails } = await callers.monarch.from('error_code_details').select('error_code_id', { count: 'exact', head: true });
    const { rows } = await platform.db.query<{ n: number }>(
      `select count(*)::int as n from public.error_codes where tier = 'free' or brand_id = 'c-monarch'`,
    );
    expect(allDetails).toBe(rows[0]?.n);
  });

  it('storage: no premium file by download, signed URL or list without the role', async () => {
    for (const who of ['visitor', 'freemium'] as const) {
      const bucket = callers[who].storage.from('manuals');
      expect((await bucket.download(monarchPremium.objectPath)).data).toBeNull();
      expect((await bucket.createSignedUrl(monarchPremium.objectPath, 60)).data).toBeNull();
      const folder = monarchPremium.objectPath.split('/').slice(0, -1).join('/');
      const listed = ((await bucket.list(folder)).data ?? []).map((f) => `${folder}/${f.name}`);
      expect(listed).not.toContain(monarchPremium.objectPath);
    }
    expect((await callers.visitor.storage.from('manuals').download(monarchFree.objectPath)).data).toBeNull();
    const free = await callers.freemium.storage.from('manuals').download(monarchFree.objectPath);
    expect(new TextDecoder().decode((await free.data?.arrayBuffer())?.slice(0, 5))).toBe('%PDF-');
    const monarch = callers.monarch.storage.from('manuals');
    const own = await monarch.download(monarchPremium.objectPath);
    expect(new TextDecoder().decode((await own.data?.arrayBuffer())?.slice(0, 5))).toBe('%PDF-');
    expect((await monarch.download(raynetPremium.objectPath)).data).toBeNull();
    expect((await monarch.createSignedUrl(raynetPremium.objectPath, 60)).data).toBeNull();
    const raynetFolder = raynetPremium.objectPath.split('/').slice(0, -1).join('/');
    expect(((await monarch.list(raynetFolder)).data ?? []).map((f) => `${raynetFolder}/${f.name}`)).not.toContain(raynetPremium.objectPath);
  });

  it('rpc: caller-rights functions and the access helpers follow the same rules', async () => {
    const bodies = async (who: keyof typeof callers, manual: SampleManualRef) =>
      ((await callers[who].rpc('test_page_bodies', { p_manual: manual.id })).data ?? []) as string[];
    expect(await bodies('visitor', monarchPremium)).toEqual([]);
    expect(await bodies('freemium', monarchPremium)).toEqual([]);
    expect(await bodies('monarch', raynetPremium)).toEqual([]);
    expect((await bodies('monarch', monarchPremium)).length).toBe(monarchPremium.pageCount);
    expect((await callers.freemium.rpc('can_read_content', { p_brand_id: 'c-monarch', p_tier: 'premium' })).data).toBe(false);
    expect((await callers.monarch.rpc('can_read_content', { p_brand_id: 'c-monarch', p_tier: 'premium' })).data).toBe(true);
    expect((await callers.monarch.rpc('premium_brand_ids')).data).toEqual(['c-monarch']);
  });

  it('functions: a function acting for its caller reads only what the caller may', async () => {
    const probe = async (who: keyof typeof callers, manual: SampleManualRef, code: string) => {
      const response = await fetch(`${platform.url}/functions/v1/content-probe?manual=${manual.id}&code=${code}`, {
        headers: { apikey: platform.anonKey, authorization: `Bearer ${tokens[who]}` },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { pages: number; details: number };
    };
    expect(await probe('visitor', monarchPremium, codes.monarchPremium)).toEqual({ pages: 0, details: 0 });
    expect(await probe('freemium', monarchPremium, codes.monarchPremium)).toEqual({ pages: 0, details: 0 });
    expect(await probe('monarch', raynetPremium, codes.raynetPremium)).toEqual({ pages: 0, details: 0 });
    expect(await probe('monarch', monarchPremium, codes.monarchPremium)).toEqual({ pages: monarchPremium.pageCount, details: 1 });
  });
});
