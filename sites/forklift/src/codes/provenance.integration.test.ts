// A code the importer took from a manual and no editor has reviewed says so on its page (issue 35, provenance): the
// manual and page it came from, for visitors and members alike; a reviewed or catalogue code says nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoadedDatabase, testBackends, type LoadedDatabase } from '../testing';
import { codePageView } from './code-page-view';
import { codePageRows } from './read-code-page';

describe.each(testBackends())('code page provenance on %s', (backend) => {
  let loaded: LoadedDatabase;
  let code: { brand_id: string; code: string; manual_title: string; revision: string };
  beforeAll(async () => {
    loaded = await createLoadedDatabase(backend);
    const { rows } = await loaded.db.query<{ brand_id: string; code: string; manual_title: string; revision: string }>(
      `with picked as (
         select c.id, c.brand_id, c.code, m.id as manual_id, m.title, m.revision
         from public.error_codes c join public.manuals m on m.brand_id = c.brand_id
         where c.tier = 'free' order by c.code_normalized, m.title limit 1
       )
       update public.error_codes e set review_state = 'unreviewed', source_manual_id = p.manual_id, source_page_number = 7
       from picked p where e.id = p.id
       returning e.brand_id, e.code, p.title as manual_title, p.revision`,
    );
    code = rows[0]!;
  });
  afterAll(() => loaded?.drop());

  it('names the manual and page of an unreviewed imported code, to a visitor too', async () => {
    const [row] = await codePageRows(loaded.db, null, code.brand_id, code.code);
    expect(row?.provenance).toMatchObject({ reviewState: 'unreviewed', manualTitle: code.manual_title, pageNumber: 7 });
    expect(codePageView(row!, 'visitor', 'k').provenanceLine).toBe(
      `Taken from ${code.manual_title} rev.\u00a0${code.revision} · p.\u00a07, not yet reviewed by our editors.`,
    );
  });

  it('says nothing once the code is approved', async () => {
    await loaded.db.query(`update public.error_codes set review_state = 'approved' where brand_id = $1 and code = $2`, [
      code.brand_id,
      code.code,
    ]);
    const [row] = await codePageRows(loaded.db, null, code.brand_id, code.code);
    expect(row?.provenance).toBeNull();
    expect(codePageView(row!, 'visitor', 'k').provenanceLine).toBe('');
  });
});
