-- Reading a code's entry is not a diagnosis (issue 33 item 3): a diagnose request that only names a code — the chat
-- opened with ?code= from search, or from a code page — is admitted as a read. It still makes a run (so "this fixed
-- it" can be recorded against what was shown), but it spends neither the per-minute diagnosis limit nor a free
-- account's daily diagnoses; reads have their own, looser per-minute limit on the shared counters of 0066 (120 a
-- minute per user by default, as many searches; diagnostics_settings.read_rate_per_minute). Only a request with
-- symptoms or a conversation counts as a diagnosis.

alter table public.diagnostics_settings add column if not exists read_rate_per_minute int not null default 120
  check (read_rate_per_minute >= 1);

create or replace function public.diagnose_begin_read() returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  c_seconds constant int := 60;
  c_per_user int := coalesce((select read_rate_per_minute from public.diagnostics_settings where id), 120);
  uid uuid := auth.uid();
  now_ts timestamptz := clock_timestamp();
  run public.diagnose_runs;
  v_admission jsonb;
  v_run_id uuid;
  v_count int;
begin
  if uid is null then
    return jsonb_build_object('allowed', false, 'code', 'sign_in_required');
  end if;
  if coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'prefer', '') ~* 'tx\s*=\s*rollback' then
    return jsonb_build_object('allowed', false, 'code', 'rollback_refused');
  end if;
  perform pg_advisory_xact_lock(hashtextextended('diagnose:' || uid::text, 0));
  select * into run from public.diagnose_runs r where r.user_id = uid and r.xact_id = pg_current_xact_id();
  if found then
    return run.admission || jsonb_build_object('runId', run.id);
  end if;
  v_count := (public.rate_limit_hit(array['code-read:u:' || uid::text], c_seconds))[1];
  if v_count > c_per_user then
    return jsonb_build_object('allowed', false, 'code', 'rate_limited', 'limit', c_per_user, 'read', true,
      'retryAfter', greatest(1, ceil(c_seconds - mod(extract(epoch from now())::numeric, c_seconds))::int));
  end if;
  v_admission := jsonb_build_object('allowed', true, 'read', true, 'free', cardinality(public.premium_brand_ids()) = 0);
  insert into public.diagnose_runs (user_id, xact_id, admission, created_at)
  values (uid, pg_current_xact_id(), v_admission, now_ts) returning id into v_run_id;
  return v_admission || jsonb_build_object('runId', v_run_id);
end $$;

-- Is this request a code read: a code, and no words to diagnose from?
create or replace function public.diagnose_is_code_read(p jsonb) returns boolean
language sql immutable parallel safe as $$
  select coalesce(btrim(p->>'code'), '') <> '' and coalesce(btrim(p->>'query'), '') = ''
$$;

-- 0035's one round trip, admitting a code read as a read.
create or replace function public.diagnose_start(p jsonb) returns jsonb
language plpgsql volatile security invoker set search_path = public, pg_temp as $$
declare
  admission jsonb := case when public.diagnose_is_code_read(p) then public.diagnose_begin_read() else public.diagnose_begin() end;
begin
  if not coalesce((admission->>'allowed')::boolean, false) then
    return jsonb_build_object('admission', admission, 'retrieval', null);
  end if;
  return jsonb_build_object('admission', admission, 'retrieval', public.diagnose_retrieve(p));
end $$;

revoke execute on function public.diagnose_begin_read() from public, anon;
grant execute on function public.diagnose_begin_read() to authenticated, service_role;
grant execute on function public.diagnose_is_code_read(jsonb) to authenticated, service_role;
revoke execute on function public.diagnose_start(jsonb) from public, anon;
grant execute on function public.diagnose_start(jsonb) to authenticated, service_role;
