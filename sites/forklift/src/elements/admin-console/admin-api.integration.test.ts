// The console's browser client against the real platform on both backends, as an admin: every table pages by its
// keyset to the end without a row twice or missed (manuals in title order — titles with apostrophes and commas —,
// the review queue, early access, members, the audit log), the title filter takes hostile text literally, and a
// member's token gets refusals, never rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalUser, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '../../testing';
import { PortalApiError } from '../../search/portal-api-error';
import { createAdminApi, PAGE_SIZE, type AdminApi } from './admin-api';
import type { EarlyAccess, Extraction, ManualRow } from './types';

/** Every page of a keyset list, following `next` from the last row until a short page. */
async function allPages<T>(read: (after: T | null) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  let after: T | null = null;
  for (let page = 0; page < 100; page++) {
    const batch: T[] = await read(after);
    rows.push(...batch);
    if (batch.length < PAGE_SIZE) return rows;
    after = batch[batch.length - 1] ?? null;
  }
  throw new Error('no end to the pages');
}

describe.each(testBackends())('console client on %s', (backend) => {
  let platform: ForkliftPlatform;
  let admin: PortalUser;
  let member: PortalUser;
  let api: AdminApi;
  let memberApi: AdminApi;

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend });
    [admin, member] = await Promise.all([createPortalUser(platform, ['admin']), createPortalUser(platform)]);
    const options = (user: PortalUser) => ({ origin: platform.url, anonKey: () => platform.anonKey, accessToken: () => user.accessToken });
    api = createAdminApi(options(admin));
    memberApi = createAdminApi(options(member));
    // Titles that test the keyset's quoting, and enough early-access sign-ups and extractions for several pages.
    await platform.db.query(
      `update public.manuals set title = title || case (hashtext(id::text) & 3) when 0 then ', rev. A' when 1 then ' (O''Brien)' else '' end`,
    );
    // (Written directly: the sign-up form allows 5 an address in 10 minutes.)
    await platform.db.query(
      `insert into public.early_access (email, created_at) select 'early-' || g || '@example.com', now() - make_interval(secs => g % 3)
       from generate_series(1, $1) g`,
      [PAGE_SIZE + 7],
    );
    await platform.db.query(
      `insert into public.code_extractions (manual_id, brand_id, code, code_normalized, page_number, found_by, title, held, created_at)
       select m.id, m.brand_id, 'X-' || g, 'X-' || g, 1, 'table', 'Extracted ' || g, true, now() - make_interval(secs => g % 7)
       from generate_series(1, $1) g cross join lateral (select id, brand_id from public.manuals order by id limit 1) m`,
      [PAGE_SIZE * 2 + 3],
    );
  }, 240_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('pages the manuals in title order to the end, every manual once', async () => {
    const { rows } = await platform.db.query<{ n: number }>('select count(*)::int as n from public.manuals');
    const filters = { q: '', brand: '', kind: '', tier: '' };
    const listed = await allPages<ManualRow>((after) => api.manuals(filters, after));
    expect(listed.length).toBe(rows[0]?.n);
    expect(new Set(listed.map((manual) => manual.id)).size).toBe(listed.length);
    expect(listed.some((manual) => manual.title.includes("O'Brien"))).toBe(true);
    const premium = await allPages<ManualRow>((after) => api.manuals({ ...filters, brand: 'h-brick', tier: 'premium' }, after));
    expect(premium.length).toBeGreaterThan(0);
    expect(premium.every((manual) => manual.brand_id === 'h-brick' && manual.tier === 'premium')).toBe(true);
  });

  it('takes the title filter literally, hostile characters included', async () => {
    const hits = await api.manuals({ q: 'parts manual', brand: '', kind: '', tier: '' }, null);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((manual) => manual.title.toLowerCase().includes('parts manual'))).toBe(true);
    for (const q of ['*', '%', '"),or=(id.not.is.null', "' or 1=1 --", 'a,b(c)', '\\']) {
      const rows = await api.manuals({ q, brand: '', kind: '', tier: '' }, null);
      expect(Array.isArray(rows)).toBe(true);
    }
    expect(await api.manuals({ q: 'no manual is called this', brand: '', kind: '', tier: '' }, null)).toEqual([]);
  });

  it('pages the review queue, early access, members and the audit log to the end', async () => {
    const queue = await allPages<Extraction>((after) => api.extractions('unreviewed', '', after));
    expect(queue.filter((row) => row.code.startsWith('X-')).length).toBe(PAGE_SIZE * 2 + 3);
    expect(new Set(queue.map((row) => row.id)).size).toBe(queue.length);
    expect(queue[0]?.manuals?.object_path).toBeTruthy();
    const early = await allPages<EarlyAccess>((after) => api.earlyAccess('', after));
    expect(early.filter((row) => row.email.startsWith('early-')).length).toBe(PAGE_SIZE + 7);
    const members = await allPages<{ email: string }>((after) => api.members('', after?.email ?? null));
    expect(members.map((row) => row.email)).toEqual(expect.arrayContaining([admin.email, member.email]));
    await api.grantRole(member.id, 't-sensei-premium', 'Paging test');
    await api.revokeRole(member.id, 't-sensei-premium', 'Paging test');
    const entries = await api.audit({ table: 'custom_user_roles', action: '', actor: admin.email }, null);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'insert']);
    expect(await api.audit({ table: 'custom_user_roles', action: '', actor: admin.email }, entries[1]?.id ?? null)).toEqual([]);
  });

  it('gives a member refusals with a stable code, never rows', async () => {
    await expect(memberApi.members('', null)).rejects.toMatchObject({ code: 'admin_only', status: 403 });
    await expect(memberApi.overview()).rejects.toBeInstanceOf(PortalApiError);
    expect(await memberApi.extractions('unreviewed', '', null)).toEqual([]);
    expect(await memberApi.earlyAccess('', null)).toEqual([]);
    await expect(memberApi.grantRole(member.id, 'admin', 'please')).rejects.toMatchObject({ code: 'admin_only' });
  });
});
