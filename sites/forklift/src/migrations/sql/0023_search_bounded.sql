-- Search at 100,000 pages: every step finds its rows through an index and ranks a bounded number of them.
-- Measured on PGlite (EXPLAIN ANALYZE through auto_explain) on a generated corpus of 100,000 pages, 0021 spent its time
-- (a) ranking up to 3,000 pages per query with ts_rank_cd plus a second pass for the phrase bonus (each detoasts the
-- page's vector), twice when the "any word" fallback ran too, even after an exact code had been found; (b) finding part
-- numbers by ILIKE through the trigram index, whose common trigrams (" 15", "10 ") have posting lists as long as the
-- table; (c) computing to_tsvector for every manual's title and summary on every query (no index).
-- Now: part numbers are found as phrases of the page's own full-text vector ('3eb' <-> '-12' <-> '-31150', the words
-- the parser makes of "3EB-12-31150"), the trigram ILIKE only for a partial number no page holds whole; body text
-- ranks at most 300 candidate pages by cover density, the phrase bonus is computed for the best 40 only; section
-- titles rank by their own short vector; the "any word" fallback never runs after an exact code; manual titles go
-- through an index. Each step is its own statement (RETURN QUERY), planned alone and skipped when not needed.

create index if not exists manuals_fts_idx on public.manuals using gin (to_tsvector('english', title || ' ' || summary));

-- The manuals a search may show pages of: the filters (series, fuel type and system lists empty = every one; a serial
-- within the manual's range), free manuals and those of the brands given (the caller's premium brands), or every
-- manual for titles. Inlined into its callers.
create or replace function public.search_scope(
  p_brand text, p_series text, p_fuel text, p_system text, p_serial bigint, p_brands text[], p_every_tier boolean default false
) returns table (id uuid, kind text, tier text, preview_pages int, premium_ok boolean)
language sql stable as $$
  select m.id, m.kind, m.tier, m.preview_pages, m.brand_id = any (p_brands)
  from public.manuals m
  where (p_brand is null or m.brand_id = p_brand)
    and (p_series is null or m.series_ids = '{}' or p_series = any (m.series_ids))
    and (p_fuel is null or m.fuel_types = '{}' or p_fuel = any (m.fuel_types))
    and (p_system is null or m.system_ids = '{}' or p_system = any (m.system_ids))
    and (p_serial is null or (m.serial_from <= p_serial and (m.serial_to is null or p_serial <= m.serial_to)))
    and (p_every_tier or m.tier = 'free' or m.brand_id = any (p_brands))
$$;

-- Same arguments and columns as 0021; rows now also carry kind 'manual' (manual titles and summaries), and a page
-- that names an exact code carries the code's id (source 'code_page'). Manual rows are found whatever the caller's
-- tier (a premium manual shows as a locked title); pages and codes only where the policies of 0002 let the caller
-- read them.
create or replace function public.search_candidates(
  p_code text, p_digits text, p_part text, p_tsq tsquery, p_any tsquery, p_words text,
  p_brand text, p_series text, p_fuel text, p_system text, p_serial bigint, p_max int
) returns table (kind text, manual_id uuid, page_number int, error_code_id uuid, rank real, source text)
language plpgsql stable security definer set search_path = public, pg_temp
-- Restored when the function returns; the statements over pages set force_custom_plan below.
set plan_cache_mode = auto as $$
#variable_conflict use_column
declare
  -- Candidate pages ranked per query: bounded, so a word on a third of all pages costs what a rare one does.
  c_rank_cap constant int := 300;
  v_code_is_digits boolean := p_code <> '' and p_code = p_digits;
  v_signed_in boolean := auth.uid() is not null;
  v_brands text[] := public.premium_brand_ids();
  v_seqscan text := current_setting('enable_seqscan');
  v_jit text := coalesce(current_setting('jit', true), 'off');
  v_threshold text := coalesce(nullif(current_setting('pg_trgm.similarity_threshold', true), ''), '0.3');
  v_phrase tsquery := case when p_words is null or numnode(phraseto_tsquery('english', p_words)) < 3 then null
    else phraseto_tsquery('english', p_words) end;
  v_part_tsq tsquery;
  v_part_like text;
  v_part_re text;
  v_exact int := 0;
  v_found int := 0;
  v_body int := 0;
begin
  -- The planner counts a page's heap row, not its out-of-line (TOAST) text and vector, so a sequential scan looks
  -- cheap while it reads every page; through the indexes a query reads only its hits. (JIT off: the penalty on
  -- sequential scans would otherwise push the plan's cost over jit_above_cost and compile for seconds.)
  perform set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true);

  -- Exact codes in any spelling.
  if p_code <> '' then
    return query
    select 'error_code'::text, null::uuid, null::int, c.id,
      (case when c.code_normalized = p_code then 100 when c.code_normalized = p_digits then 92 else 90 end)::real, 'code'::text
    from public.error_codes c
    where (c.code_normalized = p_code
        or (v_code_is_digits and public.error_code_digits(c.code_normalized) = p_digits)
        or (not v_code_is_digits and p_digits like '%-%' and c.code_normalized = p_digits))
      and (c.tier = 'free' or v_signed_in)
      and (p_brand is null or c.brand_id = p_brand)
      and (p_series is null or c.series_ids = '{}' or p_series = any (c.series_ids))
      and (p_fuel is null or c.fuel_types = '{}' or p_fuel = any (c.fuel_types))
      and (p_system is null or c.system_id is null or c.system_id = p_system);
    get diagnostics v_exact = row_count;
  end if;

  -- Codes by title and summary (stemmed words); by trigram similarity of the title only when no words matched, and
  -- then at least 0.45 (the query's typos are spelled back already; at 0.3 a title ending in "fault" is like most
  -- others, and a 3-word query read a thousand codes).
  -- An exact code found above is kept once by the caller (the higher rank wins).
  if p_tsq is not null then
    return query
    select 'error_code'::text, null::uuid, null::int, x.id, x.r, 'text'::text
    from (
      select c.id, (10 * greatest(ts_rank_cd(to_tsvector('english', c.title || ' ' || c.summary), p_tsq, 32),
          similarity(c.title, p_words)))::real as r
      from public.error_codes c
      where to_tsvector('english', c.title || ' ' || c.summary) @@ p_tsq
        and (c.tier = 'free' or v_signed_in)
        and (p_brand is null or c.brand_id = p_brand)
        and (p_series is null or c.series_ids = '{}' or p_series = any (c.series_ids))
        and (p_fuel is null or c.fuel_types = '{}' or p_fuel = any (c.fuel_types))
        and (p_system is null or c.system_id is null or c.system_id = p_system)
    ) x
    order by x.r desc
    limit p_max;
    get diagnostics v_found = row_count;
  end if;
  if v_found = 0 and coalesce(p_words, '') <> '' then
    perform set_config('pg_trgm.similarity_threshold', '0.45', true);
    return query
    select 'error_code'::text, null::uuid, null::int, x.id, x.r, 'text'::text
    from (
      select c.id, (10 * similarity(c.title, p_words))::real as r
      from public.error_codes c
      where c.title % p_words
        and (c.tier = 'free' or v_signed_in)
        and (p_brand is null or c.brand_id = p_brand)
        and (p_series is null or c.series_ids = '{}' or p_series = any (c.series_ids))
        and (p_fuel is null or c.fuel_types = '{}' or p_fuel = any (c.fuel_types))
        and (p_system is null or c.system_id is null or c.system_id = p_system)
    ) x
    order by x.r desc
    limit p_max;
    perform set_config('pg_trgm.similarity_threshold', v_threshold, true);
  end if;

  -- Manuals by title and summary, locked ones included (their titles are public; the caller marks them locked); by
  -- trigram similarity of the title when no words matched.
  v_found := 0;
  if p_tsq is not null then
    return query
    select 'manual'::text, x.id, null::int, null::uuid, x.r, 'text'::text
    from (
      select m.id, (10 * greatest(ts_rank_cd(to_tsvector('english', m.title || ' ' || m.summary), p_tsq, 32),
          similarity(m.title, p_words)))::real as r
      from public.search_scope(p_brand, p_series, p_fuel, p_system, p_serial, null, true) s
      join public.manuals m on m.id = s.id
      where to_tsvector('english', m.title || ' ' || m.summary) @@ p_tsq
    ) x
    order by x.r desc
    limit p_max;
    get diagnostics v_found = row_count;
  end if;
  if v_found = 0 and coalesce(p_words, '') <> '' then
    return query
    select 'manual'::text, x.id, null::int, null::uuid, x.r, 'text'::text
    from (
      select m.id, (10 * similarity(m.title, p_words))::real as r
      from public.search_scope(p_brand, p_series, p_fuel, p_system, p_serial, null, true) s
      join public.manuals m on m.id = s.id
      where m.title % p_words
    ) x
    order by x.r desc
    limit p_max;
  end if;
  v_found := 0;

  -- The statements below join manuals to pages. A plan for the query's own values each time (planning costs a few
  -- milliseconds): after five calls the cached generic plan, blind to how many pages a tsquery matches, joined the
  -- 300 manuals to one full-text index scan each (135 GIN scans, 0.4 s for one query). The statements above are
  -- over one small table each and keep their cached plans.
  perform set_config('plan_cache_mode', 'force_custom_plan', true);

  -- Pages that name an exact code as the brand writes it ("E-212" is the phrase 'e-212' <-> 'e' <-> '-212' of the
  -- page's vector), after the code and part pages and before pages that only share words; the row carries the code.
  if v_exact > 0 then
    return query
    with codes as (
      select c.id, phraseto_tsquery('english', c.code) as q
      from public.error_codes c
      where (c.code_normalized = p_code
          or (v_code_is_digits and public.error_code_digits(c.code_normalized) = p_digits)
          or (not v_code_is_digits and p_digits like '%-%' and c.code_normalized = p_digits))
        and (c.tier = 'free' or v_signed_in)
        and (p_brand is null or c.brand_id = p_brand)
      limit 3
    ),
    scope as materialized (select * from public.search_scope(p_brand, p_series, p_fuel, p_system, p_serial, v_brands))
    select 'page'::text, x.manual_id, x.page_number, x.id, 60::real, 'code_page'::text
    from (
      select distinct on (p.manual_id, p.page_number) p.manual_id, p.page_number, k.id
      from codes k
      join public.manual_pages p on p.search_vector @@ k.q
      join scope s on s.id = p.manual_id
      where numnode(k.q) > 0
        and ((s.tier = 'free' and (v_signed_in or p.page_number <= s.preview_pages)) or s.premium_ok)
      order by p.manual_id, p.page_number
      limit p_max
    ) x;
  end if;

  -- Pages listing a part number: the whole number as a phrase of the page's vector (parts manuals first, +5 when it
  -- stands alone, not as the tail of a longer number); a partial number no page holds whole, through the trigram index.
  if p_part is not null then
    v_part_tsq := phraseto_tsquery('english', p_part);
    v_part_re := '(^|[^A-Za-z0-9./_-])' || regexp_replace(p_part, '([.\\/_-])', '\\\1', 'g')
      || '($|[^A-Za-z0-9/_-]|[.]($|[^A-Za-z0-9]))';
    if numnode(v_part_tsq) > 0 then
      return query
      with scope as materialized (select * from public.search_scope(p_brand, p_series, p_fuel, p_system, p_serial, v_brands))
      select 'page'::text, x.manual_id, x.page_number, null::uuid, x.r, 'part'::text
      from (
        select p.manual_id, p.page_number,
          (case when s.kind = 'parts' then 80 else 70 end + case when p.body ~* v_part_re then 5 else 0 end)::real as r
        from public.manual_pages p join scope s on s.id = p.manual_id
        where p.search_vector @@ v_part_tsq
          and ((s.tier = 'free' and (v_signed_in or p.page_number <= s.preview_pages)) or s.premium_ok)
        limit c_rank_cap
      ) x
      order by x.r desc, x.manual_id, x.page_number
      limit p_max;
      get diagnostics v_found = row_count;
    end if;
    if v_found = 0 then
      v_part_like := '%' || replace(replace(replace(p_part, '\', '\\'), '%', '\%'), '_', '\_') || '%';
      return query
      with scope as materialized (select * from public.search_scope(p_brand, p_series, p_fuel, p_system, p_serial, v_brands))
      select 'page'::text, x.manual_id, x.page_number, null::uuid, x.r, 'part'::text
      from (
        select p.manual_id, p.page_number,
          (case when s.kind = 'parts' then 80 else 70 end + case when p.body ~* v_part_re then 5 else 0 end)::real as r
        from public.manual_pages p join scope s on s.id = p.manual_id
        where p.body ilike v_part_like
          and ((s.tier = 'free' and (v_signed_in or p.page_number <= s.preview_pages)) or s.premium_ok)
        limit c_rank_cap
      ) x
      order by x.r desc, x.manual_id, x.page_number
      limit p_max;
    end if;
  end if;

  if p_tsq is null and p_any is null then
    perform set_config('enable_seqscan', v_seqscan, true), set_config('jit', v_jit, true);
    return;
  end if;

  -- Pages starting a section whose title matches, ranked by the title's own short vector (no page vector read).
  if p_tsq is not null then
    return query
    with scope as materialized (select * from public.search_scope(p_brand, p_series, p_fuel, p_system, p_serial, v_brands))
    select 'page'::text, x.manual_id, x.page_number, null::uuid,
      (10 * ts_rank_cd(to_tsvector('english', x.section_title), p_tsq, 32) + 1
        + case when v_phrase is not null and to_tsvector('english', x.section_title) @@ v_phrase then 3 else 0 end)::real as r,
      'text'::text
    from (
      select p.manual_id, p.page_number, p.section_title
      from public.manual_pages p join scope s on s.id = p.manual_id
      where p.section_title is not null and to_tsvector('english', p.section_title) @@ p_tsq
        and ((s.tier = 'free' and (v_signed_in or p.page_number <= s.preview_pages)) or s.premium_ok)
      limit c_rank_cap
    ) x
    order by r desc
    limit p_max;
  end if;

  -- Body text: at most c_rank_cap candidate pages ranked by cover density; for the best 2 × max_results, +3 when the
  -- words stand together as written (a procedure's heading, a symptom) and +1 on a service manual's page.
  if p_tsq is not null then
    return query
    with scope as materialized (select * from public.search_scope(p_brand, p_series, p_fuel, p_system, p_serial, v_brands)),
    candidates as (
      select p.manual_id, p.page_number, p.search_vector, s.kind
      from public.manual_pages p join scope s on s.id = p.manual_id
      where p.search_vector @@ p_tsq
        and ((s.tier = 'free' and (v_signed_in or p.page_number <= s.preview_pages)) or s.premium_ok)
      limit c_rank_cap
    ),
    ranked as (
      select c.manual_id, c.page_number, c.search_vector, c.kind, ts_rank_cd(c.search_vector, p_tsq, 32) as cd
      from candidates c
      order by cd desc
      limit 2 * p_max
    )
    select 'page'::text, r.manual_id, r.page_number, null::uuid,
      (10 * r.cd + case when v_phrase is not null and r.search_vector @@ v_phrase then 3 else 0 end
        + case when r.kind = 'service' then 1 else 0 end)::real as rk,
      'text'::text
    from ranked r
    order by rk desc
    limit p_max;
    get diagnostics v_body = row_count;
  end if;

  -- Any of the words, for queries whose words never meet on one page (never after an exact code: its words are the
  -- code's, not a description).
  if p_any is not null and v_body < p_max and v_exact = 0 then
    return query
    with scope as materialized (select * from public.search_scope(p_brand, p_series, p_fuel, p_system, p_serial, v_brands)),
    candidates as (
      select p.manual_id, p.page_number, p.search_vector
      from public.manual_pages p join scope s on s.id = p.manual_id
      where p.search_vector @@ p_any
        and ((s.tier = 'free' and (v_signed_in or p.page_number <= s.preview_pages)) or s.premium_ok)
      limit c_rank_cap
    )
    select 'page'::text, c.manual_id, c.page_number, null::uuid, (5 * ts_rank_cd(c.search_vector, p_any, 32))::real as r, 'text'::text
    from candidates c
    order by r desc
    limit p_max;
  end if;

  perform set_config('enable_seqscan', v_seqscan, true), set_config('jit', v_jit, true);
end $$;


revoke execute on function public.search_scope(text, text, text, text, bigint, text[], boolean) from public, anon, authenticated;
