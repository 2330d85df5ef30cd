// The portal fixture: a platform with the whole sample library loaded, users per role, files served by storage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalUser, serviceClient, startForkliftPlatform, testBackends, type ForkliftPlatform } from '.';

describe.each(testBackends())('forklift fixture on %s', (backend) => {
  let platform: ForkliftPlatform;
  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend });
  }, 240_000);
  afterAll(() => platform?.close());

  it('holds the sample library: five brands, 60+ manuals, 300+ codes per brand with details', async () => {
    const { rows } = await platform.db.query<{
      brands: number;
      manuals: number;
      long: number;
      min_codes: number;
      details: number;
      codes: number;
    }>(`
      select (select count(*)::int from public.brands) as brands,
             (select count(*)::int from public.manuals where is_sample) as manuals,
             (select count(*)::int from public.manuals where page_count >= 300) as long,
             (select min(n)::int from (select count(*) as n from public.error_codes group by brand_id) c) as min_codes,
             (select count(*)::int from public.error_code_details) as details,
             (select count(*)::int from public.error_codes) as codes`);
    const row = rows[0];
    expect(row?.brands).toBe(5);
    expect(row?.manuals).toBeGreaterThanOrEqual(60);
    expect(row?.long).toBeGreaterThanOrEqual(1);
    expect(row?.min_codes).toBeGreaterThanOrEqual(300);
    expect(row?.details).toBe(row?.codes);
  });

  it('stores every page reference of every code against a page whose text contains its sentence', async () => {
    const { rows } = await platform.db.query<{ refs: number; missing: number }>(`
      select count(*)::int as refs,
             count(*) filter (where p.body is null or position(r.ref ->> 'quote' in p.body) = 0)::int as missing
      from public.error_code_details d
      cross join lateral jsonb_array_elements(d.page_refs) as r(ref)
      left join public.manual_pages p on p.manual_id = (r.ref ->> 'manualId')::uuid and p.page_number = (r.ref ->> 'pageNumber')::int`);
    expect(rows[0]?.refs).toBeGreaterThan(13_000);
    expect(rows[0]?.missing).toBe(0);
  });

  it('gives a c-monarch-premium user a signed, byte-range readable premium C-Monarch manual', async () => {
    const user = await createPortalUser(platform, ['c-monarch-premium']);
    const { data: manual } = await user.client
      .from('manuals')
      .select('object_path, file_size')
      .eq('brand_id', 'c-monarch')
      .eq('tier', 'premium')
      .eq('kind', 'service')
      .limit(1)
      .single();
    expect(manual).toBeTruthy();
    const signed = await user.client.storage.from('manuals').createSignedUrl((manual as { object_path: string }).object_path, 60);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data?.signedUrl ?? '', { headers: { range: 'bytes=0-7' } });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe('%PDF-1.7');
  });

  it('creates users with the roles asked for', async () => {
    const admin = await createPortalUser(platform, ['admin']);
    const { data } = await serviceClient(platform).from('custom_user_roles').select('roles(name)').eq('user_id', admin.id);
    const names = (data as unknown as Array<{ roles: { name: string } }>).map((r) => r.roles.name).sort();
    expect(names).toEqual(['admin', 'freemium']);
  });
});
