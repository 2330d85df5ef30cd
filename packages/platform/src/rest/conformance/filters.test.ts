// Conformance: every filter operator, logic trees and embedded filters through supabase-js.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../testing';
import { startConformance, type Conformance } from './fixture';

type Query = ReturnType<ReturnType<SupabaseClient['from']>['select']>;

// Each row: what supabase-js is asked, and the manual ids PostgREST returns for it (seed in fixture.ts).
const CASES: Array<[string, (q: Query) => Query, number[]]> = [
  ['eq', (q) => q.eq('pages', 40), [1]],
  ['neq leaves nulls out', (q) => q.neq('pages', 40), [2, 3, 5]],
  ['gt', (q) => q.gt('pages', 12), [1, 2]],
  ['gte', (q) => q.gte('pages', 12), [1, 2, 3]],
  ['lt', (q) => q.lt('pages', 12), [5]],
  ['lte', (q) => q.lte('pages', 12), [3, 5]],
  ['like with * as %', (q) => q.like('title', 'Pump*'), [1, 3]],
  ['ilike', (q) => q.ilike('title', '*GUIDE*'), [1]],
  ['match', (q) => q.filter('title', 'match', '^B'), [2]],
  ['imatch', (q) => q.filter('title', 'imatch', 'SAFETY$'), [4]],
  ['is null', (q) => q.is('published', null), [4]],
  ['is true', (q) => q.is('published', true), [1, 2, 5]],
  ['is false', (q) => q.is('published', false), [3]],
  ['not is null', (q) => q.not('published', 'is', null), [1, 2, 3, 5]],
  ['isdistinct', (q) => q.filter('published', 'isdistinct', 'true'), [3, 4]],
  ['in', (q) => q.in('id', [1, 3]), [1, 3]],
  ['in with quoted values holding , and ()', (q) => q.in('title', ['a,b', 'x(y)', 'Crane safety']), [4]],
  ['not in', (q) => q.not('id', 'in', '(1,2,3)'), [4, 5]],
  ['cs on an array', (q) => q.contains('tags', ['pump']), [1, 3]],
  ['cd on an array', (q) => q.containedBy('tags', ['pump', 'install', 'x']), [1, 4]],
  ['ov on an array', (q) => q.overlaps('tags', ['boiler', 'fault']), [2, 3]],
  ['cs on jsonb', (q) => q.contains('meta', { lang: 'en' }), [1, 3]],
  ['sl (rangeLt)', (q) => q.rangeLt('period', '[20,30)'), [1, 2]],
  ['sr (rangeGt)', (q) => q.rangeGt('period', '[20,30)'), [3, 5]],
  ['nxl (rangeGte)', (q) => q.rangeGte('period', '[5,8)'), [2, 3, 5]],
  ['nxr (rangeLte)', (q) => q.rangeLte('period', '[0,15)'), [1]],
  ['adj', (q) => q.rangeAdjacent('period', '[10,12)'), [1]],
  ['ov on a range', (q) => q.overlaps('period', '[8,9)'), [1, 2]],
  ['fts', (q) => q.textSearch('search', "'pump' & 'guide'"), [1]],
  ['plfts with a config', (q) => q.textSearch('search', 'pump guide', { type: 'plain', config: 'english' }), [1]],
  ['phfts', (q) => q.textSearch('search', 'pump troubleshooting', { type: 'phrase' }), [3]],
  ['wfts', (q) => q.textSearch('search', '"boiler service" -pump', { type: 'websearch', config: 'english' }), [2]],
  ['fts on a text column', (q) => q.textSearch('title', 'crane'), [4]],
  ['like(any)', (q) => q.likeAnyOf('title', ['Pump*', '*leaflet']), [1, 3, 5]],
  ['like(all)', (q) => q.likeAllOf('title', ['Pump*', '*guide']), [1]],
  ['ilike(any)', (q) => q.ilikeAnyOf('title', ['*BOILER*', '*crane*']), [2, 4]],
  ['eq(any)', (q) => q.filter('pages', 'eq(any)', '{2,40}'), [1, 5]],
  ['not gt', (q) => q.not('pages', 'gt', 20), [3, 5]],
  ['or', (q) => q.or('pages.gt.100,title.ilike.*leaflet*'), [2, 5]],
  ['or with nested and', (q) => q.or('brand_id.eq.2,and(brand_id.eq.1,published.is.false)'), [2, 3]],
  ['or with not.and', (q) => q.or('not.and(brand_id.eq.1,published.is.true),id.eq.1').not('brand_id', 'is', null), [1, 2, 3, 4]],
  ['or with in and quoted values', (q) => q.or('id.in.(4,5),title.eq."Pump installation guide"'), [1, 4, 5]],
  ['JSON path ->>', (q) => q.eq('meta->>lang', 'en'), [1, 3]],
  ['nested JSON path', (q) => q.eq('meta->size->>w', '148'), [2]],
  ['match() shorthand', (q) => q.match({ brand_id: 1, published: true }), [1]],
  ['a value with quotes and backslashes', (q) => q.eq('title', 'a"b\\c'), []],
  ['several filters are ANDed', (q) => q.eq('brand_id', 1).gt('pages', 20), [1]],
];

describe.each(testBackends())('/rest/v1 filters on %s', (backend) => {
  let c: Conformance;
  beforeAll(async () => {
    c = await startConformance(backend);
  });
  afterAll(() => c?.close());

  it.each(CASES)('%s', async (_name, apply, ids) => {
    const { data, error } = await apply(c.anon.from('manuals').select('id')).order('id');
    expect(error).toBeNull();
    expect(data).toEqual(ids.map((id) => ({ id })));
  });

  it('filters and or-trees on an embedded resource', async () => {
    const { data } = await c.anon
      .from('manuals')
      .select('id, brands!inner(name)')
      .or('country.eq.US,country.is.null', { referencedTable: 'brands' })
      .order('id');
    expect(data).toEqual([
      { id: 1, brands: { name: 'Acme' } },
      { id: 3, brands: { name: 'Acme' } },
      { id: 4, brands: { name: 'Crane' } },
    ]);
  });

  it('keeps parents whose to-one embed a filter empties, unless !inner', async () => {
    const { data } = await c.anon.from('manuals').select('id, brands(name)').eq('brands.name', 'Bolt').lte('id', 2).order('id');
    expect(data).toEqual([
      { id: 1, brands: null },
      { id: 2, brands: { name: 'Bolt' } },
    ]);
  });

  it('passes values as parameters: a hostile value matches nothing and breaks nothing', async () => {
    const { data, error } = await c.anon.from('manuals').select('id').eq('title', "x'); drop table public.manuals; --");
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { count } = await c.anon.from('manuals').select('*', { count: 'exact', head: true });
    expect(count).toBe(5);
  });
});
