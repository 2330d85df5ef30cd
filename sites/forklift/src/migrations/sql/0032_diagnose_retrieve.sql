-- Diagnostics' retrieval, run AS THE CALLER (security invoker): row-level security decides which codes, details and
-- pages reach the answer. Filters by brand, series, model/serial and fuel before ranking; exact code first, then the
-- code's digits (a code typed without its letters), then full-text and trigram ranking of codes and manual pages.

-- A normalised code without its letters: 'SPN-520-FMI-3' → '520-3', 'E-212' → '212' (matches '520/3', '212').
create or replace function public.diagnose_code_key(p_code text) returns text
language sql immutable parallel safe as $$
  select nullif(trim(both '-' from regexp_replace(regexp_replace(coalesce(p_code, ''), '[A-Z]+', '', 'g'), '-+', '-', 'g')), '')
$$;

-- The letter groups of a normalised code: 'SPN-520-FMI-3' → {SPN,FMI}.
create or replace function public.diagnose_code_letters(p_code text) returns text[]
language sql immutable parallel safe as $$
  select coalesce(array_agg(m[1]), '{}') from regexp_matches(coalesce(p_code, ''), '([A-Z]+)', 'g') as m
$$;

-- Any of the query's words (stemmed), for ranking free text the way a technician writes it.
create or replace function public.diagnose_any_words(p_query text) returns tsquery
language sql immutable parallel safe as $$
  select case when count(*) = 0 then null
    else to_tsquery('english', string_agg(quote_literal(l) || ':*', ' | ')) end
  from unnest(tsvector_to_array(to_tsvector('english', coalesce(p_query, '')))) as l
  where length(l) >= 2
$$;

-- Is the code within the chosen series, models (from model/serial) and fuel? Empty lists on the code mean "all".
create or replace function public.diagnose_code_in_scope(c public.error_codes, p_series text, p_fuel text, p_models text[])
returns boolean language sql stable parallel safe as $$
  select (p_series is null or c.series_ids = '{}' or p_series = any (c.series_ids))
    and (p_fuel is null or c.fuel_types = '{}' or p_fuel = any (c.fuel_types))
    and (p_models is null or c.model_ids = '{}' or c.model_ids && p_models)
$$;

-- p: {brand, series?, model?, serial?, fuelType?, code?, codeKey?, query?, limit?}
create or replace function public.diagnose_retrieve(p jsonb) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp as $$
declare
  v_brand text := p->>'brand';
  v_series text := nullif(p->>'series', '');
  v_model text := nullif(p->>'model', '');
  v_serial bigint := case when coalesce(p->>'serial', '') ~ '^[0-9]{1,15}$' then (p->>'serial')::bigint end;
  v_fuel text := nullif(p->>'fuelType', '');
  v_code text := nullif(p->>'code', '');
  v_key text := nullif(p->>'codeKey', '');
  v_letters text[] := public.diagnose_code_letters(v_code);
  v_query text := left(coalesce(p->>'query', ''), 2000);
  v_limit int := greatest(1, least(coalesce((p->>'limit')::int, 5), 10));
  v_q tsquery := public.diagnose_any_words(v_query);
  v_words int := (select count(*) from unnest(tsvector_to_array(to_tsvector('english', v_query))) l where length(l) >= 2);
  v_models text[];
  v_brand_row jsonb;
  v_match_kind text := 'none';
  v_matches jsonb;
  v_cands jsonb := '[]';
  v_other jsonb := '[]';
  v_pages jsonb := '[]';
  v_ref_pages jsonb := '[]';
begin
  select jsonb_build_object('id', b.id, 'name', b.name, 'codeFormat', b.code_format, 'codeExample', b.code_example)
    into v_brand_row from public.brands b where b.id = v_brand;
  if v_brand_row is null then
    return jsonb_build_object('brand', null);
  end if;
  -- Models the serial (and model) select; no filter when the serial matches no model (an unknown serial is not a reason to hide codes).
  if v_serial is not null or v_model is not null then
    select array_agg(m.id) into v_models from public.models m
    where m.brand_id = v_brand and (v_model is null or m.id = v_model) and (v_series is null or m.series_id = v_series)
      and (v_serial is null or (m.serial_from <= v_serial and (m.serial_to is null or m.serial_to >= v_serial)));
  end if;

  if v_code is not null then
    select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'score', 1.0, 'kind', 'exact')), '[]') into v_cands
    from public.error_codes c
    where c.brand_id = v_brand and c.code_normalized = v_code and public.diagnose_code_in_scope(c, v_series, v_fuel, v_models);
    if v_cands = '[]' and v_key is not null then
      select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'score', 0.9, 'kind', 'digits')), '[]') into v_cands
      from public.error_codes c
      where c.brand_id = v_brand and public.diagnose_code_key(c.code_normalized) = v_key
        and public.diagnose_code_letters(c.code_normalized) @> v_letters
        and public.diagnose_code_in_scope(c, v_series, v_fuel, v_models);
    end if;
    if v_cands <> '[]' then
      v_match_kind := v_cands->0->>'kind';
    else
      select coalesce(jsonb_agg(jsonb_build_object('brandId', c.brand_id, 'brandName', b.name, 'errorCodeId', c.id,
        'code', c.code, 'title', c.title) order by b.sort_order), '[]')
      into v_other from public.error_codes c join public.brands b on b.id = c.brand_id
      where c.brand_id <> v_brand and (c.code_normalized = v_code or (v_key is not null and public.diagnose_code_key(c.code_normalized) = v_key
        and public.diagnose_code_letters(c.code_normalized) @> v_letters));
    end if;
  end if;

  if v_match_kind = 'none' and v_q is not null then
    v_match_kind := 'text';
    select coalesce(jsonb_agg(jsonb_build_object('id', x.id, 'score', x.score, 'kind', 'text', 'coverage', x.coverage) order by x.score desc), '[]')
    into v_cands from (
      select y.id, (y.rank + 0.5 * y.coverage + 0.3 * y.similarity)::real as score, y.coverage from (
      select c.id,
        ts_rank('{0.2, 0.4, 0.7, 1.0}', doc.v, v_q, 1) as rank,
        (select count(*) from unnest(tsvector_to_array(to_tsvector('english', v_query))) l
          where length(l) >= 2 and doc.v @@ to_tsquery('english', quote_literal(l) || ':*'))::real / greatest(v_words, 1) as coverage,
        word_similarity(v_query, c.title) as similarity
      from public.error_codes c
      left join public.error_code_details d on d.error_code_id = c.id
      cross join lateral (select
        setweight(to_tsvector('english', c.title), 'A')
        || setweight(to_tsvector('english', c.summary), 'B')
        || setweight(to_tsvector('english', coalesce(d.trigger_condition, '') || ' ' || coalesce(d.effect, '')), 'B')
        || setweight(to_tsvector('english', coalesce(jsonb_path_query_array(d.causes, '$[*].text')::text, '') || ' '
             || coalesce(jsonb_path_query_array(d.checks, '$[*].text')::text, '') || ' ' || coalesce(d.remedy, '')), 'C')
        || setweight(to_tsvector('english', array_to_string(coalesce(d.components, '{}'), ' ')), 'C') as v) doc
      where c.brand_id = v_brand and public.diagnose_code_in_scope(c, v_series, v_fuel, v_models) and doc.v @@ v_q
      ) y order by 2 desc limit v_limit
    ) x;
  end if;

  select coalesce(jsonb_agg(m order by (m->>'score')::real desc, m->>'code'), '[]') into v_matches from (
    select jsonb_build_object(
      'errorCodeId', c.id, 'code', c.code, 'codeNormalized', c.code_normalized, 'brandId', c.brand_id, 'title', c.title,
      'summary', c.summary, 'severity', c.severity, 'tier', c.tier, 'controller', c.controller, 'score', round((dc.value->>'score')::numeric, 4),
      'matchKind', dc.value->>'kind', 'coverage', coalesce((dc.value->>'coverage')::real, 1),
      'details', case when d.error_code_id is null then null else jsonb_build_object(
        'triggerCondition', d.trigger_condition, 'effect', d.effect, 'causes', d.causes, 'checks', d.checks,
        'remedy', d.remedy, 'remedyManualId', d.remedy_manual_id, 'remedyPageNumber', d.remedy_page_number,
        'components', d.components, 'connectors', d.connectors, 'pageRefs', d.page_refs) end,
      'fixCounts', (select jsonb_build_object('fixed', f.fixed_count, 'notFixed', f.not_fixed_count, 'causeFixes', f.cause_fixes)
        from public.error_code_fix_counts(array[c.id]) f)) as m
    from jsonb_array_elements(v_cands) as dc(value)
    join public.error_codes c on c.id = (dc.value->>'id')::uuid
    left join public.error_code_details d on d.error_code_id = c.id
    order by (dc.value->>'score')::real desc limit v_limit
  ) s;

  -- Pages the top code's details cite, as the caller may read them (for passages and safety notes).
  select coalesce(jsonb_agg(jsonb_build_object('manualId', mp.manual_id, 'pageNumber', mp.page_number,
    'manualTitle', mn.title, 'sectionTitle', mp.section_title, 'body', mp.body, 'tier', mn.tier)), '[]')
  into v_ref_pages
  from public.manual_pages mp join public.manuals mn on mn.id = mp.manual_id
  where (mp.manual_id, mp.page_number) in (
    select (r->>'manualId')::uuid, (r->>'pageNumber')::int
    from jsonb_array_elements(coalesce(v_matches->0->'details'->'pageRefs', '[]')) r
    union select (v_matches->0->'details'->>'remedyManualId')::uuid, (v_matches->0->'details'->>'remedyPageNumber')::int
    union select (x->>'manualId')::uuid, (x->>'pageNumber')::int
      from jsonb_array_elements(coalesce(v_matches->0->'details'->'causes', '[]') || coalesce(v_matches->0->'details'->'checks', '[]')) x);

  -- The best pages for the words, within the same filters (for questions no code entry answers).
  if v_q is not null and v_match_kind in ('text', 'none') then
    select coalesce(jsonb_agg(pg order by (pg->>'rank')::real desc), '[]') into v_pages from (
      select jsonb_build_object('manualId', mp.manual_id, 'pageNumber', mp.page_number, 'manualTitle', mn.title,
        'sectionTitle', mp.section_title, 'body', mp.body, 'tier', mn.tier,
        'rank', ts_rank('{0.2, 0.4, 0.7, 1.0}', mp.search_vector, v_q, 1),
        'coverage', (select count(*) from unnest(tsvector_to_array(to_tsvector('english', v_query))) l
                     where length(l) >= 2 and mp.search_vector @@ to_tsquery('english', quote_literal(l) || ':*'))::real / greatest(v_words, 1)) as pg
      from public.manual_pages mp join public.manuals mn on mn.id = mp.manual_id
      where mn.brand_id = v_brand and mp.search_vector @@ v_q
        and (v_series is null or mn.series_ids = '{}' or v_series = any (mn.series_ids))
        and (v_fuel is null or mn.fuel_types = '{}' or v_fuel = any (mn.fuel_types))
        and (v_serial is null or (mn.serial_from <= v_serial and (mn.serial_to is null or mn.serial_to >= v_serial)))
      order by ts_rank('{0.2, 0.4, 0.7, 1.0}', mp.search_vector, v_q, 1) desc limit 3
    ) s;
  end if;

  return jsonb_build_object('brand', v_brand_row, 'matchKind', v_match_kind, 'words', v_words, 'matches', v_matches,
    'otherBrands', v_other, 'refPages', v_ref_pages, 'pages', v_pages);
end $$;

grant execute on function public.diagnose_retrieve(jsonb) to anon, authenticated, service_role;
grant execute on function public.diagnose_code_key(text), public.diagnose_code_letters(text), public.diagnose_any_words(text),
  public.diagnose_code_in_scope(public.error_codes, text, text, text[]) to anon, authenticated, service_role;
