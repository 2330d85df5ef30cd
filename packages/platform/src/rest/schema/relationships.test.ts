// Unit tests of relationship derivation from foreign keys, through junctions and views.
import { describe, expect, it } from 'vitest';
import { testCache } from '../sql/test-cache';

function rels(table: string) {
  return (testCache().relationships.get(`public.${table}`) ?? []).map((r) => `${r.cardinality} ${r.target.name} ${r.constraint}`).sort();
}

describe('deriveRelationships', () => {
  it('derives many-to-one, one-to-many, one-to-one and many-to-many from foreign keys', () => {
    expect(rels('manuals')).toEqual([
      'many-to-many categories mc_category_fkey',
      'many-to-one brands manuals_brand_id_fkey',
      'one-to-many manual_categories mc_manual_fkey',
      'one-to-one details details_manual_fkey',
    ]);
    expect(rels('brands')).toEqual(['one-to-many manual_view manuals_brand_id_fkey', 'one-to-many manuals manuals_brand_id_fkey']);
  });

  it('carries foreign keys through a view over one table, and its primary key', () => {
    expect(rels('manual_view')).toEqual([
      'many-to-many categories mc_category_fkey',
      'many-to-one brands manuals_brand_id_fkey',
      'one-to-many manual_categories mc_manual_fkey',
      'one-to-one details details_manual_fkey',
    ]);
    expect(testCache().tables.get('public.manual_view')?.primaryKey).toEqual(['id']);
  });
});
