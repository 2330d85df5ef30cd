// Code lookups through search as signed-in technicians: for each code case of a split, is the expected code the first
// error-code hit of search_portal_filtered —
//   * with the case's brand in context (a truck or a brand page);
//   * with no brand typed, for a member whose plan is the case's brand (search prefers the caller's brands among
//     equally close readings: "231" for a T-Sensei shop is AL 231 first);
//   * with no brand and no context at all (an all-access member with no trucks and no history), where a spelling
//     without the brand's letters may honestly be several brands' codes: then every equally close candidate must be
//     shown, each with its brand (reported beside the plain top-1).
import { runAs, type Database } from '@kit/platform';
import type { EvalCase } from './cases';
import type { Ratio } from './metrics';

export interface SearchCodeFigures {
  /** With the brand in context. */
  top1: Ratio;
  /** Without a brand, as a member of the case brand's plan. */
  top1NoBrand: Ratio;
  /** Without a brand or any context. */
  top1NoContext: Ratio;
  /** Without a brand or any context: the expected code among the hits as close as the first. */
  shownNoContext: Ratio;
  misses: string[];
}

interface Hit {
  title: string;
  brand_id: string;
  rank: number;
}

export interface SearchCallers {
  /** An all-access member without trucks or history. */
  anyBrand: string;
  /** A member of each brand's plan (by brand id). */
  planOf: (brand: string) => string;
}

/** Adds a member of each brand's plan (`<brand>-premium`) to the database, for the searches without a brand. */
export async function addPlanMembers(db: Database): Promise<(brand: string) => string> {
  const rows = await db.query<{ brand_id: string; user_id: string }>(`
    with plans as (
      select b.id as brand_id, r.id as role_id, gen_random_uuid() as user_id
      from public.brands b join public.roles r on r.name = b.id || '-premium'
    ),
    users as (
      insert into auth.users (id, email) select user_id, 'search-eval-' || user_id || '@example.com' from plans returning id
    ),
    granted as (
      insert into public.custom_user_roles (user_id, role_id) select p.user_id, p.role_id from plans p join users u on u.id = p.user_id
      returning user_id
    )
    select p.brand_id, p.user_id from plans p join granted g on g.user_id = p.user_id`);
  const members = new Map(rows.rows.map((row) => [row.brand_id, row.user_id]));
  return (brand) => {
    const member = members.get(brand);
    if (!member) throw new Error(`no plan role for brand ${brand}`);
    return member;
  };
}

export async function searchCodeFigures(db: Database, callers: SearchCallers, cases: readonly EvalCase[]): Promise<SearchCodeFigures> {
  const codeHits = (userId: string, query: string, brand: string | null) =>
    runAs(db, { role: 'authenticated', claims: { sub: userId, role: 'authenticated', aud: 'authenticated' } }, (tx) =>
      tx.query<Hit>(
        `select title, brand_id, rank from public.search_portal_filtered($1, $2, 20) where kind = 'error_code' order by rank desc`,
        [query, brand],
      ),
    ).then((r) => r.rows);
  const result: SearchCodeFigures = {
    top1: { hit: 0, of: 0 },
    top1NoBrand: { hit: 0, of: 0 },
    top1NoContext: { hit: 0, of: 0 },
    shownNoContext: { hit: 0, of: 0 },
    misses: [],
  };
  const count = (ratio: Ratio, ok: boolean) => {
    ratio.of += 1;
    if (ok) ratio.hit += 1;
  };
  for (const testCase of cases) {
    const code = testCase.expect.code;
    const typed = testCase.request.code;
    const brand = testCase.request.brand;
    if (testCase.type !== 'exact' || !code || !typed) continue;
    const isIt = (hit?: Hit) => hit !== undefined && hit.brand_id === brand && hit.title.split(' — ')[0] === code;
    const withBrand = await codeHits(callers.anyBrand, typed, brand);
    count(result.top1, isIt(withBrand[0]));
    if (!isIt(withBrand[0])) result.misses.push(`${testCase.id} (brand in context): "${typed}" → ${withBrand[0]?.title ?? 'nothing'}`);
    const plan = await codeHits(callers.planOf(brand), typed, null);
    count(result.top1NoBrand, isIt(plan[0]));
    if (!isIt(plan[0])) result.misses.push(`${testCase.id} (no brand, ${brand} plan): "${typed}" → ${plan[0]?.title ?? 'nothing'}`);
    const bare = await codeHits(callers.anyBrand, typed, null);
    count(result.top1NoContext, isIt(bare[0]));
    // A hit's rank is 100 − 3 × its reading's penalty − a small order term: as close as the first = within 1.
    const first = bare[0]?.rank ?? 0;
    count(
      result.shownNoContext,
      bare.some((hit) => hit.rank > first - 1 && isIt(hit)),
    );
  }
  return result;
}
