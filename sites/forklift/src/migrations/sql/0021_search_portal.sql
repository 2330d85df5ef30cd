-- The one search box: public.search_portal (the contract) and search_portal_filtered (series, fuel type, system,
-- serial). Security invoker: row-level security decides which pages and codes a caller's results may carry.
-- Order: an exact code in any spelling, then pages listing a part number (parts manuals first), then full text
-- (stemmed, typos spelled back by search_correct_query) over manual titles, page text and code summaries.

-- Text made safe to show as HTML; search snippets mark hits with <mark> around escaped text.
create or replace function public.search_escape_html(body text) returns text
language sql immutable strict parallel safe set search_path = pg_catalog as $$
  select replace(replace(replace(body, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')
$$;

create or replace function public.search_snippet(body text, q tsquery) returns text
language sql immutable parallel safe set search_path = pg_catalog as $$
  select case when body is null or body = '' then ''
    when q is null or numnode(q) = 0 then left(public.search_escape_html(body), 240)
    else ts_headline('english', public.search_escape_html(body), q,
      'StartSel=<mark>, StopSel=</mark>, MaxWords=32, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "')
  end
$$;

-- An error code of the query or its spelling as a part number ('' / null when it is not one).
create or replace function public.search_part_token(query text) returns text
language sql immutable strict parallel safe set search_path = pg_catalog as $$
  select case when btrim(query) ~ '^[A-Za-z0-9][A-Za-z0-9./_-]{3,39}$' and btrim(query) ~ '[0-9]' then btrim(query) end
$$;

create or replace function public.search_portal_filtered(
  query text,
  brand text default null,
  max_results int default 20,
  series text default null,
  fuel_type text default null,
  system text default null,
  serial bigint default null
) returns table (
  kind text, brand_id text, title text, manual_id uuid, page_number int, error_code_id uuid, snippet text, rank real,
  locked boolean
)
language plpgsql stable security invoker set search_path = public, pg_temp as $$
#variable_conflict use_column
declare
  v_q text := btrim(coalesce(search_portal_filtered.query, ''));
  v_max int := coalesce(search_portal_filtered.max_results, 20);
  v_brand text := nullif(btrim(coalesce(search_portal_filtered.brand, '')), '');
  v_series text := nullif(btrim(coalesce(search_portal_filtered.series, '')), '');
  v_fuel text := nullif(btrim(coalesce(search_portal_filtered.fuel_type, '')), '');
  v_system text := nullif(btrim(coalesce(search_portal_filtered.system, '')), '');
  v_serial bigint := search_portal_filtered.serial;
  v_code text;
  v_digits text;
  v_code_is_digits boolean;
  v_part text;
  v_part_like text;
  v_part_re text;
  v_corrected text;
  v_tsq tsquery;
  v_any tsquery;
  v_part_q tsquery;
  w text;
begin
  if length(v_q) > 200 then
    raise exception 'search query is longer than 200 characters' using errcode = '22023', hint = 'search_query_too_long';
  end if;
  if v_max < 1 or v_max > 100 then
    raise exception 'max_results must be between 1 and 100' using errcode = '22023', hint = 'search_max_results_invalid';
  end if;
  if v_q = '' then
    return;
  end if;

  v_code := public.normalize_error_code(v_q);
  v_digits := public.error_code_digits(v_code);
  v_code_is_digits := v_code <> '' and v_code = v_digits;
  v_part := public.search_part_token(v_q);
  if v_part is not null then
    v_part_like := '%' || replace(replace(replace(v_part, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    -- The whole part number: not the tail of a longer one ("31150" in "3EB-12-31150"); a sentence's full stop may follow.
    v_part_re := '(^|[^A-Za-z0-9./_-])' || regexp_replace(v_part, '([.\\/_-])', '\\\1', 'g')
      || '($|[^A-Za-z0-9/_-]|[.]($|[^A-Za-z0-9]))';
    v_part_q := phraseto_tsquery('simple', v_part);
  end if;

  v_corrected := public.search_correct_query(v_q);
  v_tsq := websearch_to_tsquery('english', v_corrected);
  -- Any of the words, for queries whose words never meet on one page.
  foreach w in array regexp_split_to_array(v_corrected, '\s+') loop
    if numnode(plainto_tsquery('english', w)) > 0 then
      v_any := case when v_any is null then plainto_tsquery('english', w) else v_any || plainto_tsquery('english', w) end;
    end if;
  end loop;
  if numnode(v_tsq) = 0 then v_tsq := null; end if;
  if v_any is not null and v_tsq is not null and v_any::text = v_tsq::text then v_any := null; end if;

  return query
  with me as (
    select auth.uid() is not null as signed_in, public.premium_brand_ids() as brands
  ),
  scope as (
    select m.id, m.brand_id, m.kind, m.title, m.summary, m.tier
    from public.manuals m
    where (v_brand is null or m.brand_id = v_brand)
      and (v_series is null or m.series_ids = '{}' or v_series = any (m.series_ids))
      and (v_fuel is null or m.fuel_types = '{}' or v_fuel = any (m.fuel_types))
      and (v_system is null or m.system_ids = '{}' or v_system = any (m.system_ids))
      and (v_serial is null or (m.serial_from <= v_serial and (m.serial_to is null or v_serial <= m.serial_to)))
  ),
  codes as (
    select c.id, c.brand_id, c.code, c.title, c.summary, c.code_normalized
    from public.error_codes c
    where (v_brand is null or c.brand_id = v_brand)
      and (v_series is null or c.series_ids = '{}' or v_series = any (c.series_ids))
      and (v_fuel is null or c.fuel_types = '{}' or v_fuel = any (c.fuel_types))
      and (v_system is null or c.system_id is null or c.system_id = v_system)
  ),
  code_exact as (
    select c.id, c.brand_id, c.code, c.title, c.summary,
      case when c.code_normalized = v_code then 100 when c.code_normalized = v_digits then 92 else 90 end::real as r
    from codes c
    where v_code <> ''
      and (c.code_normalized = v_code
        or (v_code_is_digits and public.error_code_digits(c.code_normalized) = v_digits)
        or (not v_code_is_digits and v_digits like '%-%' and c.code_normalized = v_digits))
  ),
  part_pages as (
    select p.manual_id, p.page_number, s.brand_id, s.title, p.section_title, p.body,
      (case when s.kind = 'parts' then 80 else 70 end
        + case when p.body ~* v_part_re then 5 else 0 end)::real as r
    from public.manual_pages p join scope s on s.id = p.manual_id
    where v_part is not null and p.body ilike v_part_like
    order by r desc, p.manual_id, p.page_number
    limit v_max
  ),
  all_pages as (
    select p.manual_id, p.page_number, s.brand_id, s.title, p.section_title, p.body,
      (10 * ts_rank_cd(p.search_vector, v_tsq, 32))::real as r
    from public.manual_pages p join scope s on s.id = p.manual_id
    where v_tsq is not null and p.search_vector @@ v_tsq
    order by r desc
    limit v_max
  ),
  any_pages as (
    select p.manual_id, p.page_number, s.brand_id, s.title, p.section_title, p.body,
      (5 * ts_rank_cd(p.search_vector, v_any, 32))::real as r
    from public.manual_pages p join scope s on s.id = p.manual_id
    where v_any is not null and (select count(*) from all_pages) < v_max
      and p.search_vector @@ v_any and not (v_tsq is not null and p.search_vector @@ v_tsq)
    order by r desc
    limit v_max
  ),
  code_text as (
    select c.id, c.brand_id, c.code, c.title, c.summary,
      (10 * greatest(
        case when v_tsq is null then 0 else ts_rank_cd(to_tsvector('english', c.title || ' ' || c.summary), v_tsq, 32) end,
        similarity(c.title, v_corrected)))::real as r
    from codes c
    where ((v_tsq is not null and to_tsvector('english', c.title || ' ' || c.summary) @@ v_tsq) or c.title % v_corrected)
      and not exists (select 1 from code_exact e where e.id = c.id)
    order by r desc
    limit v_max
  ),
  manual_hits as (
    select s.id, s.brand_id, s.title, s.summary, s.tier,
      (10 * greatest(
        case when v_tsq is null then 0 else ts_rank_cd(to_tsvector('english', s.title || ' ' || s.summary), v_tsq, 32) end,
        similarity(s.title, v_corrected)))::real as r
    from scope s
    where (v_tsq is not null and to_tsvector('english', s.title || ' ' || s.summary) @@ v_tsq) or s.title % v_corrected
    order by r desc
    limit v_max
  ),
  page_hits as (
    select distinct on (x.manual_id, x.page_number) x.*
    from (
      select pp.*, 'part' as source from part_pages pp
      union all select ap.*, 'text' from all_pages ap
      union all select yp.*, 'text' from any_pages yp
    ) x
    order by x.manual_id, x.page_number, x.r desc
  ),
  hits as (
    select 'error_code'::text as kind, e.brand_id, e.code || ' — ' || e.title as title, null::uuid as manual_id,
      null::int as page_number, e.id as error_code_id, public.search_escape_html(e.summary) as snippet, e.r as rank,
      false as locked, 0 as kind_order
    from code_exact e
    union all
    select 'page', h.brand_id, h.title || coalesce(' · ' || h.section_title, ''), h.manual_id, h.page_number, null,
      public.search_snippet(h.body, case when h.source = 'part' then v_part_q else coalesce(v_tsq, v_any) end), h.r,
      false, 1
    from (select * from page_hits order by r desc limit v_max) h
    union all
    select 'error_code', t.brand_id, t.code || ' — ' || t.title, null, null, t.id,
      public.search_snippet(t.summary, v_tsq), t.r, false, 2
    from code_text t
    union all
    select 'manual', mh.brand_id, mh.title, mh.id, null, null, public.search_snippet(mh.summary, v_tsq), mh.r,
      not ((mh.tier = 'free' and me.signed_in) or mh.brand_id = any (me.brands)), 3
    from manual_hits mh, me
  )
  select h.kind, h.brand_id, h.title, h.manual_id, h.page_number, h.error_code_id, h.snippet, h.rank, h.locked
  from hits h
  order by h.rank desc, h.kind_order, h.title
  limit v_max;
end $$;

-- The contract: three arguments, eight columns, best first.
create or replace function public.search_portal(query text, brand text default null, max_results int default 20)
returns table (
  kind text, brand_id text, title text, manual_id uuid, page_number int, error_code_id uuid, snippet text, rank real
)
language sql stable security invoker set search_path = public, pg_temp as $$
  select f.kind, f.brand_id, f.title, f.manual_id, f.page_number, f.error_code_id, f.snippet, f.rank
  from public.search_portal_filtered(search_portal.query, search_portal.brand, search_portal.max_results) f
$$;

grant execute on function public.search_escape_html(text), public.search_snippet(text, tsquery),
  public.search_part_token(text) to anon, authenticated, service_role;
grant execute on function public.search_portal_filtered(text, text, int, text, text, text, bigint),
  public.search_portal(text, text, int) to anon, authenticated, service_role;
