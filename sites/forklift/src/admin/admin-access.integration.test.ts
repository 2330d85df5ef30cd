// Issue 36 acceptance 2 and 3 through the real API on both backends: a visitor, a freemium and a premium member read
// no console rows (search_misses, audit_log, extractions, import jobs, early access) and run no console function; the
// audit log and the misses are changed or deleted by nobody through the API, the admin and the service role included;
// misses are recorded trimmed, capped and rate-bounded with no personal data beyond the user id.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPortalUser,
  serviceClient,
  startForkliftPlatform,
  testBackends,
  visitorClient,
  type ForkliftPlatform,
  type PortalUser,
} from '../testing';

const CONSOLE_TABLES = ['search_misses', 'audit_log', 'code_extractions', 'import_jobs', 'import_job_files', 'early_access'] as const;

describe.each(testBackends())('operator console access on %s', (backend) => {
  let platform: ForkliftPlatform;
  let admin: PortalUser;
  let freemium: PortalUser;
  let premium: PortalUser;
  let outsiders: Array<[string, SupabaseClient]>;

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend });
    [admin, freemium, premium] = await Promise.all([
      createPortalUser(platform, ['admin']),
      createPortalUser(platform),
      createPortalUser(platform, ['c-monarch-premium']),
    ]);
    outsiders = [
      ['visitor', visitorClient(platform)],
      ['freemium', freemium.client],
      ['premium', premium.client],
    ];
    // Something to hide: a miss of each member's, an audited write, an early-access sign-up.
    await freemium.client.rpc('record_search_miss', { query: 'mast chain noise', brand: 'c-monarch' });
    await premium.client.rpc('record_search_miss', { query: 'tilt drift overnight', brand: null });
    await admin.client.rpc('admin_grant_role', { p_user_id: freemium.id, p_role: 'r-raynet-premium', p_reason: 'Trial for a dealer' });
    await visitorClient(platform).rpc('join_early_access', { p_email: 'early@example.com', p_brand_id: 'h-brick' });
  }, 240_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('shows outsiders no console rows through rest', async () => {
    for (const [who, client] of outsiders) {
      for (const table of CONSOLE_TABLES) {
        const { data, error } = await client.from(table).select('*').limit(5);
        // Either no rows (the policy) or refused outright (no grant); never a row.
        expect([who, table, data ?? []]).toEqual([who, table, []]);
        if (error) expect([who, table, error.code]).toEqual([who, table, '42501']);
      }
    }
    const { data } = await admin.client.from('search_misses').select('query,brand_id,user_id').order('id');
    expect(data).toEqual(
      expect.arrayContaining([
        { query: 'mast chain noise', brand_id: 'c-monarch', user_id: freemium.id },
        { query: 'tilt drift overnight', brand_id: null, user_id: premium.id },
      ]),
    );
  });

  it('refuses every console function to outsiders with admin_only, and to visitors outright', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ['admin_members', { p_email: '' }],
      ['admin_grant_role', { p_user_id: freemium.id, p_role: 'admin', p_reason: 'me' }],
      ['admin_revoke_role', { p_user_id: admin.id, p_role: 'admin', p_reason: 'me' }],
      ['admin_search_misses', {}],
      ['admin_diagnosis_insights', {}],
      ['admin_audit_entries', {}],
      ['admin_save_code_extraction', { p_id: '00000000-0000-4000-8000-000000000000', p_changes: {}, p_reason: 'x' }],
      ['review_code_extraction', { p_id: '00000000-0000-4000-8000-000000000000', p_state: 'approved' }],
      ['admin_review_code_extraction', { p_id: '00000000-0000-4000-8000-000000000000', p_state: 'approved', p_reason: 'x' }],
      ['admin_overview', {}],
      ['admin_save_brand', { p_id: 'c-monarch', p_name: 'x', p_code_format: 'x', p_code_example: 'x', p_code_pattern: 'x', p_reason: 'x' }],
      ['admin_sales', {}],
    ];
    for (const [who, client] of outsiders) {
      for (const [name, args] of calls) {
        const { data, error } = await client.rpc(name, args);
        expect([who, name, data]).toEqual([who, name, null]);
        expect(error?.code, `${who} ${name}`).toBe('42501');
      }
    }
    const { data: roles } = await platform.db
      .query<{ n: number }>(
        `select count(*)::int as n from public.custom_user_roles ur join public.roles r on r.id = ur.role_id
        where ur.user_id = $1 and r.name = 'admin'`,
        [freemium.id],
      )
      .then((result) => ({ data: result.rows }));
    expect(roles).toEqual([{ n: 0 }]);
  });

  it('keeps the audit log append-only for everyone, the admin and the service role included', async () => {
    const { data: entries } = await admin.client.from('audit_log').select('id,table_name,action,reason,actor_id').order('id');
    const entry = (entries ?? []).find((row) => row.table_name === 'custom_user_roles');
    expect(entry).toMatchObject({ action: 'insert', reason: 'Trial for a dealer', actor_id: admin.id });
    const service = serviceClient(platform);
    for (const [who, client] of [['admin', admin.client], ['service', service], ...outsiders] as Array<[string, SupabaseClient]>) {
      const updated = await client.from('audit_log').update({ reason: 'rewritten' }).eq('id', entry?.id).select();
      expect([who, updated.data ?? []]).toEqual([who, []]);
      const deleted = await client.from('audit_log').delete().eq('id', entry?.id).select();
      expect([who, deleted.data ?? []]).toEqual([who, []]);
      const inserted = await client
        .from('audit_log')
        .insert({ actor_id: admin.id, action: 'insert', table_name: 'forged', row_key: 'x' })
        .select();
      expect([who, inserted.data ?? []]).toEqual([who, []]);
      expect(inserted.error?.code).toBe('42501');
    }
    // Nor are search misses written, changed or deleted through the API by anyone, the service role included.
    for (const [who, client] of [['admin', admin.client], ['service', service], ...outsiders] as Array<[string, SupabaseClient]>) {
      const inserted = await client.from('search_misses').insert({ query: 'planted' }).select();
      expect([who, inserted.data ?? [], inserted.error?.code]).toEqual([who, [], '42501']);
      const updated = await client.from('search_misses').update({ query: 'rewritten' }).neq('id', 0).select();
      expect([who, updated.data ?? []]).toEqual([who, []]);
      const deleted = await client.from('search_misses').delete().neq('id', 0).select();
      expect([who, deleted.data ?? []]).toEqual([who, []]);
    }
    expect((await platform.db.query(`select 1 from public.search_misses where query in ('planted', 'rewritten')`)).rows).toEqual([]);
    // Even the owner (direct SQL) is refused by the trigger.
    await expect(platform.db.query('update public.audit_log set reason = $1', ['rewritten'])).rejects.toThrow(/append-only/);
    await expect(platform.db.query('delete from public.audit_log')).rejects.toThrow(/append-only/);
    await expect(platform.db.query('truncate public.audit_log')).rejects.toThrow(/append-only/);
    const { rows } = await platform.db.query<{ reason: string }>('select reason from public.audit_log where id = $1', [entry?.id]);
    expect(rows).toEqual([{ reason: 'Trial for a dealer' }]);
  });

  it('records a miss trimmed and capped, ignores empty and absurd queries and unknown brands, and bounds one caller', async () => {
    const client = createPortalUserClient();
    const user = await client;
    const count = async () =>
      (await platform.db.query<{ n: number }>('select count(*)::int as n from public.search_misses where user_id = $1', [user.id])).rows[0]
        ?.n;
    for (const query of ['', '    ', 'x'.repeat(1001)]) {
      const { error } = await user.client.rpc('record_search_miss', { query, brand: 'c-monarch' });
      expect(error).toBeNull();
    }
    expect(await count()).toBe(0);
    await user.client.rpc('record_search_miss', { query: `  hydraulic \n  pump   whine ${'y'.repeat(400)}`, brand: 'not-a-brand' });
    const { rows } = await platform.db.query<{ query: string; brand_id: string | null }>(
      'select query, brand_id from public.search_misses where user_id = $1',
      [user.id],
    );
    expect(rows[0]?.brand_id).toBeNull();
    expect(rows[0]?.query.startsWith('hydraulic pump whine yyy')).toBe(true);
    expect(rows[0]?.query.length).toBe(200);
    // A flood: at most 30 a minute per user are kept (the window may turn once during the loop: at most twice that).
    for (let i = 0; i < 45; i++) await user.client.rpc('record_search_miss', { query: `flood ${i}`, brand: null });
    const kept = (await count()) ?? 0;
    expect(kept).toBeGreaterThanOrEqual(30);
    expect(kept).toBeLessThan(46);
    // No column beyond the contract's: no address, no e-mail.
    const columns = await platform.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'search_misses' order by ordinal_position`,
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual(['id', 'query', 'brand_id', 'user_id', 'created_at']);
    // A visitor's miss has no user.
    await visitorClient(platform).rpc('record_search_miss', { query: 'visitor miss', brand: null });
    const visitor = await platform.db.query<{ user_id: string | null }>(
      `select user_id from public.search_misses where query = 'visitor miss'`,
    );
    expect(visitor.rows).toEqual([{ user_id: null }]);
  });

  it('keeps a member’s refused diagnosis from every other member, and out of the insights but as a count', async () => {
    await platform.db.query(
      `insert into public.diagnoses (user_id, brand_id, code, symptoms, engine, refused, refusal_reason)
       values ($1, 'c-monarch', 'E-999', 'smoke from the pump motor', 'extractive', true, 'unknown_code')`,
      [freemium.id],
    );
    const own = await freemium.client.from('diagnoses').select('code,refused').eq('code', 'E-999');
    expect(own.data).toEqual([{ code: 'E-999', refused: true }]);
    for (const [who, client] of outsiders.filter(([name]) => name !== 'freemium')) {
      const { data } = await client.from('diagnoses').select('*').eq('user_id', freemium.id);
      expect([who, data ?? []]).toEqual([who, []]);
    }
    const { data } = await admin.client.rpc('admin_diagnosis_insights', { p_days: 1 });
    const row = (data as Array<Record<string, unknown>>).find((entry) => entry.code === 'E-999');
    expect(row).toMatchObject({ kind: 'refused', total: 1, reason: 'unknown_code' });
    // Counted, not described: neither who nor what they wrote.
    expect(JSON.stringify(data)).not.toContain(freemium.id);
    expect(JSON.stringify(data)).not.toContain('smoke from the pump motor');
  });

  async function createPortalUserClient(): Promise<PortalUser> {
    return createPortalUser(platform);
  }
});
