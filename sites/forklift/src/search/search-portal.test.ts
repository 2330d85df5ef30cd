// search_portal: exact codes in any spelling first, part numbers on parts pages first, stemmed and typo-tolerant text,
// filters, and row-level security (no premium text for freemium users or visitors), on PGlite and PostgreSQL.
import { runAs, type Database } from '@kit/platform';
import { createTestDatabase, testBackends, type TestDatabase } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsMigrations } from '@kit/payments';
import { forkliftMigrations } from '../migrations';
import { FIXTURE_IDS, insertSearchFixture, PREMIUM_MARKER } from './search-fixture';

const FREEMIUM = '11111111-1111-4111-8111-111111111111';
const PREMIUM = '22222222-2222-4222-8222-222222222222';

interface Hit {
  kind: string;
  brand_id: string;
  title: string;
  manual_id: string | null;
  page_number: number | null;
  error_code_id: string | null;
  snippet: string;
  rank: number;
}

type Caller = 'anon' | 'freemium' | 'premium';

function identity(caller: Caller) {
  if (caller === 'anon') return { role: 'anon', claims: { role: 'anon' } };
  return { role: 'authenticated', claims: { sub: caller === 'freemium' ? FREEMIUM : PREMIUM, role: 'authenticated' } };
}

describe.each(testBackends())('search_portal on %s', (backend) => {
  let test: TestDatabase;
  let db: Database;
  const search = (caller: Caller, sql: string, params: unknown[]) =>
    runAs(db, identity(caller), async (tx) => (await tx.query<Hit>(sql, params)).rows);
  const portal = (caller: Caller, query: string, brand: string | null = null, max = 20) =>
    search(caller, 'select * from public.search_portal($1, $2, $3)', [query, brand, max]);

  beforeAll(async () => {
    test = await createTestDatabase(backend, [...paymentsMigrations(), ...forkliftMigrations()]);
    db = test.db;
    await insertSearchFixture(db);
    await db.exec(`insert into auth.users (id, email) values ('${FREEMIUM}', 'free@example.com'), ('${PREMIUM}', 'pro@example.com');
      insert into public.custom_user_roles (user_id, role_id) select '${PREMIUM}', id from public.roles where name = 'c-monarch-premium';`);
  });
  afterAll(() => test?.drop());

  it.each([
    ['e212', FIXTURE_IDS.codeE212],
    ['E 212', FIXTURE_IDS.codeE212],
    ['e.0212', FIXTURE_IDS.codeE212],
    ['520-3', FIXTURE_IDS.codeSpn],
    ['spn520 fmi03', FIXTURE_IDS.codeSpn],
    ['SPN-520/FMI-3', FIXTURE_IDS.codeSpn],
    ['1-1', FIXTURE_IDS.code0101],
    ['01 01', FIXTURE_IDS.code0101],
    ['1.01', FIXTURE_IDS.code0101],
  ])('finds the code first when typed as %s', async (query, id) => {
    const hits = await portal('freemium', query, 'c-monarch');
    expect(hits[0]).toMatchObject({ kind: 'error_code', error_code_id: id });
  });

  it('lists the pages that name the exact code after it, highlighted at the code, only where the caller may read them', async () => {
    const hits = await portal('freemium', 'e212', 'c-monarch');
    expect(hits[0]).toMatchObject({ kind: 'error_code', error_code_id: FIXTURE_IDS.codeE212 });
    const page = hits.find((h) => h.kind === 'page' && h.manual_id === FIXTURE_IDS.freeService && h.page_number === 3);
    expect(page?.snippet).toContain('shows <mark>E</mark><mark>-212</mark> when'); // the parser's two words of "E-212"
    const premium = await portal('premium', '520-3', 'c-monarch');
    expect(premium[0]).toMatchObject({ kind: 'error_code', error_code_id: FIXTURE_IDS.codeSpn });
    expect(premium.some((h) => h.kind === 'page' && h.manual_id === FIXTURE_IDS.premiumService && h.page_number === 1)).toBe(true);
    const freemium = await portal('freemium', '520-3', 'c-monarch');
    expect(freemium[0]).toMatchObject({ kind: 'error_code', error_code_id: FIXTURE_IDS.codeSpn });
    expect(freemium.filter((h) => h.kind === 'page')).toEqual([]);
  });

  it("ranks the brand filter before anything else: the other brand's E-212 is not returned", async () => {
    const hits = await portal('premium', 'E-212', 'c-monarch');
    expect(hits.map((h) => h.error_code_id)).not.toContain(FIXTURE_IDS.codeOtherBrand);
    const both = await portal('premium', 'E-212');
    expect(
      both
        .slice(0, 2)
        .map((h) => h.error_code_id)
        .sort(),
    ).toEqual([FIXTURE_IDS.codeE212, FIXTURE_IDS.codeOtherBrand].sort());
  });

  it('puts the parts page listing a part number first', async () => {
    const hits = await portal('premium', '3EB-12-31150');
    expect(hits[0]).toMatchObject({ kind: 'page', manual_id: FIXTURE_IDS.premiumParts, page_number: 1 });
    expect(hits[0]?.snippet).toContain('<mark>');
    expect(hits.some((h) => h.manual_id === FIXTURE_IDS.premiumService && h.page_number === 4)).toBe(true);
  });

  it("does not take a part number's tail for the part", async () => {
    const hits = await portal('premium', '31150');
    const parts = hits.filter((h) => h.kind === 'page');
    expect(parts[0]?.rank ?? 0).toBeLessThan(85);
  });

  it('spells a typo back and finds the procedure in the top 3', async () => {
    const hits = await portal('premium', 'hydralic pump');
    const top = hits
      .slice(0, 3)
      .filter((h) => h.kind === 'page')
      .map((h) => `${h.manual_id}:${h.page_number}`);
    expect(top.some((t) => t === `${FIXTURE_IDS.premiumService}:2` || t === `${FIXTURE_IDS.freeService}:3`)).toBe(true);
  });

  it('stems: "adjust brakes" finds the page about adjusting the brake cable', async () => {
    const hits = await portal('freemium', 'adjust brakes');
    expect(hits.find((h) => h.kind === 'page')).toMatchObject({ manual_id: FIXTURE_IDS.freeService, page_number: 4 });
  });

  it('highlights hits in page snippets and escapes the text', async () => {
    await db.query(
      `update public.manual_pages set body = body || ' Use <b>only</b> ISO VG 32 oil & filter.' where manual_id = $1 and page_number = 3`,
      [FIXTURE_IDS.freeService],
    );
    const hits = await portal('freemium', 'oil filter');
    const page = hits.find((h) => h.kind === 'page');
    expect(page?.snippet).toContain('&lt;b&gt;only&lt;/b&gt;');
    expect(page?.snippet).toMatch(/<mark>oil<\/mark>/i);
  });

  it('never returns premium page text to a freemium user or a visitor', async () => {
    for (const caller of ['anon', 'freemium'] as const) {
      for (const query of ['hydraulic pump', 'pump', '3EB-12-31150', PREMIUM_MARKER, 'tilt cylinder seal', 'contents', '520-3']) {
        const hits = await portal(caller, query, null, 100);
        for (const hit of hits) {
          if (hit.kind === 'page') expect(hit.manual_id).toBe(FIXTURE_IDS.freeService);
          expect(`${hit.title} ${hit.snippet}`).not.toContain(PREMIUM_MARKER);
        }
      }
    }
    // The same searches do carry premium text for a premium user: the check above can fail.
    const premium = await portal('premium', PREMIUM_MARKER, null, 100);
    expect(premium.some((h) => h.kind === 'page' && h.snippet.includes(PREMIUM_MARKER))).toBe(true);
  });

  it("shows a visitor only the free manual's preview pages, and premium manuals as locked titles", async () => {
    const hits = await search('anon', 'select * from public.search_portal_filtered($1)', ['hydraulic']);
    const pages = hits.filter((h) => h.kind === 'page');
    expect(pages.every((p) => p.manual_id === FIXTURE_IDS.freeService && (p.page_number ?? 99) <= 2)).toBe(true);
    const manual = (hits as Array<Hit & { locked: boolean }>).find((h) => h.manual_id === FIXTURE_IDS.premiumService);
    expect(manual).toMatchObject({ kind: 'manual', locked: true });
  });

  it('filters by series, fuel type, system and serial number', async () => {
    const q = 'select * from public.search_portal_filtered($1, null, 50, $2, $3, $4, $5)';
    const bySeries = await search('premium', q, ['hydraulic', 'cm-20', null, null, null]);
    expect(bySeries.filter((h) => h.manual_id).every((h) => h.manual_id === FIXTURE_IDS.freeService)).toBe(true);
    const byFuel = await search('premium', q, ['hydraulic', null, 'lpg', null, null]);
    expect(new Set(byFuel.filter((h) => h.kind === 'page').map((h) => h.manual_id))).toEqual(
      new Set([FIXTURE_IDS.premiumService, FIXTURE_IDS.premiumParts]),
    );
    const bySystem = await search('premium', q, ['brake', null, null, 'brakes', null]);
    expect(new Set(bySystem.filter((h) => h.kind === 'page').map((h) => h.manual_id))).toEqual(new Set([FIXTURE_IDS.freeService]));
    const bySerial = await search('premium', q, ['hydraulic pump', null, null, null, 41000]);
    expect(bySerial.filter((h) => h.kind === 'page').every((h) => h.manual_id !== FIXTURE_IDS.freeService)).toBe(true);
  });

  it('answers nothing for an empty query and refuses bad limits and long queries with 22023', async () => {
    expect(await portal('anon', '   ')).toEqual([]);
    await expect(portal('anon', 'pump', null, 0)).rejects.toMatchObject({ code: '22023' });
    await expect(portal('anon', 'pump', null, 101)).rejects.toMatchObject({ code: '22023' });
    await expect(portal('anon', 'x'.repeat(201))).rejects.toMatchObject({ code: '22023' });
  });

  it('normalises codes as the content model says', async () => {
    const { rows } = await db.query<{ a: string; b: string; c: string; d: string }>(
      `select public.normalize_error_code('E-212') a, public.normalize_error_code('SPN 520 FMI 3') b, public.normalize_error_code('01-01') c, public.normalize_error_code(' e 0 ') d`,
    );
    expect(rows[0]).toEqual({ a: 'E-212', b: 'SPN-520-FMI-3', c: '1-1', d: 'E-0' });
  });
});

describe.each(testBackends())('search_manual on %s', (backend) => {
  let test: TestDatabase;
  const inManual = (caller: Caller, manual: string, query: string) =>
    runAs(
      test.db,
      identity(caller),
      async (tx) =>
        (
          await tx.query<{ page_number: number; section_title: string | null; snippet: string; rank: number }>(
            'select * from public.search_manual($1, $2)',
            [manual, query],
          )
        ).rows,
    );

  beforeAll(async () => {
    test = await createTestDatabase(backend, [...paymentsMigrations(), ...forkliftMigrations()]);
    await insertSearchFixture(test.db);
    await test.db.exec(`insert into auth.users (id, email) values ('${FREEMIUM}', 'free@example.com'), ('${PREMIUM}', 'pro@example.com');
      insert into public.custom_user_roles (user_id, role_id) select '${PREMIUM}', id from public.roles where name = 'c-monarch-premium';`);
  });
  afterAll(() => test?.drop());

  it('lists the matching pages of one manual, best first, highlighted', async () => {
    const hits = await inManual('premium', FIXTURE_IDS.premiumService, 'hydralic pump');
    expect(hits[0]).toMatchObject({ page_number: 2, section_title: 'Hydraulic pump replacement' });
    expect(hits[0]?.snippet).toMatch(/<mark>hydraulic<\/mark>/i);
    expect(hits.every((h) => h.page_number !== 3)).toBe(true);
  });

  it('finds a part number written inside the text', async () => {
    const hits = await inManual('premium', FIXTURE_IDS.premiumParts, '3EB-24-11220');
    expect(hits.map((h) => h.page_number)).toEqual([2]);
  });

  it('answers nothing from pages the caller may not read', async () => {
    expect(await inManual('freemium', FIXTURE_IDS.premiumService, 'hydraulic pump')).toEqual([]);
    expect((await inManual('anon', FIXTURE_IDS.freeService, 'brake')).map((h) => h.page_number)).toEqual([1]); // preview pages only
    expect((await inManual('freemium', FIXTURE_IDS.freeService, 'brake')).map((h) => h.page_number)).toEqual([4, 1]);
  });
});
