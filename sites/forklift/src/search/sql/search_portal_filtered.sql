-- Search with filters (the live definition; 0024 made it, 0066 rate-limited it, 0082 gave it the code reader): rows of
-- kind error_code | page | manual, best first, under the caller's row-level security, plus `locked` (the caller may
-- see the hit but not open it). search_portal (search_portal.sql) is this without the filters.
--   * A query that looks like a code ("0311", "f57", "spn611fmi4", "E 0212") is read by search_internal.code_hits
--     (code_hits.sql): every code it can be is a hit, with its brand, the closest readings first. Pages naming the
--     best reading follow.
--   * A visitor (or a member without the brand's plan) sees a code's title with what opens its details; only the
--     public part (code, title; 0072) comes from the security-definer reader; the summary is read as the caller.
--   * Words go through technician_expand before the spelling corrector: "hyd temp sw" searches "hydraulic temperature
--     switch", and snippets highlight the manuals' words it matched (why a hit matched).
--   * A search that finds nothing is recorded once (note_search_miss).
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
language plpgsql stable security invoker set search_path = public, pg_temp
set rest.before_call = 'public.search_rate_limit' as $$
#variable_conflict use_column
declare
  v_q text := btrim(coalesce(search_portal_filtered.query, ''));
  v_max int := coalesce(search_portal_filtered.max_results, 20);
  v_brand text := nullif(btrim(coalesce(search_portal_filtered.brand, '')), '');
  v_series text := nullif(btrim(coalesce(search_portal_filtered.series, '')), '');
  v_fuel text := nullif(btrim(coalesce(search_portal_filtered.fuel_type, '')), '');
  v_system text := nullif(btrim(coalesce(search_portal_filtered.system, '')), '');
  v_serial bigint := search_portal_filtered.serial;
  v_codes jsonb := '[]';
  v_best_code text := '';
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

  v_part := public.search_part_token(v_q);
  -- A part number ("3EB-12-31150") may also read as some code through other letters and zeros: without a brand in
  -- context, only close readings (penalty at most 1, or the code's own digits) then, so its parts pages stay first.
  if public.search_looks_like_code(v_q) then
    select coalesce(jsonb_agg(to_jsonb(h)), '[]') into v_codes
    from search_internal.code_hits(v_q, v_brand, v_series, v_fuel, v_system) h
    where v_part is null or v_brand is not null or h.penalty <= 1 or h.how = 'digits';
    v_best_code := coalesce(v_codes->0->>'code_normalized', '');
  end if;
  if v_part is not null then v_part_q := phraseto_tsquery('simple', v_part); end if;
  v_corrected := public.search_correct_query(public.technician_expand(v_q));
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
    -- The reader's best code goes in as the exact code, for the pages that name it; its own code row is the reader's.
    select distinct on (c.kind, case when c.kind = 'page' then null else c.error_code_id end, c.manual_id, c.page_number) c.*
    from search_internal.search_candidates(v_best_code, '', v_part, v_tsq, v_any, v_corrected,
      v_brand, v_series, v_fuel, v_system, v_serial, v_max) c
    where not (c.kind = 'error_code' and c.source = 'code')
    order by c.kind, case when c.kind = 'page' then null else c.error_code_id end, c.manual_id, c.page_number, c.rank desc
  ),
  me as (
    select auth.uid() is not null as signed_in, public.premium_brand_ids() as brands
  ),
  read_codes as (
    select (x->>'error_code_id')::uuid as id, x->>'brand_id' as brand_id, x->>'brand_name' as brand_name,
      x->>'code' as code, x->>'title' as title, x->>'tier' as tier, (x->>'penalty')::int as penalty, n
    from jsonb_array_elements(v_codes) with ordinality as e(x, n)
  ),
  hits as (
    -- Codes the reader found: the summary as the caller may read it, and what opens the details when they may not.
    select 'error_code'::text as kind, r.brand_id, r.code || ' — ' || r.title as title, null::uuid as manual_id,
      null::int as page_number, r.id as error_code_id,
      concat_ws(' ', nullif(c.summary, ''), case
        when (r.tier = 'free' and me.signed_in) or r.brand_id = any (me.brands) then null
        when r.tier = 'free' then 'Sign in free to read its causes and checks.'
        else 'Its causes and checks are in the ' || r.brand_name || ' plan.' end) as body,
      null::text as section_title, (100 - 3 * r.penalty - 0.01 * r.n)::real as rank,
      not ((r.tier = 'free' and me.signed_in) or r.brand_id = any (me.brands)) as locked, 0 as kind_order,
      'code'::text as source, null::text as code
    from read_codes r cross join me
    left join public.error_codes c on c.id = r.id
    union all
    select 'error_code'::text, c.brand_id, c.code || ' — ' || c.title, null::uuid,
      null::int, c.id, c.summary, null::text, k.rank,
      not ((c.tier = 'free' and me.signed_in) or c.brand_id = any (me.brands)), 2, k.source, null::text
    from cand k join public.error_codes c on c.id = k.error_code_id cross join me
    where k.kind = 'error_code' and not exists (select 1 from read_codes r where r.id = c.id)
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
      when b.source = 'part' then search_internal.search_snippet(b.body, v_part_q)
      when b.source = 'code_page' then search_internal.search_snippet(b.body, phraseto_tsquery('english', b.code))
      else search_internal.search_snippet(b.body, coalesce(v_tsq, v_any)) end,
    b.rank, b.locked
  from best b
  order by b.rank desc, b.kind_order, b.title, b.page_number;
  -- Nothing found: the miss is kept for the operator console, once per search (note_search_miss.sql, then 0125's
  -- record_search_miss; volatile, so they may write from this stable function, and the miss is dropped in a read-only
  -- transaction — GET /rest/v1/rpc — or when the caller floods it: the search never fails because of it).
  if not found then
    perform search_internal.note_search_miss(v_q, v_brand);
  end if;
end $$;
