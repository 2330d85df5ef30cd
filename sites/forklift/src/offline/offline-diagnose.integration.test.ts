// The offline diagnosis agrees with the server's: a premium technician's saved service manual (its pages and the
// brand's codes, read as the technician, written as the phone writes them) answers each code it documents — typed in
// another spelling — with the same match, source and step events, in the same order and with the same citations, as
// POST /functions/v1/diagnose does; a code of another brand and an unknown code are refused the same way. Only `done`
// differs (no diagnosis id until uploaded, the engine named for the phone). A visitor's phone reads nothing.
import 'fake-indexeddb/auto';
import { fileURLToPath } from 'node:url';
import { createPortalUser, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '@kit/site-forklift/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callDiagnose } from '../diagnostics/test-support/call-diagnose';
import type { StreamEvent } from '../elements/diagnostic-chat/chat-api';
import { openOfflineDb, type OfflineDb, type SavedBrand, type SavedManual, type SavedPage } from './offline-db';
import { diagnoseOffline, OFFLINE_ENGINE } from './offline-diagnose';
import { SAVED_CODE_COLUMNS, storeSavedManual, type CodeRow } from './save-manual';

const functionsDir = fileURLToPath(new URL('../functions', import.meta.url));

async function offlineEvents(db: OfflineDb, userId: string | null, input: { brand: string; code?: string; symptoms?: string }) {
  const events: StreamEvent[] = [];
  await diagnoseOffline(input, (event) => events.push(event), { db, userId });
  return events;
}

describe.each(testBackends())('the offline diagnosis on %s', (backend) => {
  let platform: ForkliftPlatform;
  let tech: PortalUser;
  let db: OfflineDb;
  let manual: SavedManual;
  let codes: CodeRow[];
  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend, functionDirs: [functionsDir] });
    await platform.db.exec(`update public.diagnostics_settings set rate_per_minute = 1000, free_daily_limit = 1000`);
    tech = await createPortalUser(platform, ['c-monarch-premium']);
    const { data: row } = await tech.client
      .from('manuals')
      .select('id,brand_id,kind,title,tier,page_count,preview_pages,object_path,file_size,revision')
      .eq('brand_id', 'c-monarch')
      .eq('kind', 'service')
      .order('page_count', { ascending: false })
      .limit(1)
      .single();
    if (!row) throw new Error('no service manual');
    const pages: SavedPage[] = [];
    for (let from = 0; ; from += 500) {
      const { data } = await tech.client
        .from('manual_pages')
        .select('page_number,section_title,body')
        .eq('manual_id', row.id)
        .order('page_number')
        .range(from, from + 499);
      pages.push(...(data ?? []).map((page) => ({ manual_id: row.id as string, ...page })));
      if ((data ?? []).length < 500) break;
    }
    const { data: brand } = await tech.client
      .from('brands')
      .select('id,name,code_example,code_pattern,code_format')
      .eq('id', 'c-monarch')
      .single();
    codes = ((await tech.client.from('error_codes').select(SAVED_CODE_COLUMNS).eq('brand_id', 'c-monarch')).data ??
      []) as unknown as CodeRow[];
    manual = {
      ...row,
      userId: tech.id,
      savedAt: new Date().toISOString(),
      fileBytes: row.file_size,
      textBytes: 0,
      accessUntil: null,
    } as SavedManual;
    db = await openOfflineDb(`offline-diagnose-${backend}-${Date.now()}`);
    await storeSavedManual(db, manual, pages, brand as SavedBrand, codes);
  }, 180_000);
  afterAll(() => platform?.close());

  /** The codes whose every cited page is in the saved manual (a code citing another manual cites what is not saved). */
  const documented = () =>
    codes.filter((code) => {
      const d = Array.isArray(code.error_code_details) ? code.error_code_details[0] : code.error_code_details;
      const refs = [...(d?.causes ?? []), ...(d?.checks ?? [])].map((ref) => ref.manualId).filter(Boolean);
      return refs.length > 0 && refs.every((id) => id === manual.id);
    });

  it('answers the codes of the saved manual exactly as the server does, typed in another spelling', async () => {
    const sample = documented().slice(0, 8);
    expect(sample.length).toBeGreaterThanOrEqual(5);
    for (const code of sample) {
      const typed = code.code.toLowerCase().replace(/-/g, '');
      const online = await callDiagnose(platform.url, tech.accessToken, { brand: 'c-monarch', code: typed }, { apiKey: platform.anonKey });
      const offline = await offlineEvents(db, tech.id, { brand: 'c-monarch', code: typed });
      const withoutDone = (events: Array<{ event: string; data: unknown }>) =>
        events.filter((e) => e.event !== 'done').map((e) => ({ event: e.event, data: e.data }));
      expect(withoutDone(offline), code.code).toEqual(withoutDone(online.events));
      expect(offline.filter((e) => e.event === 'step').length).toBeGreaterThan(2);
      expect(offline.at(-1)).toEqual({ event: 'done', data: { diagnosisId: null, refused: false, engine: OFFLINE_ENGINE } });
    }
  }, 120_000);

  it.each([['SPN 520 FMI 3'], ['E-999'], ['%00<script>'], ['']])('refuses %s as the server does', async (typed) => {
    const online = await callDiagnose(
      platform.url,
      tech.accessToken,
      { brand: 'c-monarch', code: typed || undefined, symptoms: typed ? undefined : 'zzzz qqqq' },
      { apiKey: platform.anonKey },
    );
    const offline = await offlineEvents(db, tech.id, { brand: 'c-monarch', ...(typed ? { code: typed } : { symptoms: 'zzzz qqqq' }) });
    const refusal = (events: Array<{ event: string; data: unknown }>) =>
      events.find((e) => e.event === 'refusal')?.data as { kind?: string } | undefined;
    expect(refusal(offline)?.kind).toBe(refusal(online.events)?.kind);
    expect(refusal(offline)).toBeDefined();
  });

  it("keeps the diagnosis on the phone for upload, and another account's phone content is never read", async () => {
    const before = (await db.getAll('diagnoses')).length;
    await offlineEvents(db, tech.id, { brand: 'c-monarch', code: 'E-212' });
    const kept = await db.getAll('diagnoses');
    expect(kept).toHaveLength(before + 1);
    expect(kept.at(-1)).toMatchObject({ userId: tech.id, input: { brand: 'c-monarch', code: 'E-212' }, uploadedAs: null });
    // Another account (or a signed-out phone): none of the saved content answers.
    const stranger = await offlineEvents(db, 'someone-else', { brand: 'c-monarch', code: 'E-212' });
    expect(stranger.some((e) => e.event === 'step')).toBe(false);
  });
});
