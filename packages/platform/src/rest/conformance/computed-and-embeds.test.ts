// Conformance: computed fields and computed relationships (PostgREST 12+), embedding disambiguation (keys inferred
// through views, self-references), embeds with no fields, and EXPLAIN plans when enabled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlMigration, testBackends } from '../../testing';
import { errorBody, startConformance, type Conformance } from './fixture';

const COMPUTED_SQL = `
create view public.brand_names as select id, name from public.brands;
create function public.manual_reviews(public.manuals) returns setof public.reviews language sql stable as
  $$ select * from public.reviews where manual_id = $1.id order by id $$;
create function public.top_review(m public.manuals) returns setof public.reviews language sql stable rows 1 as
  $$ select * from public.reviews where manual_id = m.id order by rating desc limit 1 $$;
create function public.maker(public.manuals) returns public.brands language sql stable as
  $$ select * from public.brands where id = $1.brand_id $$;
create function public.shout(public.manuals) returns text language sql stable as $$ select upper($1.title) $$;
create function public.title_length(public.manual_titles) returns int language sql stable as $$ select length($1.title) $$;
create table public.readings (id int, taken_at date not null, value int, primary key (id, taken_at)) partition by range (taken_at);
create table public.readings_2024 partition of public.readings for values from ('2024-01-01') to ('2025-01-01');
insert into public.readings values (1, '2024-03-01', 10), (2, '2024-04-01', 25);
create function public.doubled(public.readings) returns int language sql stable as $$ select $1.value * 2 $$;
create function public.pump_manuals() returns setof public.manuals language sql stable as
  $$ select * from public.manuals where title ilike '%pump%' order by id $$;
create function extensions.twice(x int) returns int language sql immutable as $$ select x * 2 $$;
create function public.call_twice(x int) returns int language plpgsql stable as $$ begin return twice(x); end $$;
`;

describe.each(testBackends())('/rest/v1 computed fields, relationships and embeds on %s', (backend) => {
  let c: Conformance;
  beforeAll(async () => {
    c = await startConformance(backend, {
      migrations: [sqlMigration('0002_computed.sql', COMPUTED_SQL)],
      config: { rest: { explain: true } },
    });
  });
  afterAll(() => c?.close());

  it('selects, filters and orders by a computed field, on tables, views, partitioned tables and rpc results', async () => {
    const { data } = await c.anon.from('manuals').select('id, shout').eq('shout', 'PUMP TROUBLESHOOTING');
    expect(data).toEqual([{ id: 3, shout: 'PUMP TROUBLESHOOTING' }]);
    const view = await c.anon.from('manual_titles').select('id, len:title_length').eq('id', 1).single();
    expect(view.data).toEqual({ id: 1, len: 23 });
    const partitioned = await c.anon.from('readings').select('id, doubled').order('doubled', { ascending: false });
    expect(partitioned.data).toEqual([
      { id: 2, doubled: 50 },
      { id: 1, doubled: 20 },
    ]);
    const rpc = await c.anon.rpc('pump_manuals').select('id, shout');
    expect(rpc.data).toEqual([
      { id: 1, shout: 'PUMP INSTALLATION GUIDE' },
      { id: 3, shout: 'PUMP TROUBLESHOOTING' },
    ]);
    const star = await c.anon.from('manuals').select('*').eq('id', 1).single();
    expect(Object.keys(star.data ?? {})).not.toContain('shout');
  });

  it('embeds a computed relationship by its function name: sets as arrays, single rows and ROWS 1 sets as objects', async () => {
    const { data } = await c.anon
      .from('manuals')
      .select('id, all:manual_reviews(id, rating), best:top_review(rating), maker(name)')
      .lte('id', 2)
      .order('id');
    expect(data).toEqual([
      {
        id: 1,
        all: [
          { id: 1, rating: 5 },
          { id: 2, rating: 3 },
        ],
        best: { rating: 5 },
        maker: { name: 'Acme' },
      },
      { id: 2, all: [{ id: 3, rating: 4 }], best: { rating: 4 }, maker: { name: 'Bolt' } },
    ]);
    const inner = await c.anon.from('manuals').select('id, top_review!inner(rating)').order('id');
    expect(inner.data?.map((row) => row.id)).toEqual([1, 2]);
    const nested = await c.anon.rpc('pump_manuals').select('id, manual_reviews(rating, employees!author_id(name))').eq('id', 1);
    expect(nested.data).toEqual([
      {
        id: 1,
        manual_reviews: [
          { rating: 5, employees: { name: 'Ben' } },
          { rating: 3, employees: { name: 'Cy' } },
        ],
      },
    ]);
  });

  it('embeds by a key column when views over the key target would otherwise make it ambiguous', async () => {
    const { data, error } = await c.anon.from('manuals').select('id, brand_id(name)').eq('id', 2).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 2, brand_id: { name: 'Bolt' } });
    const viaView = await c.anon.from('manuals').select('id, brand_names(name)').eq('id', 2).single();
    expect(viaView.data).toEqual({ id: 2, brand_names: { name: 'Bolt' } });
  });

  it('leaves an embed with no fields out of the row, while it still filters with !inner', async () => {
    const { data } = await c.anon.from('manuals').select('id, brands!inner()').eq('brands.name', 'Bolt');
    expect(data).toEqual([{ id: 2 }]);
    const plain = await c.anon.from('manuals').select('title, brands()').eq('id', 1).single();
    expect(plain.data).toEqual({ title: 'Pump installation guide' });
  });

  it('answers EXPLAIN in JSON and text, with options, for reads only', async () => {
    const json = await c.anon.from('manuals').select('id').explain({ format: 'json' });
    expect(json.error).toBeNull();
    expect(Array.isArray(json.data)).toBe(true);
    expect((json.data as unknown as Array<{ Plan: { 'Node Type': string } }>)[0]?.Plan['Node Type']).toBe('Aggregate');
    const text = await c.anon.from('manuals').select('id').explain();
    expect(String(text.data)).toMatch(/^Aggregate {2}\(cost=/);
    const verbose = await c.anon.from('manuals').select('id').explain({ format: 'json', verbose: true, analyze: true });
    expect(JSON.stringify(verbose.data)).toContain('"Actual Rows"');
    const res = await c.fetch('/manuals?select=id', { headers: { Accept: 'application/vnd.pgrst.plan+json; for="application/json"' } });
    expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8');
    const write = await c.fetch('/items', {
      method: 'POST',
      headers: { Accept: 'application/vnd.pgrst.plan+json', 'Content-Type': 'application/json' },
      body: '{"id":9,"name":"x"}',
    });
    expect(write.status).toBe(406);
    const bad = await c.anon.from('manuals').select('id').eq('nope', 1).explain({ format: 'json' });
    expect(errorBody(bad.error)).toMatchObject({ code: '42703' });
  });

  it('runs each request with PostgREST’s search_path: its schema, then public and extensions', async () => {
    const plan = await c.anon.from('manuals').select('id').explain({ format: 'json', settings: true });
    expect((plan.data as unknown as Array<{ Settings?: Record<string, string> }>)[0]?.Settings?.search_path).toBe(
      '"public", "public", "extensions"',
    );
    // A function body's unqualified names resolve on it, as on Supabase (extensions' functions included).
    const called = await c.anon.rpc('call_twice', { x: 21 });
    expect(called).toMatchObject({ data: 42, error: null });
  });
});

describe.each(testBackends())('/rest/v1 plans disabled on %s', (backend) => {
  let c: Conformance;
  beforeAll(async () => {
    c = await startConformance(backend);
  });
  afterAll(() => c?.close());

  it('refuses the plan media type with 406 PGRST107 unless REST_EXPLAIN is on', async () => {
    const { error, status } = await c.anon.from('manuals').select('id').explain({ format: 'json' });
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST107');
  });
});
