-- Diagnostics' retrieval with the one code reader, the technician vocabulary and weighed evidence (issue 34 builds
-- 1–3). 0061's diagnose_retrieve, changed in three places:
--   * the code: read by read_error_code for the brand (any spelling); several codes at the closest reading make the
--     answer ambiguous (matchKind 'ambiguous': the diagnosis asks which one instead of guessing); no reading for the
--     brand → the other brands' closest readings (otherBrands), as before;
--   * the words: read through technician_expand ("hyd temp sw" → "hydraulic temperature switch"); readings in the
--     description ("reads 0.1 V") weigh toward codes whose setting condition states them;
--   * the evidence: each candidate carries `evidence`, the share of the query's rarity it explains — the inverse
--     document frequency (over every code entry and manual page) of the query's words it contains, over that of all
--     the query's words, a word no entry uses counting as the rarest. Common words ("battery", "motor") explain little;
--     a question about a car or a dishwasher keeps most of its weight unexplained. The threshold that turns evidence
--     into an answer or a refusal is the caller's (diagnostics' calibration, measured on the labelled split).

-- Document frequencies of the library's words (lexemes of english full text), rebuilt when the content changes.
create table if not exists public.diagnose_term_stats (lexeme text primary key, df int not null);
create table if not exists public.diagnose_term_stats_meta (id boolean primary key default true check (id), docs int not null,
  built_at timestamptz not null default now());
alter table public.diagnose_term_stats enable row level security;
alter table public.diagnose_term_stats_meta enable row level security;
revoke all on public.diagnose_term_stats, public.diagnose_term_stats_meta from anon, authenticated;

-- Rebuilds the statistics when they are missing (content changed since): one caller rebuilds, the others wait.
create or replace function public.diagnose_term_stats_ensure() returns int
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  v_docs int;
begin
  select docs into v_docs from public.diagnose_term_stats_meta;
  if found then return v_docs; end if;
  perform pg_advisory_xact_lock(hashtext('diagnose_term_stats'));
  select docs into v_docs from public.diagnose_term_stats_meta;
  if found then return v_docs; end if;
  delete from public.diagnose_term_stats;
  insert into public.diagnose_term_stats (lexeme, df)
  select word, sum(ndoc)::int from (
    select word, ndoc from ts_stat('select doc from public.diagnose_code_terms')
    union all
    select word, ndoc from ts_stat('select search_vector from public.manual_pages')
  ) s group by word;
  v_docs := (select count(*) from public.diagnose_code_terms) + (select count(*) from public.manual_pages);
  insert into public.diagnose_term_stats_meta (id, docs) values (true, greatest(v_docs, 1));
  return greatest(v_docs, 1);
end $$;

-- Content changed: the statistics are rebuilt on the next retrieval.
create or replace function public.diagnose_term_stats_stale() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  delete from public.diagnose_term_stats_meta;
  return null;
end $$;

drop trigger if exists diagnose_term_stats_codes on public.diagnose_code_terms;
create trigger diagnose_term_stats_codes after insert or update or delete on public.diagnose_code_terms
  for each statement execute function public.diagnose_term_stats_stale();
drop trigger if exists diagnose_term_stats_pages on public.manual_pages;
create trigger diagnose_term_stats_pages after insert or update or delete on public.manual_pages
  for each statement execute function public.diagnose_term_stats_stale();

revoke execute on function public.diagnose_term_stats_stale() from public, anon, authenticated;
revoke execute on function public.diagnose_term_stats_ensure() from public, anon;
grant execute on function public.diagnose_term_stats_ensure() to authenticated, service_role;

-- The query's words (at most 16, as diagnose_word_queries) with their inverse document frequency: ln(N / df), a word
-- the library does not use counting as a word of one document. Security definer: the statistics are not readable.
create or replace function public.diagnose_query_weights(p_query text) returns table (i int, lexeme text, idf real)
language sql stable security definer set search_path = public, pg_temp as $$
  with words as (
    select l, row_number() over () as i from (
      select l from unnest(tsvector_to_array(to_tsvector('english', left(coalesce(p_query, ''), 2000)))) as l
      where length(l) >= 2 limit 16) w
  ),
  meta as (select coalesce((select docs from public.diagnose_term_stats_meta), 1) as docs)
  select w.i::int, w.l, ln(greatest(meta.docs, 2)::real / greatest(coalesce(s.df, 1), 1))::real
  from words w cross join meta left join public.diagnose_term_stats s on s.lexeme = w.l
  order by w.i
$$;
revoke execute on function public.diagnose_query_weights(text) from public, anon;
grant execute on function public.diagnose_query_weights(text) to authenticated, service_role;

-- p: {brand, series?, model?, serial?, fuelType?, code?, query?, limit?, minCoverage?} — `code` as typed, any spelling.
create or replace function public.diagnose_retrieve(p jsonb) returns jsonb
language plpgsql volatile security invoker set search_path = public, pg_temp set jit = off as $$
declare
  v_brand text := p->>'brand';
  v_series text := nullif(p->>'series', '');
  v_model text := nullif(p->>'model', '');
  v_serial bigint := case when coalesce(p->>'serial', '') ~ '^[0-9]{1,15}$' then (p->>'serial')::bigint end;
  v_fuel text := nullif(p->>'fuelType', '');
  v_code text := nullif(left(coalesce(p->>'code', ''), 64), '');
  v_raw_query text := left(coalesce(p->>'query', ''), 2000);
  v_query text;
  v_limit int := greatest(1, least(coalesce((p->>'limit')::int, 5), 10));
  v_q tsquery;
  v_lex tsquery[];
  v_idf real[];
  v_idf_total real;
  v_words int;
  v_readings text[];
  v_min_cov real := coalesce((p->>'minCoverage')::real, 0.34);
  v_models text[];
  v_brand_row jsonb;
  v_match_kind text := 'none';
  v_matches jsonb;
  v_cands jsonb := '[]';
  v_other jsonb := '[]';
  v_pages jsonb := '[]';
  v_ref_pages jsonb := '[]';
  v_admission jsonb;
begin
  -- Every path to this work shares one limit: admitted here, unless this transaction already was (diagnose_start).
  if auth.role() is distinct from 'service_role' then
    v_admission := case when public.diagnose_is_code_read(p) then public.diagnose_begin_read() else public.diagnose_begin() end;
    if not coalesce((v_admission->>'allowed')::boolean, false) then
      perform public.diagnose_refuse(v_admission);
    end if;
  end if;
  select jsonb_build_object('id', b.id, 'name', b.name, 'codeFormat', b.code_format, 'codeExample', b.code_example)
    into v_brand_row from public.brands b where b.id = v_brand;
  if v_brand_row is null then
    return jsonb_build_object('brand', null);
  end if;
  if v_serial is not null or v_model is not null then
    select array_agg(m.id) into v_models from public.models m
    where m.brand_id = v_brand and (v_model is null or m.id = v_model) and (v_series is null or m.series_id = v_series)
      and (v_serial is null or (m.serial_from <= v_serial and (m.serial_to is null or m.serial_to >= v_serial)));
  end if;

  if v_code is not null then
    -- The closest readings of the code for this brand and truck; more than one is a question for the technician.
    with readings as (
      select r.error_code_id, r.penalty, min(r.penalty) over () as least
      from public.read_error_code(v_code, v_brand) r
      join public.error_codes c on c.id = r.error_code_id
      where public.diagnose_code_in_scope(c, v_series, v_fuel, v_models)
    )
    select coalesce(jsonb_agg(jsonb_build_object('id', r.error_code_id, 'score', round((1.0 - 0.02 * r.penalty)::numeric, 4),
      'kind', case when r.penalty = 0 then 'exact' else 'format' end)), '[]')
    into v_cands from readings r where r.penalty = r.least;
    -- Another brand's code written exactly (E-212 typed on a U-Stitch truck) beats this brand's code reached only
    -- through other letters (F2.12): the technician is told whose code it is rather than shown another one.
    if v_cands <> '[]' and (v_cands->0->>'score')::numeric <= 0.96 and exists (
      select 1 from public.read_error_code(v_code, null) o where o.brand_id <> v_brand and o.penalty = 0) then
      v_cands := '[]';
    end if;
    if jsonb_array_length(v_cands) > 1 then
      v_match_kind := 'ambiguous';
    elsif v_cands <> '[]' then
      v_match_kind := v_cands->0->>'kind';
    else
      select coalesce(jsonb_agg(jsonb_build_object('brandId', r.brand_id, 'brandName', b.name, 'errorCodeId', r.error_code_id,
        'code', r.code, 'title', r.title) order by b.sort_order, r.code_normalized), '[]')
      into v_other from public.read_error_code_best(v_code, null) r join public.brands b on b.id = r.brand_id
      where r.brand_id <> v_brand;
    end if;
  end if;

  v_query := public.technician_expand(v_raw_query);
  v_readings := public.description_readings(v_raw_query);
  v_q := public.diagnose_any_words(v_query);
  v_lex := public.diagnose_word_queries(v_query);
  v_words := cardinality(v_lex);
  if v_q is not null then
    perform public.diagnose_term_stats_ensure();
    select coalesce(array_agg(w.idf order by w.i), '{}'), coalesce(sum(w.idf), 0) into v_idf, v_idf_total
    from public.diagnose_query_weights(v_query) w;
  end if;

  if v_match_kind = 'none' and v_q is not null then
    v_match_kind := 'text';
    select coalesce(jsonb_agg(jsonb_build_object('id', x.id, 'score', x.score, 'kind', 'text', 'coverage', x.coverage,
      'matchedWords', x.matched, 'evidence', x.evidence, 'readings', x.readings) order by x.score desc), '[]')
    into v_cands from (
      select y.id, (y.rank + 0.5 * y.coverage + 1.0 * y.evidence + 0.3 * y.similarity + 0.6 * y.readings)::real as score,
        y.coverage, public.diagnose_bit_count(y.mask) as matched, y.evidence, y.readings
      from (
        select z.*,
          (public.diagnose_bit_count(z.mask)::real / greatest(v_words, 1))::real as coverage,
          (coalesce((select sum(v_idf[i]) from generate_series(1, v_words) i where z.mask & (1 << (i - 1)) <> 0), 0)
            / greatest(v_idf_total, 0.0001))::real as evidence
        from (
          select c.id, sum(ts_rank('{0.2, 0.4, 0.7, 1.0}', t.doc, v_q, 1)) as rank,
            bit_or((select coalesce(sum(1 << (w.i - 1)::int), 0)::int from unnest(v_lex) with ordinality as w(q, i) where t.doc @@ w.q)) as mask,
            word_similarity(v_query, c.title) as similarity,
            (select count(*) from unnest(v_readings) rd
              where (select d.trigger_condition from public.error_code_details d where d.error_code_id = c.id)
                ~ ('(^|[^0-9.])' || replace(rd, '.', '\.') || '\s*(V|A|mA|ms|s|%|°C|bar|km/h)'))::int as readings
          from public.diagnose_code_terms t join public.error_codes c on c.id = t.error_code_id
          where t.brand_id = v_brand and t.doc @@ v_q and public.diagnose_code_in_scope(c, v_series, v_fuel, v_models)
          group by c.id, c.title
        ) z
      ) y order by 2 desc limit v_limit
    ) x;
  end if;

  select coalesce(jsonb_agg(m order by (m->>'score')::real desc, m->>'code'), '[]') into v_matches from (
    select jsonb_build_object(
      'errorCodeId', c.id, 'code', c.code, 'codeNormalized', c.code_normalized, 'brandId', c.brand_id, 'title', c.title,
      'summary', c.summary, 'severity', c.severity, 'tier', c.tier, 'controller', c.controller, 'score', round((dc.value->>'score')::numeric, 4),
      'matchKind', dc.value->>'kind', 'coverage', coalesce((dc.value->>'coverage')::real, 1),
      'matchedWords', coalesce((dc.value->>'matchedWords')::int, v_words),
      'evidence', coalesce((dc.value->>'evidence')::real, 1),
      'readings', coalesce((dc.value->>'readings')::int, 0),
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

  -- Pages the top code's details cite, as the caller may read them (not for a question of which code it is).
  if v_match_kind <> 'ambiguous' then
    with d as (select v_matches->0->'details' as v),
    refs as (
      select distinct (r->>'manualId')::uuid as manual_id, (r->>'pageNumber')::int as page_number
      from d, jsonb_array_elements(coalesce(d.v->'pageRefs', '[]') || coalesce(d.v->'causes', '[]') || coalesce(d.v->'checks', '[]')
        || jsonb_build_array(jsonb_build_object('manualId', d.v->'remedyManualId', 'pageNumber', d.v->'remedyPageNumber'))) r
      where jsonb_typeof(r->'manualId') = 'string' and jsonb_typeof(r->'pageNumber') = 'number'
    )
    select coalesce(jsonb_agg(jsonb_build_object('manualId', mp.manual_id, 'pageNumber', mp.page_number,
      'manualTitle', mn.title, 'sectionTitle', mp.section_title, 'body', mp.body, 'tier', mn.tier)), '[]')
    into v_ref_pages
    from refs join public.manual_pages mp on mp.manual_id = refs.manual_id and mp.page_number = refs.page_number
    join public.manuals mn on mn.id = mp.manual_id;
  end if;

  -- The best pages for the words, within the same filters, when no code entry answers (questions about procedures).
  if v_q is not null and v_match_kind in ('text', 'none') and not exists (
    select 1 from jsonb_array_elements(v_cands) x
    where (x->>'coverage')::real >= v_min_cov and (x->>'matchedWords')::int >= least(2, v_words)) then
    select coalesce(jsonb_agg(pg order by (pg->>'rank')::real desc), '[]') into v_pages from (
      select jsonb_build_object('manualId', top.manual_id, 'pageNumber', top.page_number, 'manualTitle', top.manual_title,
        'sectionTitle', top.section_title, 'body', top.body, 'tier', top.tier, 'rank', top.rank,
        'coverage', public.diagnose_bit_count(top.mask)::real / greatest(v_words, 1),
        'evidence', coalesce((select sum(v_idf[i]) from generate_series(1, v_words) i where top.mask & (1 << (i - 1)) <> 0), 0)
          / greatest(v_idf_total, 0.0001)) as pg
      from (
        select t2.*, (select coalesce(sum(1 << (w.i - 1)::int), 0)::int from unnest(v_lex) with ordinality as w(q, i) where t2.search_vector @@ w.q) as mask
        from (
          select mp.manual_id, mp.page_number, mn.title as manual_title, mp.section_title, mp.body, mn.tier, mp.search_vector,
            ts_rank('{0.2, 0.4, 0.7, 1.0}', mp.search_vector, v_q, 1) as rank
          from public.manual_pages mp join public.manuals mn on mn.id = mp.manual_id
          where mn.brand_id = v_brand and mp.search_vector @@ v_q
            and (v_series is null or mn.series_ids = '{}' or v_series = any (mn.series_ids))
            and (v_fuel is null or mn.fuel_types = '{}' or v_fuel = any (mn.fuel_types))
            and (v_serial is null or (mn.serial_from <= v_serial and (mn.serial_to is null or mn.serial_to >= v_serial)))
          order by 8 desc limit 3
        ) t2
      ) top
    ) s;
  end if;

  perform public.diagnose_run_record(v_brand,
    (select coalesce(array_agg((m->>'errorCodeId')::uuid), '{}') from jsonb_array_elements(v_matches) m));

  return jsonb_build_object('brand', v_brand_row, 'matchKind', v_match_kind, 'words', v_words, 'matches', v_matches,
    'otherBrands', v_other, 'refPages', v_ref_pages, 'pages', v_pages, 'expandedQuery', v_query,
    'readings', to_jsonb(v_readings), 'foreign', to_jsonb(public.description_foreign(v_raw_query)));
end $$;

revoke execute on function public.diagnose_retrieve(jsonb) from public, anon;
grant execute on function public.diagnose_retrieve(jsonb) to authenticated, service_role;
