// The console's functions as an admin calls them, on both backends: members found by e-mail a page at a time, a plan
// granted and revoked with a reason (audited, the reason required), an extracted code corrected — its references
// checked against the page before anything is written — and approved into the content, and the insights and audit
// views reading what happened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalUser, sampleManual, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '../testing';

type Row = Record<string, unknown>;

describe.each(testBackends())('operator console functions on %s', (backend) => {
  let platform: ForkliftPlatform;
  let admin: PortalUser;
  let member: PortalUser;
  let extractionId: string;
  let manualId: string;
  let quote: string;

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend });
    const tag = Math.random().toString(36).slice(2, 8);
    [admin, member] = await Promise.all([
      createPortalUser(platform, ['admin'], `ops-${tag}@example.com`),
      createPortalUser(platform, ['freemium'], `zz-tech-${tag}@example.com`),
    ]);
    const manual = await sampleManual(platform.db, 'c-monarch', 'free');
    manualId = manual.id;
    const page = await platform.db.query<{ body: string }>(
      'select body from public.manual_pages where manual_id = $1 and page_number = 2',
      [manualId],
    );
    const body = (page.rows[0]?.body ?? '').replace(/\s+/g, ' ');
    quote = body.slice(0, 60).trim();
    expect(quote.length).toBeGreaterThan(20);
    const inserted = await platform.db.query<{ id: string }>(
      `insert into public.code_extractions (manual_id, brand_id, code, code_normalized, page_number, found_by, title, details, held)
       values ($1, 'c-monarch', 'E-990', 'E-990', 2, 'table', 'Extracted titel', $2, true) returning id`,
      [manualId, JSON.stringify({ causes: [{ text: quote, manualId, pageNumber: 2 }], checks: [], pageRefs: [] })],
    );
    extractionId = inserted.rows[0]?.id as string;
  }, 240_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('finds members by the start of their e-mail, a page at a time, with roles and counts', async () => {
    const first = await admin.client.rpc('admin_members', { p_email: 'zz-tech-', p_limit: 1 });
    expect(first.error).toBeNull();
    const rows = first.data as Row[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: member.id, email: member.email, roles: ['freemium'], entitlements: [], diagnoses: 0 });
    const next = await admin.client.rpc('admin_members', { p_email: 'zz-tech-', p_after: member.email, p_limit: 1 });
    expect(next.data).toEqual([]);
    // A wildcard is a character, not a pattern.
    expect((await admin.client.rpc('admin_members', { p_email: '%' })).data).toEqual([]);
    const long = await admin.client.rpc('admin_members', { p_email: 'a'.repeat(400) });
    expect(long.error).toMatchObject({ code: '22023', hint: 'query_too_long' });
  });

  it('grants and revokes a plan with a reason, audited; refuses without a reason or for an unknown role', async () => {
    const noReason = await admin.client.rpc('admin_grant_role', { p_user_id: member.id, p_role: 'c-monarch-premium', p_reason: '  ' });
    expect(noReason.error).toMatchObject({ hint: 'reason_required' });
    const unknown = await admin.client.rpc('admin_grant_role', { p_user_id: member.id, p_role: 'owner', p_reason: 'x' });
    expect(unknown.error).toMatchObject({ hint: 'unknown_role' });
    const nobody = await admin.client.rpc('admin_grant_role', {
      p_user_id: '00000000-0000-4000-8000-000000000000',
      p_role: 'c-monarch-premium',
      p_reason: 'x',
    });
    expect(nobody.error).toMatchObject({ hint: 'member_not_found' });
    const granted = await admin.client.rpc('admin_grant_role', {
      p_user_id: member.id,
      p_role: 'c-monarch-premium',
      p_reason: 'Dealer demo',
    });
    expect(granted).toMatchObject({ data: true, error: null });
    expect((await member.client.rpc('premium_brand_ids')).data).toEqual(['c-monarch']);
    const again = await admin.client.rpc('admin_grant_role', {
      p_user_id: member.id,
      p_role: 'c-monarch-premium',
      p_reason: 'Dealer demo',
    });
    expect(again.data).toBe(false);
    const own = await admin.client.rpc('admin_revoke_role', { p_user_id: admin.id, p_role: 'admin', p_reason: 'oops' });
    expect(own.error).toMatchObject({ hint: 'own_admin_role' });
    const revoked = await admin.client.rpc('admin_revoke_role', {
      p_user_id: member.id,
      p_role: 'c-monarch-premium',
      p_reason: 'Demo over',
    });
    expect(revoked.data).toBe(true);
    expect((await member.client.rpc('premium_brand_ids')).data).toEqual([]);
    const audit = await admin.client.rpc('admin_audit_entries', { p_table: 'custom_user_roles', p_limit: 2 });
    expect((audit.data as Row[]).map((row) => [row.action, row.reason, row.actor_email, row.subject])).toEqual([
      ['delete', 'Demo over', admin.email, `${member.email} · c-monarch-premium`],
      ['insert', 'Dealer demo', admin.email, `${member.email} · c-monarch-premium`],
    ]);
    const byActor = await admin.client.rpc('admin_audit_entries', { p_actor_email: admin.email.toUpperCase(), p_action: 'delete' });
    expect((byActor.data as Row[]).every((row) => row.actor_id === admin.id && row.action === 'delete')).toBe(true);
    const bad = await admin.client.rpc('admin_audit_entries', { p_action: 'drop' });
    expect(bad.error).toMatchObject({ hint: 'invalid_action' });
  });

  it('refuses a correction whose reference is not on its page, and writes nothing', async () => {
    const changes = {
      title: 'Lift pressure sensor out of range',
      summary: '',
      severity: 'warn',
      details: { causes: [{ text: 'The flux capacitor is misaligned.', manualId, pageNumber: 2 }], checks: [], pageRefs: [] },
    };
    const refused = await admin.client.rpc('admin_save_code_extraction', { p_id: extractionId, p_changes: changes, p_reason: 'Fix title' });
    expect(refused.error).toMatchObject({ code: '22023', hint: 'reference_not_on_page' });
    const wrongPage = await admin.client.rpc('admin_save_code_extraction', {
      p_id: extractionId,
      p_changes: { ...changes, details: { causes: [{ text: quote, manualId, pageNumber: 9999 }] } },
      p_reason: 'Fix title',
    });
    expect(wrongPage.error).toMatchObject({ hint: 'reference_not_on_page' });
    for (const bad of [{ ...changes, title: '' }, { ...changes, severity: 'fatal' }, { ...changes, details: [] }, 'text']) {
      const { error } = await admin.client.rpc('admin_save_code_extraction', { p_id: extractionId, p_changes: bad, p_reason: 'x' });
      expect(error?.code).toBe('22023');
    }
    const { rows } = await platform.db.query<{ title: string }>('select title from public.code_extractions where id = $1', [extractionId]);
    expect(rows).toEqual([{ title: 'Extracted titel' }]);
  });

  it('saves a correction whose references hold, approves it into the content, and audits both', async () => {
    const changes = {
      title: 'Lift pressure sensor out of range',
      summary: 'The controller reads a lift pressure outside its window.',
      severity: 'stop',
      details: {
        causes: [{ text: `  ${quote.toUpperCase()} `, manualId, pageNumber: 2 }],
        checks: [],
        pageRefs: [{ manualId, pageNumber: 2, quote }],
      },
    };
    const saved = await admin.client.rpc('admin_save_code_extraction', { p_id: extractionId, p_changes: changes, p_reason: 'Title typo' });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ title: 'Lift pressure sensor out of range', severity: 'stop', held: true });
    const approved = await admin.client.rpc('admin_review_code_extraction', { p_id: extractionId, p_state: 'approved', p_reason: '' });
    expect(approved.error).toBeNull();
    const code = await platform.db.query<{ title: string; severity: string; review_state: string }>(
      `select title, severity, review_state from public.error_codes where brand_id = 'c-monarch' and code_normalized = 'E-990'`,
    );
    expect(code.rows).toEqual([{ title: 'Lift pressure sensor out of range', severity: 'stop', review_state: 'approved' }]);
    // A correction after approval follows into the published code.
    const again = await admin.client.rpc('admin_save_code_extraction', {
      p_id: extractionId,
      p_changes: { ...changes, title: 'Lift pressure sensor signal out of range' },
      p_reason: 'Clearer title',
    });
    expect(again.error).toBeNull();
    const after = await platform.db.query<{ title: string }>(
      `select title from public.error_codes where brand_id = 'c-monarch' and code_normalized = 'E-990'`,
    );
    expect(after.rows).toEqual([{ title: 'Lift pressure sensor signal out of range' }]);
    const audit = await admin.client.rpc('admin_audit_entries', { p_table: 'code_extractions', p_limit: 10 });
    const reasons = (audit.data as Row[]).map((row) => row.reason);
    expect(reasons).toEqual(expect.arrayContaining(['Title typo', 'Approved in the review queue', 'Clearer title']));
    const entry = (audit.data as Row[]).find((row) => row.reason === 'Title typo');
    expect((entry?.before as Row).title).toBe('Extracted titel');
    expect((entry?.after as Row).title).toBe('Lift pressure sensor out of range');
  });

  it('lists searches that found nothing, grouped, with counts and no one named', async () => {
    await member.client.rpc('record_search_miss', { query: 'Mast  Chain noise', brand: 'c-monarch' });
    await admin.client.rpc('record_search_miss', { query: 'mast chain noise', brand: 'c-monarch' });
    const { data, error } = await admin.client.rpc('admin_search_misses', { p_days: 7 });
    expect(error).toBeNull();
    const row = (data as Row[]).find((entry) => String(entry.query).toLowerCase() === 'mast chain noise');
    expect(row).toMatchObject({ brand_id: 'c-monarch', misses: 2, people: 2 });
    expect(Object.keys(row ?? {}).sort()).toEqual(['brand_id', 'last_seen', 'misses', 'people', 'query']);
  });

  it('counts refused and unhelpful diagnoses without naming anyone', async () => {
    await platform.db.query(
      `insert into public.diagnoses (user_id, brand_id, code, engine, refused, refusal_reason) values ($1, 'h-brick', 'Z-1', 'extractive', true, 'unknown_code'),
         ($1, 'h-brick', 'Z-1', 'extractive', true, 'unknown_code')`,
      [member.id],
    );
    const { data, error } = await admin.client.rpc('admin_diagnosis_insights', { p_days: 7 });
    expect(error).toBeNull();
    const refused = (data as Row[]).find((row) => row.kind === 'refused' && row.code === 'Z-1');
    expect(refused).toMatchObject({ brand_id: 'h-brick', reason: 'unknown_code', total: 2 });
    expect(JSON.stringify(data)).not.toContain(member.id);
    // The member reads only their own diagnoses, never the aggregate.
    expect((await member.client.rpc('admin_diagnosis_insights', {})).error?.code).toBe('42501');
  });

  it('saves a brand’s code format only when its pattern accepts its example, audited', async () => {
    const save = (pattern: string, example = 'Q-12') =>
      admin.client.rpc('admin_save_brand', {
        p_id: 'q-lift',
        p_name: 'Q-Lift',
        p_code_format: 'Q, a hyphen and two digits',
        p_code_example: example,
        p_code_pattern: pattern,
        p_reason: 'New dealer brand',
      });
    expect((await save('^Q-([0-9]{2}$')).error).toMatchObject({ code: '22023', hint: 'invalid_code_pattern' });
    expect((await save('^Q-[0-9]{2}$', 'Q-123')).error).toMatchObject({ hint: 'pattern_rejects_example' });
    const bad = await admin.client.rpc('admin_save_brand', {
      p_id: 'Bad Id',
      p_name: 'x',
      p_code_format: 'x',
      p_code_example: 'x',
      p_code_pattern: 'x',
      p_reason: 'x',
    });
    expect(bad.error).toMatchObject({ hint: 'invalid_brand_id' });
    const saved = await save('^Q-[0-9]{2}$');
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ id: 'q-lift', code_pattern: '^Q-[0-9]{2}$' });
    const changed = await save('^Q-[0-9]{2,3}$', 'Q-123');
    expect(changed.error).toBeNull();
    const audit = await admin.client.rpc('admin_audit_entries', { p_table: 'brands', p_limit: 2 });
    expect((audit.data as Row[]).map((row) => [row.action, row.row_key, row.subject, (row.after as Row).code_pattern])).toEqual([
      ['update', 'q-lift', 'Q-Lift', '^Q-[0-9]{2,3}$'],
      ['insert', 'q-lift', 'Q-Lift', '^Q-[0-9]{2}$'],
    ]);
    expect(
      (
        await member.client.rpc('admin_save_brand', {
          p_id: 'q-lift',
          p_name: 'x',
          p_code_format: 'x',
          p_code_example: 'x',
          p_code_pattern: 'x',
          p_reason: 'x',
        })
      ).error?.code,
    ).toBe('42501');
  });

  it('answers the overview and sales to an admin', async () => {
    const overview = await admin.client.rpc('admin_overview');
    expect(overview.error).toBeNull();
    expect(overview.data).toMatchObject({
      unreviewed_codes: expect.any(Number),
      members: expect.any(Number),
      misses_week: expect.any(Number),
    });
    expect((overview.data as Row).admin_writes_week as number).toBeGreaterThan(0);
    const sales = await admin.client.rpc('admin_sales', { p_days: 30 });
    expect(sales.error).toBeNull();
    expect(Array.isArray(sales.data)).toBe(true);
  });
});
