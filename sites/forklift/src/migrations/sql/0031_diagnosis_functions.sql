-- Diagnostics' write path, called with the caller's token: start a diagnosis (limits), save it with its sources,
-- record feedback, and read confirmed-fix counts. Each acts for auth.uid() only.

-- Admits one diagnosis for the caller or says why not: {allowed, code?, retryAfter?, limit?, used?}.
-- Free users (no premium role) get `free_daily_limit` per UTC day; everybody gets `rate_per_minute` per rolling minute.
create or replace function public.diagnose_begin() returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  uid uuid := auth.uid();
  s public.diagnostics_settings;
  now_ts timestamptz := clock_timestamp();
  day_start timestamptz := date_trunc('day', now_ts at time zone 'utc') at time zone 'utc';
  used_today int;
  in_minute int;
  oldest timestamptz;
  is_free boolean;
begin
  if uid is null then
    return jsonb_build_object('allowed', false, 'code', 'sign_in_required');
  end if;
  -- One caller's concurrent calls are admitted one at a time, so the counts below cannot be raced past.
  perform pg_advisory_xact_lock(hashtextextended('diagnose:' || uid::text, 0));
  select * into s from public.diagnostics_settings where id;
  select count(*)::int, min(at) into in_minute, oldest
    from public.diagnosis_usage where user_id = uid and at > now_ts - interval '1 minute';
  if in_minute >= s.rate_per_minute then
    return jsonb_build_object('allowed', false, 'code', 'rate_limited', 'limit', s.rate_per_minute,
      'retryAfter', greatest(1, ceil(extract(epoch from (oldest + interval '1 minute' - now_ts)))::int));
  end if;
  is_free := cardinality(public.premium_brand_ids()) = 0;
  if is_free then
    select count(*)::int into used_today from public.diagnosis_usage where user_id = uid and at >= day_start;
    if used_today >= s.free_daily_limit then
      return jsonb_build_object('allowed', false, 'code', 'daily_limit_reached', 'limit', s.free_daily_limit, 'used', used_today,
        'retryAfter', greatest(1, ceil(extract(epoch from (day_start + interval '1 day' - now_ts)))::int));
    end if;
  end if;
  insert into public.diagnosis_usage (user_id, at) values (uid, now_ts);
  delete from public.diagnosis_usage where user_id = uid and at < now_ts - interval '2 days';
  return jsonb_build_object('allowed', true, 'free', is_free,
    'used', case when is_free then used_today + 1 end, 'limit', case when is_free then s.free_daily_limit end);
end $$;

-- Saves a finished diagnosis and its sources for the caller; returns its id.
-- p jsonb: {brandId, seriesId?, modelId?, serial?, fuelType?, code?, symptoms?, engine, refused, refusalReason?,
--           errorCodeId?, matches: [...], steps: [...], sources: [{id, kind, title, errorCodeId?, manualId?, pageNumber?}]}
create or replace function public.diagnose_save(p jsonb) returns uuid
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  uid uuid := auth.uid();
  new_id uuid;
begin
  if uid is null then
    raise exception 'sign in to save a diagnosis' using errcode = '42501';
  end if;
  insert into public.diagnoses (user_id, brand_id, series_id, model_id, serial, fuel_type, code, symptoms, engine, refused,
    refusal_reason, error_code_id, matches, steps)
  values (uid, p->>'brandId', p->>'seriesId', p->>'modelId', left(p->>'serial', 64), p->>'fuelType', left(p->>'code', 64),
    left(p->>'symptoms', 4000), left(coalesce(p->>'engine', 'extractive'), 32), coalesce((p->>'refused')::boolean, false),
    left(p->>'refusalReason', 1000), (select c.id from public.error_codes c where c.id = (p->>'errorCodeId')::uuid),
    coalesce(p->'matches', '[]'), coalesce(p->'steps', '[]'))
  returning id into new_id;
  insert into public.diagnosis_sources (diagnosis_id, source_id, kind, title, error_code_id, manual_id, page_number, position)
  select new_id, s.value->>'id', s.value->>'kind', left(s.value->>'title', 500),
    (select c.id from public.error_codes c where c.id = (s.value->>'errorCodeId')::uuid),
    (select m.id from public.manuals m where m.id = (s.value->>'manualId')::uuid),
    (s.value->>'pageNumber')::int, s.ordinality::int
  from jsonb_array_elements(coalesce(p->'sources', '[]')) with ordinality as s(value, ordinality)
  on conflict do nothing;
  return new_id;
end $$;

-- Records (or changes) the caller's verdict on one of their diagnoses: 'fixed' or 'not_fixed', optionally naming the
-- cause that was the fault. Returns the code's counts afterwards.
create or replace function public.diagnosis_feedback_submit(p_diagnosis_id uuid, p_outcome text, p_cause_text text default null,
  p_comment text default '') returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  uid uuid := auth.uid();
  d public.diagnoses;
begin
  if uid is null then
    raise exception 'sign in to give feedback' using errcode = '42501';
  end if;
  if p_outcome not in ('fixed', 'not_fixed') then
    raise exception 'outcome must be fixed or not_fixed' using errcode = '22023';
  end if;
  select * into d from public.diagnoses where id = p_diagnosis_id and user_id = uid;
  if not found then
    raise exception 'no such diagnosis' using errcode = 'P0002';
  end if;
  insert into public.diagnosis_feedback (diagnosis_id, user_id, error_code_id, outcome, cause_text, comment)
  values (d.id, uid, d.error_code_id, p_outcome, nullif(left(p_cause_text, 2000), ''), left(coalesce(p_comment, ''), 2000))
  on conflict (diagnosis_id) do update set outcome = excluded.outcome, cause_text = excluded.cause_text,
    comment = excluded.comment, updated_at = now();
  return coalesce((select to_jsonb(c) from public.error_code_fix_counts(array[d.error_code_id]) c), 'null'::jsonb);
end $$;

-- Confirmed-fix counts of codes the caller may see (aggregates only; nobody's feedback rows are exposed).
create or replace function public.error_code_fix_counts(p_error_code_ids uuid[])
returns table (error_code_id uuid, fixed_count int, not_fixed_count int, cause_fixes jsonb)
language sql stable security definer set search_path = public, pg_temp as $$
  select c.id,
    count(*) filter (where f.outcome = 'fixed')::int,
    count(*) filter (where f.outcome = 'not_fixed')::int,
    coalesce((select jsonb_object_agg(x.cause_text, x.n) from (
      select f2.cause_text, count(*)::int as n from public.diagnosis_feedback f2
      where f2.error_code_id = c.id and f2.outcome = 'fixed' and f2.cause_text is not null group by f2.cause_text) x), '{}')
  from public.error_codes c
  left join public.diagnosis_feedback f on f.error_code_id = c.id
  where c.id = any (p_error_code_ids) and (c.tier = 'free' or auth.uid() is not null)
  group by c.id
$$;

revoke execute on function public.diagnose_begin(), public.diagnose_save(jsonb),
  public.diagnosis_feedback_submit(uuid, text, text, text) from public, anon;
grant execute on function public.diagnose_begin(), public.diagnose_save(jsonb),
  public.diagnosis_feedback_submit(uuid, text, text, text) to authenticated, service_role;
grant execute on function public.error_code_fix_counts(uuid[]) to anon, authenticated, service_role;
