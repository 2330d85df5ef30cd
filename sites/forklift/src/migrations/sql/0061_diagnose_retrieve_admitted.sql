-- diagnose_retrieve admits its caller (issue 31): a direct rpc/diagnose_retrieve spent no limit, and visitors could call
-- it. Now it takes the caller's admission itself — or the one diagnose_start took in the same transaction, so the
-- function's path counts once — and records the codes it returned on the run; visitors may not call it. Still run AS
-- THE CALLER (security invoker): row-level security decides what is retrieved. Volatile now, since admitting writes.
-- The retrieval itself is 0034's, unchanged but for diagnose_word_mask written in place: that helper took a tsvector
-- argument, which the API parses before any function body runs (a 300,000-character word is a 500 there), and nothing
-- else calls it, so it leaves the API.

-- Raises the refusal of an admission as PostgREST answers it: 429 with Retry-After for the limits, 401 without a
-- user, 400 for a request asking to be rolled back.
create or replace function public.diagnose_refuse(p_admission jsonb) returns void
language plpgsql volatile as $$
begin
  case p_admission->>'code'
    when 'rate_limited', 'daily_limit_reached' then
      raise sqlstate 'PGRST' using
        message = json_build_object('code', p_admission->>'code', 'hint', p_admission->>'code', 'message',
          case p_admission->>'code' when 'rate_limited' then 'Too many diagnoses in a minute. Wait a moment and try again.'
            else 'The free daily diagnoses are used up. Upgrade for unlimited diagnostics, or come back tomorrow.' end,
          'details', json_build_object('limit', (p_admission->>'limit')::int, 'retryAfter', (p_admission->>'retryAfter')::int)::text)::text,
        detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', coalesce(p_admission->>'retryAfter', '60')))::text;
    when 'rollback_refused' then
      raise exception 'diagnostics do not run in a transaction that is rolled back' using errcode = 'PT400', hint = 'rollback_refused';
    else
      raise exception 'sign in to use diagnostics' using errcode = 'PT401', hint = 'sign_in_required';
  end case;
end $$;

-- p: {brand, series?, model?, serial?, fuelType?, code?, codeKey?, query?, limit?, minCoverage?}
create or replace function public.diagnose_retrieve(p jsonb) returns jsonb
language plpgsql volatile security invoker set search_path = public, pg_temp as $$
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
  v_lex tsquery[] := public.diagnose_word_queries(v_query);
  v_words int := cardinality(public.diagnose_word_queries(v_query));
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
  -- The service role (a trusted server key, no user to count) is not limited.
  if auth.role() is distinct from 'service_role' then
    v_admission := public.diagnose_begin();
    if not coalesce((v_admission->>'allowed')::boolean, false) then
      perform public.diagnose_refuse(v_admission);
    end if;
  end if;
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
    select coalesce(jsonb_agg(jsonb_build_object('id', x.id, 'score', x.score, 'kind', 'text', 'coverage', x.coverage,
      'matchedWords', x.matched) order by x.score desc), '[]')
    into v_cands from (
      select y.id, (y.rank + 0.5 * y.coverage + 0.3 * y.similarity)::real as score, y.coverage, y.matched from (
        select c.id, sum(ts_rank('{0.2, 0.4, 0.7, 1.0}', t.doc, v_q, 1)) as rank,
          public.diagnose_bit_count(bit_or((select coalesce(sum(1 << (w.i - 1)::int), 0)::int from unnest(v_lex) with ordinality as w(q, i) where t.doc @@ w.q))) as matched,
          (public.diagnose_bit_count(bit_or((select coalesce(sum(1 << (w.i - 1)::int), 0)::int from unnest(v_lex) with ordinality as w(q, i) where t.doc @@ w.q)))::real / greatest(v_words, 1))::real as coverage,
          word_similarity(v_query, c.title) as similarity
        from public.diagnose_code_terms t join public.error_codes c on c.id = t.error_code_id
        where t.brand_id = v_brand and t.doc @@ v_q and public.diagnose_code_in_scope(c, v_series, v_fuel, v_models)
        group by c.id, c.title
      ) y order by 2 desc limit v_limit
    ) x;
  end if;

  select coalesce(jsonb_agg(m order by (m->>'score')::real desc, m->>'code'), '[]') into v_matches from (
    select jsonb_build_object(
      'errorCodeId', c.id, 'code', c.code, 'codeNormalized', c.code_normalized, 'brandId', c.brand_id, 'title', c.title,
      'summary', c.summary, 'severity', c.severity, 'tier', c.tier, 'controller', c.controller, 'score', round((dc.value->>'score')::numeric, 4),
      'matchKind', dc.value->>'kind', 'coverage', coalesce((dc.value->>'coverage')::real, 1),
      'matchedWords', coalesce((dc.value->>'matchedWords')::int, v_words),
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

  -- The best pages for the words, within the same filters, when no code entry answers (questions about procedures).
  if v_q is not null and v_match_kind in ('text', 'none') and not exists (
    select 1 from jsonb_array_elements(v_cands) x
    where (x->>'coverage')::real >= v_min_cov and (x->>'matchedWords')::int >= least(2, v_words)) then
    select coalesce(jsonb_agg(pg order by (pg->>'rank')::real desc), '[]') into v_pages from (
      select jsonb_build_object('manualId', top.manual_id, 'pageNumber', top.page_number, 'manualTitle', top.manual_title,
        'sectionTitle', top.section_title, 'body', top.body, 'tier', top.tier, 'rank', top.rank,
        'coverage', public.diagnose_bit_count((select coalesce(sum(1 << (w.i - 1)::int), 0)::int from unnest(v_lex) with ordinality as w(q, i) where top.search_vector @@ w.q))::real / greatest(v_words, 1)) as pg
      from (
        select mp.manual_id, mp.page_number, mn.title as manual_title, mp.section_title, mp.body, mn.tier, mp.search_vector,
          ts_rank('{0.2, 0.4, 0.7, 1.0}', mp.search_vector, v_q, 1) as rank
        from public.manual_pages mp join public.manuals mn on mn.id = mp.manual_id
        where mn.brand_id = v_brand and mp.search_vector @@ v_q
          and (v_series is null or mn.series_ids = '{}' or v_series = any (mn.series_ids))
          and (v_fuel is null or mn.fuel_types = '{}' or v_fuel = any (mn.fuel_types))
          and (v_serial is null or (mn.serial_from <= v_serial and (mn.serial_to is null or mn.serial_to >= v_serial)))
        order by 8 desc limit 3
      ) top
    ) s;
  end if;

  -- The run remembers the codes it returned: diagnose_save saves a diagnosis only of one of them.
  perform public.diagnose_run_record(v_brand,
    (select coalesce(array_agg((m->>'errorCodeId')::uuid), '{}') from jsonb_array_elements(v_matches) m));

  return jsonb_build_object('brand', v_brand_row, 'matchKind', v_match_kind, 'words', v_words, 'matches', v_matches,
    'otherBrands', v_other, 'refPages', v_ref_pages, 'pages', v_pages);
end $$;

drop function if exists public.diagnose_word_mask(tsvector, tsquery[]);
revoke execute on function public.diagnose_retrieve(jsonb), public.diagnose_refuse(jsonb) from public, anon;
grant execute on function public.diagnose_retrieve(jsonb), public.diagnose_refuse(jsonb) to authenticated, service_role;
