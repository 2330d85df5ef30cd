// Conformance: select grammar and embedded resources through supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../testing';
import { errorBody, startConformance, type Conformance } from './fixture';

describe.each(testBackends())('/rest/v1 select and embeds on %s', (backend) => {
  let c: Conformance;
  beforeAll(async () => {
    c = await startConformance(backend);
  });
  afterAll(() => c?.close());

  it('selects columns, aliases and casts', async () => {
    const { data, error, status } = await c.anon.from('manuals').select('id, heading:title, pages::text').order('id').limit(2);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: 1, heading: 'Pump installation guide', pages: '40' },
      { id: 2, heading: 'Boiler service manual', pages: '120' },
    ]);
  });

  it('selects every column with * in table order, JSON as PostgreSQL writes it', async () => {
    const { data } = await c.anon.from('manuals').select('*').eq('id', 1).single();
    expect(data).toEqual({
      id: 1,
      title: 'Pump installation guide',
      brand_id: 1,
      pages: 40,
      published: true,
      tags: ['pump', 'install'],
      meta: { lang: 'en', size: { w: 210 } },
      period: '[1,10)',
      search: "'guid':3 'instal':2 'pump':1",
      created_at: '2024-01-01T00:00:00+00:00',
    });
  });

  it('reads JSON paths with -> and ->>, naming them by the last key', async () => {
    const { data } = await c.anon.from('manuals').select('id, meta->lang, width:meta->size->>w, meta->>lang').in('id', [1, 2]).order('id');
    expect(data).toEqual([
      { id: 1, lang: 'en', width: '210' },
      { id: 2, lang: 'de', width: '148' },
    ]);
  });

  it('embeds many-to-one as an object and null when absent', async () => {
    const { data } = await c.anon.from('manuals').select('id, brands(name)').order('id');
    expect(data).toEqual([
      { id: 1, brands: { name: 'Acme' } },
      { id: 2, brands: { name: 'Bolt' } },
      { id: 3, brands: { name: 'Acme' } },
      { id: 4, brands: { name: 'Crane' } },
      { id: 5, brands: null },
    ]);
  });

  it('embeds one-to-many as an array, with its own filters, order and limit', async () => {
    const { data } = await c.anon
      .from('brands')
      .select('name, manuals(id, title)')
      .order('id')
      .order('id', { referencedTable: 'manuals', ascending: false })
      .limit(1, { referencedTable: 'manuals' });
    expect(data).toEqual([
      { name: 'Acme', manuals: [{ id: 3, title: 'Pump troubleshooting' }] },
      { name: 'Bolt', manuals: [{ id: 2, title: 'Boiler service manual' }] },
      { name: 'Crane', manuals: [{ id: 4, title: 'Crane safety' }] },
    ]);
    const filtered = await c.anon.from('brands').select('name, manuals(id)').eq('manuals.published', true).order('id');
    expect(filtered.data).toEqual([
      { name: 'Acme', manuals: [{ id: 1 }] },
      { name: 'Bolt', manuals: [{ id: 2 }] },
      { name: 'Crane', manuals: [] },
    ]);
  });

  it('embeds many-to-many through a junction table', async () => {
    const { data } = await c.anon
      .from('manuals')
      .select('id, categories(name)')
      .in('id', [1, 4])
      .order('id')
      .order('id', { referencedTable: 'categories' });
    expect(data).toEqual([
      { id: 1, categories: [{ name: 'Hydraulics' }, { name: 'Safety' }] },
      { id: 4, categories: [{ name: 'Safety' }] },
    ]);
  });

  it('filters parents by an !inner embed', async () => {
    const { data } = await c.anon.from('manuals').select('id, brands!inner(name)').eq('brands.country', 'US').order('id');
    expect(data).toEqual([
      { id: 1, brands: { name: 'Acme' } },
      { id: 3, brands: { name: 'Acme' } },
    ]);
  });

  it('filters parents on an embed being null or not', async () => {
    const { data } = await c.anon.from('manuals').select('id, brands(id)').is('brands', null).order('id');
    expect(data).toEqual([{ id: 5, brands: null }]);
    const { data: withBrand } = await c.anon.from('manuals').select('id, brands(id)').not('brands', 'is', null).eq('brands.country', 'DE');
    expect(withBrand).toEqual([{ id: 2, brands: { id: 2 } }]);
  });

  it('disambiguates with !hint by constraint or column, and answers PGRST201 without one', async () => {
    const ambiguous = await c.anon.from('reviews').select('id, employees(name)');
    expect(ambiguous.status).toBe(300);
    expect(errorBody(ambiguous.error)).toEqual({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'reviews' and 'employees'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'reviews with employees',
          relationship: 'reviews_author_id_fkey using reviews(author_id) and employees(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'reviews with employees',
          relationship: 'reviews_approver_id_fkey using reviews(approver_id) and employees(id)',
        },
      ],
      hint: "Try changing 'employees' to one of the following: 'employees!reviews_author_id_fkey', 'employees!reviews_approver_id_fkey'. Find the desired relationship in the 'details' key.",
    });
    const { data } = await c.anon
      .from('reviews')
      .select('id, author:employees!reviews_author_id_fkey(name), approver:employees!approver_id(name)')
      .order('id');
    expect(data).toEqual([
      { id: 1, author: { name: 'Ben' }, approver: { name: 'Ada' } },
      { id: 2, author: { name: 'Cy' }, approver: { name: 'Ada' } },
      { id: 3, author: { name: 'Ben' }, approver: null },
    ]);
  });

  it('embeds a self-referencing table both ways: the parent by its key column, the children by name or column hint', async () => {
    const { data } = await c.anon
      .from('employees')
      .select('name, manager:manager_id(name), reports:employees!manager_id(name), all:employees(name)')
      .eq('id', 2)
      .single();
    expect(data).toEqual({ name: 'Ben', manager: { name: 'Ada' }, reports: [], all: [] });
    // The key's constraint name is no hint for a self-reference: PostgREST finds no relationship (PGRST200).
    const byConstraint = await c.anon.from('employees').select('name, staff:employees!employees_manager_id_fkey(name)').eq('id', 1);
    expect(byConstraint.status).toBe(400);
    expect(errorBody(byConstraint.error)).toEqual({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'employees' and 'employees' using the hint 'employees_manager_id_fkey' in the schema 'public', but no matches were found.",
      hint: null,
      message: "Could not find a relationship between 'employees' and 'employees' in the schema cache",
    });
    const boss = await c.anon
      .from('employees')
      .select('name, manager:manager_id(name), reports:employees!manager_id(name), all:employees(name)')
      .eq('id', 1)
      .order('id', { referencedTable: 'reports' })
      .order('id', { referencedTable: 'all' })
      .single();
    expect(boss.data).toEqual({
      name: 'Ada',
      manager: null,
      reports: [{ name: 'Ben' }, { name: 'Cy' }],
      all: [{ name: 'Ben' }, { name: 'Cy' }],
    });
  });

  it('spreads a to-one embed into the parent', async () => {
    const { data } = await c.anon.from('manuals').select('id, ...brands(brand:name, country)').lte('id', 2).order('id');
    expect(data).toEqual([
      { id: 1, brand: 'Acme', country: 'US' },
      { id: 2, brand: 'Bolt', country: 'DE' },
    ]);
  });

  it('nests embeds several levels deep', async () => {
    const { data } = await c.anon.from('reviews').select('rating, manuals(title, brands(name))').eq('id', 3).single();
    expect(data).toEqual({ rating: 4, manuals: { title: 'Boiler service manual', brands: { name: 'Bolt' } } });
  });

  it('computes aggregates, grouped by the other columns', async () => {
    const { data } = await c.anon.from('manuals').select('brand_id, pages.sum(), count()').not('brand_id', 'is', null).order('brand_id');
    expect(data).toEqual([
      { brand_id: 1, sum: 52, count: 2 },
      { brand_id: 2, sum: 120, count: 1 },
      { brand_id: 3, sum: null, count: 1 },
    ]);
    const { data: totals } = await c.anon.from('manuals').select('total:pages.sum(), pages.max(), pages.avg()::int');
    expect(totals).toEqual([{ total: 174, max: 120, avg: 44 }]);
  });

  it('counts related rows with rel(count)', async () => {
    const { data } = await c.anon.from('brands').select('name, manuals(count)').order('id');
    expect(data).toEqual([
      { name: 'Acme', manuals: [{ count: 2 }] },
      { name: 'Bolt', manuals: [{ count: 1 }] },
      { name: 'Crane', manuals: [{ count: 1 }] },
    ]);
  });

  it('reads views and embeds through a view over one table', async () => {
    const { data } = await c.anon.from('manual_titles').select('title, brands(name)').eq('id', 2).single();
    expect(data).toEqual({ title: 'Boiler service manual', brands: { name: 'Bolt' } });
  });

  it('answers PGRST200 for an embed without a relationship', async () => {
    const { error, status } = await c.anon.from('brands').select('name, categories(name)');
    expect(status).toBe(400);
    expect(errorBody(error)).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'brands' and 'categories' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'brands' and 'categories' in the schema 'public', but no matches were found.",
      hint: null,
    });
  });

  it('answers 42703 for an unknown column, as PostgreSQL words it for PostgREST’s SQL (embeds named <table>_<depth>)', async () => {
    const { error, status } = await c.anon.from('brands').select('nope');
    expect(status).toBe(400);
    expect(errorBody(error)).toEqual({ code: '42703', message: 'column brands.nope does not exist', details: null, hint: null });
    const embedded = await c.anon.from('brands').select('name, manuals(sum)');
    expect(embedded.status).toBe(400);
    expect(errorBody(embedded.error)).toEqual({ code: '42703', message: 'column manuals_1.sum does not exist', details: null, hint: null });
    const deeper = await c.anon.from('brands').select('name, manuals(title, reviews(nope))').eq('manuals.reviews.nope', 1);
    expect(errorBody(deeper.error)).toMatchObject({ code: '42703', message: 'column reviews_2.nope does not exist' });
  });

  it('returns CSV with a header line', async () => {
    const { data } = await c.anon.from('brands').select('id, name, country').order('id').csv();
    expect(data).toBe('id,name,country\n1,Acme,US\n2,Bolt,DE\n3,Crane,');
  });

  it('strips nulls when asked', async () => {
    const { data } = await c.anon.from('brands').select('name, country').eq('id', 3).stripNulls();
    expect(data).toEqual([{ name: 'Crane' }]);
  });
});
