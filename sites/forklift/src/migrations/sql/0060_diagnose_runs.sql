-- Diagnostics (issue 31): a server-side record of every admitted diagnose run, so that a saved diagnosis — and the
-- feedback that counts in the shared aggregate — can only come from a run its user really made, of a code that run
-- retrieved. The admission is taken once per transaction, so every path to the retrieval (diagnose_start, a direct
-- rpc/diagnose_retrieve) spends the same limit exactly once.

create table if not exists public.diagnose_runs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The transaction that admitted it. A later call in that same transaction (diagnose_start's diagnose_retrieve) finds
  -- this admission instead of counting again; callers cannot forge it: only diagnose_begin writes rows, and one API
  -- request is one transaction.
  xact_id xid8 not null,
  -- What diagnose_begin answered (returned again to a later call in the same transaction).
  admission jsonb not null,
  created_at timestamptz not null default clock_timestamp(),
  -- Set once, by the retrieval of that transaction: the brand asked about and the codes it returned.
  retrieved_at timestamptz,
  brand_id text,
  error_code_ids uuid[] not null default '{}',
  -- Set when diagnose_save turns the run into a diagnosis: a run is saved at most once.
  used_at timestamptz
);
create unique index if not exists diagnose_runs_user_xact_idx on public.diagnose_runs (user_id, xact_id);
create index if not exists diagnose_runs_user_created_idx on public.diagnose_runs (user_id, created_at);

-- Internal: written and read only by the security-definer functions below.
alter table public.diagnose_runs enable row level security;
revoke all on public.diagnose_runs from public, anon, authenticated;

-- The run a diagnosis was saved from. Diagnoses saved before runs were recorded stay verified (their feedback still
-- counts, one vote per user and code like any other); from now on only diagnose_save, from a run, verifies one.
alter table public.diagnoses add column if not exists run_id uuid unique;
alter table public.diagnoses add column if not exists verified boolean not null default true;
alter table public.diagnoses alter column verified set default false;

-- Admits one diagnosis for the caller or says why not: {allowed, code?, retryAfter?, limit?, used?, runId?}.
-- As 0031, plus: the admission is recorded as a run of this transaction, and a second call in the same transaction
-- returns it without counting again; a request asking to be rolled back (Prefer: tx=rollback) would take the answer
-- and undo the count, so it is not admitted. Callable by signed-in users because the security-invoker diagnose_start
-- and diagnose_retrieve call it (an invoker needs EXECUTE on what it calls); called directly it only spends the
-- caller's own limit and makes a run with no retrieval, which diagnose_save refuses.
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
  run public.diagnose_runs;
  v_admission jsonb;
  v_run_id uuid;
begin
  if uid is null then
    return jsonb_build_object('allowed', false, 'code', 'sign_in_required');
  end if;
  if coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'prefer', '') ~* 'tx\s*=\s*rollback' then
    return jsonb_build_object('allowed', false, 'code', 'rollback_refused');
  end if;
  -- One caller's concurrent calls are admitted one at a time, so the counts below cannot be raced past.
  perform pg_advisory_xact_lock(hashtextextended('diagnose:' || uid::text, 0));
  select * into run from public.diagnose_runs r where r.user_id = uid and r.xact_id = pg_current_xact_id();
  if found then
    return run.admission || jsonb_build_object('runId', run.id);
  end if;
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
  v_admission := jsonb_build_object('allowed', true, 'free', is_free,
    'used', case when is_free then used_today + 1 end, 'limit', case when is_free then s.free_daily_limit end);
  insert into public.diagnose_runs (user_id, xact_id, admission, created_at)
  values (uid, pg_current_xact_id(), v_admission, now_ts) returning id into v_run_id;
  delete from public.diagnose_runs where user_id = uid and created_at < now_ts - interval '2 days';
  return v_admission || jsonb_build_object('runId', v_run_id);
end $$;

-- Records what this transaction's retrieval returned on its run (once). Called by diagnose_retrieve; called directly
-- (its own transaction, which admitted nothing) it finds no run and does nothing.
create or replace function public.diagnose_run_record(p_brand text, p_error_code_ids uuid[]) returns void
language sql volatile security definer set search_path = public, pg_temp as $$
  update public.diagnose_runs set retrieved_at = clock_timestamp(), brand_id = p_brand,
    error_code_ids = coalesce(p_error_code_ids, '{}')
  where user_id = auth.uid() and xact_id = pg_current_xact_id() and retrieved_at is null
$$;

-- A uuid from JSON text, or null when it is not one (saving never fails on a malformed optional id).
create or replace function public.diagnose_uuid_or_null(p text) returns uuid
language sql immutable parallel safe as $$
  select case when p ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then p::uuid end
$$;

-- Saves a finished diagnosis and its sources for the caller; returns its id. Only from a run of the caller's that
-- retrieved, is recent (15 minutes: the LLM engine gives up after one) and was not saved yet, for the brand that run
-- asked about and — when it names one — a code that run returned; so a hand-made rpc/diagnose_save cannot fabricate
-- a diagnosis of a code nobody diagnosed. Refusals are 403 (PT403) with a hint saying which rule.
-- p jsonb: {runId, brandId, seriesId?, modelId?, serial?, fuelType?, code?, symptoms?, engine, refused, refusalReason?,
--           errorCodeId?, matches: [...], steps: [...], sources: [{id, kind, title, errorCodeId?, manualId?, pageNumber?}]}
create or replace function public.diagnose_save(p jsonb) returns uuid
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  uid uuid := auth.uid();
  run public.diagnose_runs;
  v_code uuid;
  new_id uuid;
begin
  if uid is null then
    raise exception 'sign in to save a diagnosis' using errcode = '42501';
  end if;
  if jsonb_typeof(p) is distinct from 'object' then
    raise exception 'the diagnosis must be a JSON object' using errcode = '22023';
  end if;
  if jsonb_typeof(coalesce(p->'matches', '[]')) <> 'array' or jsonb_typeof(coalesce(p->'steps', '[]')) <> 'array'
    or jsonb_typeof(coalesce(p->'sources', '[]')) <> 'array' then
    raise exception 'matches, steps and sources must be arrays' using errcode = '22023';
  end if;
  if jsonb_array_length(coalesce(p->'matches', '[]')) > 20 or jsonb_array_length(coalesce(p->'steps', '[]')) > 200
    or jsonb_array_length(coalesce(p->'sources', '[]')) > 100 then
    raise exception 'too many matches, steps or sources' using errcode = '22023';
  end if;
  -- Claim the run; a concurrent second save of the same run waits for this row and then finds it used.
  update public.diagnose_runs r set used_at = clock_timestamp()
  where r.id = public.diagnose_uuid_or_null(p->>'runId') and r.user_id = uid and r.retrieved_at is not null
    and r.used_at is null and r.created_at > clock_timestamp() - interval '15 minutes'
  returning * into run;
  if not found then
    raise exception 'a diagnosis is saved from an unsaved, recent diagnose run of yours' using errcode = 'PT403', hint = 'run_required';
  end if;
  if (p->>'brandId') is distinct from run.brand_id then
    raise exception 'the diagnosis is not of the brand its run asked about' using errcode = 'PT403', hint = 'run_mismatch';
  end if;
  if jsonb_typeof(p->'errorCodeId') is not null and jsonb_typeof(p->'errorCodeId') <> 'null' then
    v_code := public.diagnose_uuid_or_null(p->>'errorCodeId');
    if v_code is null or not (v_code = any (run.error_code_ids)) then
      raise exception 'the diagnosis names a code its run did not retrieve' using errcode = 'PT403', hint = 'code_not_in_run';
    end if;
  end if;
  insert into public.diagnoses (user_id, brand_id, series_id, model_id, serial, fuel_type, code, symptoms, engine, refused,
    refusal_reason, error_code_id, matches, steps, run_id, verified)
  values (uid, run.brand_id, left(p->>'seriesId', 64), left(p->>'modelId', 64), left(p->>'serial', 64), left(p->>'fuelType', 32),
    left(p->>'code', 64), left(p->>'symptoms', 4000), left(coalesce(p->>'engine', 'extractive'), 32),
    coalesce(p->'refused' = 'true'::jsonb, false), left(p->>'refusalReason', 1000),
    (select c.id from public.error_codes c where c.id = v_code),
    coalesce(p->'matches', '[]'), coalesce(p->'steps', '[]'), run.id, true)
  returning id into new_id;
  insert into public.diagnosis_sources (diagnosis_id, source_id, kind, title, error_code_id, manual_id, page_number, position)
  select new_id, left(s.value->>'id', 64), s.value->>'kind', left(s.value->>'title', 500),
    (select c.id from public.error_codes c where c.id = public.diagnose_uuid_or_null(s.value->>'errorCodeId')),
    (select m.id from public.manuals m where m.id = public.diagnose_uuid_or_null(s.value->>'manualId')),
    case when (s.value->>'pageNumber') ~ '^[0-9]{1,6}$' then (s.value->>'pageNumber')::int end, s.ordinality::int
  from jsonb_array_elements(coalesce(p->'sources', '[]')) with ordinality as s(value, ordinality)
  where jsonb_typeof(s.value) = 'object' and s.value->>'id' is not null and s.value->>'title' is not null
    and s.value->>'kind' in ('error_code', 'manual_page')
  on conflict do nothing;
  return new_id;
end $$;

-- New functions are granted to anon by the platform's default privileges: take back what is not for visitors.
revoke execute on function public.diagnose_run_record(text, uuid[]) from public, anon;
grant execute on function public.diagnose_run_record(text, uuid[]) to authenticated, service_role;
revoke execute on function public.diagnose_uuid_or_null(text) from public, anon, authenticated;
revoke execute on function public.diagnose_begin(), public.diagnose_save(jsonb) from public, anon;
grant execute on function public.diagnose_begin(), public.diagnose_save(jsonb) to authenticated, service_role;
