-- The one search box: public.search_portal (the contract) and search_portal_filtered (series, fuel type, system,
-- serial). Order: an exact code in any spelling, then pages listing a part number (parts manuals first), then full
-- text (stemmed, typos spelled back by search_correct_query) over manual titles, page text and code summaries.
--
-- Why two steps: under row-level security PostgreSQL may not use an index for an operator that is not leakproof
-- (@@, ILIKE, %), so an invoker query scans every page. search_candidates (security definer) finds the hits through
-- the indexes, keeping only pages and codes the caller may read by the same rules as the policies, and returns ids
-- and ranks only; search_portal_filtered (security invoker) then reads titles and text by primary key, so the
-- policies still decide every byte of text a caller receives.

-- Pages starting a section, by their title (a small index; broad queries find the sections about them first).
create index if not exists manual_pages_section_fts_idx on public.manual_pages
  using gin (to_tsvector('english', section_title)) where section_title is not null;

-- Text made safe to show as HTML; search snippets mark hits with <mark> around escaped text.
create or replace function public.search_escape_html(body text) returns text
language sql immutable strict parallel safe as $$
  select replace(replace(replace(body, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')
$$;

create or replace function public.search_snippet(body text, q tsquery) returns text
language sql immutable parallel safe as $$
  select case when body is null or body = '' then ''
    when q is null or numnode(q) = 0 then left(public.search_escape_html(body), 240)
    else ts_headline('english', public.search_escape_html(body), q,
      'StartSel=<mark>, StopSel=</mark>, MaxWords=32, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "')
  end
$$;

-- The query as a part number when it looks like one (letters, digits and . / _ -, at least one digit), else null.
create or replace function public.search_part_token(query text) returns text
language sql immutable strict parallel safe as $$
  select case when btrim(query) ~ '^[A-Za-z0-9][A-Za-z0-9./_-]{3,39}$' and btrim(query) ~ '[0-9]' then btrim(query) end
$$;

-- The hits' ids and ranks (no text), through the indexes, among what the caller may read (the policies' rules of
-- 0002_content.sql: free pages for a session or within a free manual's preview, premium pages for the brand's
-- premium roles; free codes for everyone, the others for a session). Candidates are capped so a query matching most
-- of the corpus costs a bounded amount: section titles first, then at most 3000 pages of body text ranked.
create or replace function public.search_candidates(
  p_code text, p_digits text, p_part text, p_tsq tsquery, p_any tsquery, p_words text,
  p_brand text, p_series text, p_fuel text, p_system text, p_serial bigint, p_max int
) returns table (kind text, manual_id uuid, page_number int, error_code_id uuid, rank real, source text)
language plpgsql stable security definer set search_path = public, pg_temp as $$
#variable_conflict use_column
declare
  v_code_is_digits boolean := p_code <> '' and p_code = p_digits;
  v_part_like text;
  v_part_re text;
  v_signed_in boolean := auth.uid() is not null;
  v_brands text[] := public.premium_brand_ids();
  v_seqscan text := current_setting('enable_seqscan');
  v_phrase tsquery := case when p_words is null or numnode(phraseto_tsquery('english', p_words)) < 3 then null
    else phraseto_tsquery('english', p_words) end;
  v_jit text := coalesce(current_setting('jit', true), 'off');
begin
  if p_part is not null then
    v_part_like := '%' || replace(replace(replace(p_part, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    -- The whole part number: not the tail of a longer one ("31150" in "3EB-12-31150"); a full stop may follow.
    v_part_re := '(^|[^A-Za-z0-9./_-])' || regexp_replace(p_part, '([.\\/_-])', '\\\1', 'g')
      || '($|[^A-Za-z0-9/_-]|[.]($|[^A-Za-z0-9]))';
  end if;

  -- The planner counts a page's heap row, not its out-of-line (TOAST) text and vector, so a sequential scan looks
  -- cheap while it reads every page; through the indexes a query reads only its hits. (JIT off: the penalty on
  -- sequential scans would otherwise push the plan's cost over jit_above_cost and compile for seconds.)
  perform set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true);
  return query
  with me as (
    select v_signed_in as signed_in, v_brands as brands
  ),
  scope as materialized (
    select m.id, m.kind, m.tier, m.preview_pages, m.brand_id = any (me.brands) as premium_ok, me.signed_in
    from public.manuals m, me
    where (p_brand is null or m.brand_id = p_brand)
      and (p_series is null or m.series_ids = '{}' or p_series = any (m.series_ids))
      and (p_fuel is null or m.fuel_types = '{}' or p_fuel = any (m.fuel_types))
      and (p_system is null or m.system_ids = '{}' or p_system = any (m.system_ids))
      and (p_serial is null or (m.serial_from <= p_serial and (m.serial_to is null or p_serial <= m.serial_to)))
      and (m.tier = 'free' or m.brand_id = any (me.brands))
  ),
  codes_exact as (
    select c.id, (case when c.code_normalized = p_code then 100 when c.code_normalized = p_digits then 92 else 90 end)::real as r
    from public.error_codes c, me
    where p_code <> ''
      and (c.code_normalized = p_code
        or (v_code_is_digits and public.error_code_digits(c.code_normalized) = p_digits)
        or (not v_code_is_digits and p_digits like '%-%' and c.code_normalized = p_digits))
      and (c.tier = 'free' or me.signed_in)
      and (p_brand is null or c.brand_id = p_brand)
      and (p_series is null or c.series_ids = '{}' or p_series = any (c.series_ids))
      and (p_fuel is null or c.fuel_types = '{}' or p_fuel = any (c.fuel_types))
      and (p_system is null or c.system_id is null or c.system_id = p_system)
  ),
  codes_text as (
    select c.id, (10 * greatest(
        case when p_tsq is null then 0 else ts_rank_cd(to_tsvector('english', c.title || ' ' || c.summary), p_tsq, 32) end,
        similarity(c.title, p_words)))::real as r
    from public.error_codes c, me
    where ((p_tsq is not null and to_tsvector('english', c.title || ' ' || c.summary) @@ p_tsq) or c.title % p_words)
      and (c.tier = 'free' or me.signed_in)
      and (p_brand is null or c.brand_id = p_brand)
      and (p_series is null or c.series_ids = '{}' or p_series = any (c.series_ids))
      and (p_fuel is null or c.fuel_types = '{}' or p_fuel = any (c.fuel_types))
      and (p_system is null or c.system_id is null or c.system_id = p_system)
    order by r desc
    limit p_max
  ),
  part_pages as (
    select p.manual_id, p.page_number,
      (case when s.kind = 'parts' then 80 else 70 end + case when p.body ~* v_part_re then 5 else 0 end)::real as r
    from public.manual_pages p join scope s on s.id = p.manual_id
    where p_part is not null and p.body ilike v_part_like
      and ((s.tier = 'free' and (s.signed_in or p.page_number <= s.preview_pages)) or s.premium_ok)
    order by r desc, p.manual_id, p.page_number
    limit p_max
  ),
  section_pages as (
    select p.manual_id, p.page_number,
      (10 * ts_rank_cd(p.search_vector, p_tsq, 32) + 1
        + case when v_phrase is not null and p.search_vector @@ v_phrase then 3 else 0 end)::real as r
    from public.manual_pages p join scope s on s.id = p.manual_id
    where p_tsq is not null and p.section_title is not null and to_tsvector('english', p.section_title) @@ p_tsq
      and ((s.tier = 'free' and (s.signed_in or p.page_number <= s.preview_pages)) or s.premium_ok)
    order by r desc
    limit p_max
  ),
  -- Ranked by cover density, plus 3 when the words stand together as written (a procedure's heading, a symptom)
  -- and 1 on a service manual's page (the procedures; parts pages come first for part numbers above).
  body_pages as (
    select b.manual_id, b.page_number,
      (10 * ts_rank_cd(b.search_vector, p_tsq, 32)
        + case when v_phrase is not null and b.search_vector @@ v_phrase then 3 else 0 end
        + case when b.kind = 'service' then 1 else 0 end)::real as r
    from (
      select p.manual_id, p.page_number, p.search_vector, s.kind
      from public.manual_pages p join scope s on s.id = p.manual_id
      where p_tsq is not null and p.search_vector @@ p_tsq
        and ((s.tier = 'free' and (s.signed_in or p.page_number <= s.preview_pages)) or s.premium_ok)
      limit 3000
    ) b
    order by r desc
    limit p_max
  ),
  any_pages as (
    select b.manual_id, b.page_number, (5 * ts_rank_cd(b.search_vector, p_any, 32))::real as r
    from (
      select p.manual_id, p.page_number, p.search_vector
      from public.manual_pages p join scope s on s.id = p.manual_id
      where p_any is not null and (select count(*) from body_pages) < p_max and p.search_vector @@ p_any
        and ((s.tier = 'free' and (s.signed_in or p.page_number <= s.preview_pages)) or s.premium_ok)
      limit 3000
    ) b
    order by r desc
    limit p_max
  ),
  pages as (
    select distinct on (x.manual_id, x.page_number) x.manual_id, x.page_number, x.r, x.source
    from (
      select pp.*, 'part' as source from part_pages pp
      union all select sp.*, 'text' from section_pages sp
      union all select bp.*, 'text' from body_pages bp
      union all select ap.*, 'text' from any_pages ap
    ) x
    order by x.manual_id, x.page_number, x.r desc
  )
  select 'error_code', null::uuid, null::int, e.id, e.r, 'code' from codes_exact e
  union all
  select 'error_code', null, null, t.id, t.r, 'text' from codes_text t where not exists (select 1 from codes_exact e where e.id = t.id)
  union all
  select 'page', pg.manual_id, pg.page_number, null, pg.r, pg.source from pages pg;
  perform set_config('enable_seqscan', v_seqscan, true), set_config('jit', v_jit, true);
end $$;

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
  -- Any of the words, for queries whose words never meet on one page.
  foreach w in array regexp_split_to_array(v_corrected, '\s+') loop
    if numnode(plainto_tsquery('english', w)) > 0 then
      v_any := case when v_any is null then plainto_tsquery('english', w) else v_any || plainto_tsquery('english', w) end;
    end if;
  end loop;
  if numnode(v_tsq) = 0 then v_tsq := null; end if;
  if v_any is not null and v_tsq is not null and v_any::text = v_tsq::text then v_any := null; end if;

  return query
  with cand as materialized (
    select * from public.search_candidates(v_code, public.error_code_digits(v_code), v_part, v_tsq, v_any, v_corrected,
      v_brand, v_series, v_fuel, v_system, v_serial, v_max)
  ),
  me as (
    select auth.uid() is not null as signed_in, public.premium_brand_ids() as brands
  ),
  manual_hits as (
    select m.id, m.brand_id, m.title, m.summary, m.tier,
      (10 * greatest(
        case when v_tsq is null then 0 else ts_rank_cd(to_tsvector('english', m.title || ' ' || m.summary), v_tsq, 32) end,
        similarity(m.title, v_corrected)))::real as r
    from public.manuals m
    where (v_brand is null or m.brand_id = v_brand)
      and (v_series is null or m.series_ids = '{}' or v_series = any (m.series_ids))
      and (v_fuel is null or m.fuel_types = '{}' or v_fuel = any (m.fuel_types))
      and (v_system is null or m.system_ids = '{}' or v_system = any (m.system_ids))
      and (v_serial is null or (m.serial_from <= v_serial and (m.serial_to is null or v_serial <= m.serial_to)))
      and ((v_tsq is not null and to_tsvector('english', m.title || ' ' || m.summary) @@ v_tsq) or m.title % v_corrected)
    order by r desc
    limit v_max
  ),
  -- Text is read here, as the caller: the policies decide it again.
  hits as (
    select 'error_code'::text as kind, c.brand_id, c.code || ' — ' || c.title as title, null::uuid as manual_id,
      null::int as page_number, c.id as error_code_id, c.summary as body, null::text as section_title, k.rank,
      false as locked, case when k.source = 'code' then 0 else 2 end as kind_order, k.source
    from cand k join public.error_codes c on c.id = k.error_code_id
    where k.kind = 'error_code'
    union all
    select 'page', m.brand_id, m.title, p.manual_id, p.page_number, null, p.body, p.section_title, k.rank, false, 1,
      k.source
    from cand k
    join public.manual_pages p on p.manual_id = k.manual_id and p.page_number = k.page_number
    join public.manuals m on m.id = p.manual_id
    where k.kind = 'page'
    union all
    select 'manual', mh.brand_id, mh.title, mh.id, null, null, mh.summary, null, mh.r,
      not ((mh.tier = 'free' and me.signed_in) or mh.brand_id = any (me.brands)), 3, 'text'
    from manual_hits mh, me
  ),
  best as (
    select * from hits h order by h.rank desc, h.kind_order, h.title, h.page_number limit v_max
  )
  select b.kind, b.brand_id, b.title || coalesce(' · ' || b.section_title, ''), b.manual_id, b.page_number,
    b.error_code_id,
    case when b.source = 'code' then public.search_escape_html(b.body)
      when b.source = 'part' then public.search_snippet(b.body, v_part_q)
      else public.search_snippet(b.body, coalesce(v_tsq, v_any)) end,
    b.rank, b.locked
  from best b
  order by b.rank desc, b.kind_order, b.title, b.page_number;
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
grant execute on function public.search_candidates(text, text, text, tsquery, tsquery, text, text, text, text, text, bigint, int),
  public.search_portal_filtered(text, text, int, text, text, text, bigint),
  public.search_portal(text, text, int) to anon, authenticated, service_role;
