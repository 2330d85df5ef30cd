// Code lookups through search as a signed-in technician: for each code case of a split, is the expected code the
// first error-code hit of search_portal_filtered — with the case's brand as context (a truck or a brand page), and
// with no brand at all (a bare search box, where a spelling without the brand's letters may honestly be several codes)?
import { runAs, type Database } from '@kit/platform';
import type { EvalCase } from './cases';
import type { Ratio } from './metrics';

export interface SearchCodeFigures {
  /** With the brand in context. */
  top1: Ratio;
  /** Without a brand. */
  top1NoBrand: Ratio;
  misses: string[];
}

export async function searchCodeFigures(db: Database, userId: string, cases: readonly EvalCase[]): Promise<SearchCodeFigures> {
  const identity = { role: 'authenticated', claims: { sub: userId, role: 'authenticated', aud: 'authenticated' } };
  const first = (query: string, brand: string | null) =>
    runAs(db, identity, (tx) =>
      tx.query<{ title: string; brand_id: string }>(
        `select title, brand_id from public.search_portal_filtered($1, $2, 10) where kind = 'error_code' limit 1`,
        [query, brand],
      ),
    ).then((r) => r.rows[0]);
  const result: SearchCodeFigures = { top1: { hit: 0, of: 0 }, top1NoBrand: { hit: 0, of: 0 }, misses: [] };
  for (const testCase of cases) {
    const code = testCase.expect.code;
    const typed = testCase.request.code;
    if (testCase.type !== 'exact' || !code || !typed) continue;
    const isIt = (hit?: { title: string; brand_id: string }) =>
      hit !== undefined && hit.brand_id === testCase.request.brand && hit.title.split(' — ')[0] === code;
    const withBrand = await first(typed, testCase.request.brand);
    result.top1.of += 1;
    if (isIt(withBrand)) result.top1.hit += 1;
    else result.misses.push(`${testCase.id}: "${typed}" → ${withBrand?.title ?? 'nothing'}`);
    result.top1NoBrand.of += 1;
    if (isIt(await first(typed, null))) result.top1NoBrand.hit += 1;
  }
  return result;
}
