-- search_portal_filtered over 0023's candidates: manual titles now come from search_candidates (through an index)
-- like codes and pages; an exact code found also by its title, or a page found twice, is kept once (the higher
-- rank); a page naming the exact code is highlighted at the code as the brand writes it; the "any word" query
-- leaves bare numbers out (in "spn 777 fmi 17", "17" is on thousands of pages). Text is read here, as the caller, by
-- primary key: the policies decide every byte returned; snippets are made for the returned rows only.
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
  v_part text;
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
  v_part := public.search_part_token(v_q);
  if v_part is not null then v_part_q := phraseto_tsquery('simple', v_part); end if;
  v_corrected := public.search_correct_query(v_q);
  v_tsq := websearch_to_tsquery('english', v_corrected);
  -- Any of the words (not bare numbers), for queries whose words never meet on one page.
  foreach w in array regexp_split_to_array(v_corrected, '\s+') loop
    if w !~ '^[0-9.,/-]+$' and numnode(plainto_tsquery('english', w)) > 0 then
      v_any := case when v_any is null then plainto_tsquery('english', w) else v_any || plainto_tsquery('english', w) end;
    end if;
  end loop;
  if numnode(v_tsq) = 0 then v_tsq := null; end if;
  if v_any is not null and v_tsq is not null and v_any::text = v_tsq::text then v_any := null; end if;

  return query
  with cand as materialized (
    select distinct on (c.kind, case when c.kind = 'page' then null else c.error_code_id end, c.manual_id, c.page_number) c.*
    from public.search_candidates(v_code, public.error_code_digits(v_code), v_part, v_tsq, v_any, v_corrected,
      v_brand, v_series, v_fuel, v_system, v_serial, v_max) c
    order by c.kind, case when c.kind = 'page' then null else c.error_code_id end, c.manual_id, c.page_number, c.rank desc
  ),
  me as (
    select auth.uid() is not null as signed_in, public.premium_brand_ids() as brands
  ),
  hits as (
    select 'error_code'::text as kind, c.brand_id, c.code || ' — ' || c.title as title, null::uuid as manual_id,
      null::int as page_number, c.id as error_code_id, c.summary as body, null::text as section_title, k.rank,
      false as locked, case when k.source = 'code' then 0 else 2 end as kind_order, k.source, null::text as code
    from cand k join public.error_codes c on c.id = k.error_code_id
    where k.kind = 'error_code'
    union all
    select 'page', m.brand_id, m.title, p.manual_id, p.page_number, null, p.body, p.section_title, k.rank, false, 1,
      k.source, ec.code
    from cand k
    join public.manual_pages p on p.manual_id = k.manual_id and p.page_number = k.page_number
    join public.manuals m on m.id = p.manual_id
    left join public.error_codes ec on ec.id = k.error_code_id
    where k.kind = 'page'
    union all
    select 'manual', m.brand_id, m.title, m.id, null, null, m.summary, null, k.rank,
      not ((m.tier = 'free' and me.signed_in) or m.brand_id = any (me.brands)), 3, k.source, null
    from cand k join public.manuals m on m.id = k.manual_id, me
    where k.kind = 'manual'
  ),
  best as (
    select * from hits h order by h.rank desc, h.kind_order, h.title, h.page_number limit v_max
  )
  select b.kind, b.brand_id, b.title || coalesce(' · ' || b.section_title, ''), b.manual_id, b.page_number,
    b.error_code_id,
    case when b.source = 'code' then public.search_escape_html(b.body)
      when b.source = 'part' then public.search_snippet(b.body, v_part_q)
      when b.source = 'code_page' then public.search_snippet(b.body, phraseto_tsquery('english', b.code))
      else public.search_snippet(b.body, coalesce(v_tsq, v_any)) end,
    b.rank, b.locked
  from best b
  order by b.rank desc, b.kind_order, b.title, b.page_number;
end $$;
