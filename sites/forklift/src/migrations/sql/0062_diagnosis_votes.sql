-- Confirmed fixes count only verified outcomes (issue 31): one vote per user per code — the user's latest verdict on
-- that code, from a diagnosis they really ran (diagnoses.verified, see 0060) —, and a cause only as one of the code's
-- own causes, never the feedback's free text. The votes are kept by a trigger on diagnosis_feedback, so every writer
-- of feedback (diagnosis_feedback_submit, a fleet's confirmed fix in fleet_after_event) obeys the same rule. The
-- aggregate is readable at the tier of the code's details: what error_code_details' policy lets the caller read.

-- The cause the technician names, by its index in the code's error_code_details.causes (0-based).
alter table public.diagnosis_feedback add column if not exists cause_index int check (cause_index >= 0 and cause_index < 1000);
comment on column public.diagnosis_feedback.cause_text is
  'The technician''s own words for the cause: private to their feedback row, never counted.';

create table if not exists public.diagnosis_votes (
  error_code_id uuid not null references public.error_codes (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  outcome text not null check (outcome in ('fixed', 'not_fixed')),
  -- The confirmed cause of a fix, as the code's details stated it when the vote was cast (copied from
  -- error_code_details, not from the user); counted for the cause of the details that still says exactly this.
  cause_index int,
  cause_text text,
  -- The feedback row this vote is (informational; the trigger recomputes the vote when feedback changes or goes).
  diagnosis_id uuid not null,
  updated_at timestamptz not null,
  primary key (error_code_id, user_id)
);
alter table public.diagnosis_votes enable row level security;
revoke all on public.diagnosis_votes from public, anon, authenticated;

-- May this user read the code's details? error_code_details' read policy, for a user other than the caller (the
-- trigger runs for the feedback's author, who may not be the caller: a fleet manager editing a technician's event).
create or replace function public.diagnosis_voter_reads_details(p_user uuid, p_code uuid) returns boolean
language sql stable security definer set search_path = public, pg_temp as $$
  select exists (
    select 1 from public.error_codes c
    where c.id = p_code and (c.tier = 'free' or exists (
      select 1 from public.custom_user_roles ur join public.roles r on r.id = ur.role_id
      where ur.user_id = p_user and (r.name in ('all-access', 'admin') or r.name = c.brand_id || '-premium')))
  )
$$;

-- Recomputes one user's vote on one code from their latest feedback on a verified diagnosis of it. No such feedback,
-- or a code whose details the user may not read (they saw no causes or fix to judge): no vote.
create or replace function public.diagnosis_vote_refresh(p_user uuid, p_code uuid) returns void
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  f public.diagnosis_feedback;
  v_causes jsonb;
  v_index int;
begin
  if p_user is null or p_code is null then
    return;
  end if;
  -- Concurrent verdicts of one user on one code are applied one at a time (the latest one read last wins).
  perform pg_advisory_xact_lock(hashtextextended('diagnosis-vote:' || p_user::text || ':' || p_code::text, 0));
  select fb.* into f from public.diagnosis_feedback fb join public.diagnoses d on d.id = fb.diagnosis_id
  where fb.user_id = p_user and fb.error_code_id = p_code and d.user_id = p_user and d.verified
  order by fb.updated_at desc, fb.created_at desc, fb.diagnosis_id desc
  limit 1;
  if not found or not public.diagnosis_voter_reads_details(p_user, p_code) then
    delete from public.diagnosis_votes where error_code_id = p_code and user_id = p_user;
    return;
  end if;
  select d.causes into v_causes from public.error_code_details d where d.error_code_id = p_code;
  v_index := f.cause_index;
  -- Words that are exactly one of the code's own causes (an older client, a fleet's confirmed fix) name that cause.
  if v_index is null and f.cause_text is not null then
    select (k.ord - 1)::int into v_index from jsonb_array_elements(coalesce(v_causes, '[]')) with ordinality as k(cause, ord)
    where k.cause->>'text' = f.cause_text order by k.ord limit 1;
  end if;
  if f.outcome <> 'fixed' or (v_causes -> v_index ->> 'text') is null then
    v_index := null;
  end if;
  insert into public.diagnosis_votes (error_code_id, user_id, outcome, cause_index, cause_text, diagnosis_id, updated_at)
  values (p_code, p_user, f.outcome, v_index, v_causes -> v_index ->> 'text', f.diagnosis_id, f.updated_at)
  on conflict (error_code_id, user_id) do update set outcome = excluded.outcome, cause_index = excluded.cause_index,
    cause_text = excluded.cause_text, diagnosis_id = excluded.diagnosis_id, updated_at = excluded.updated_at;
end $$;

create or replace function public.diagnosis_feedback_vote() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (old.user_id, old.error_code_id) is distinct from (new.user_id, new.error_code_id)) then
    perform public.diagnosis_vote_refresh(old.user_id, old.error_code_id);
  end if;
  if tg_op <> 'DELETE' then
    perform public.diagnosis_vote_refresh(new.user_id, new.error_code_id);
  end if;
  return null;
end $$;

drop trigger if exists diagnosis_feedback_vote on public.diagnosis_feedback;
create trigger diagnosis_feedback_vote after insert or update or delete on public.diagnosis_feedback
  for each row execute function public.diagnosis_feedback_vote();

-- The feedback given so far, under the new rule: one vote per user and code, causes only as the code's own.
do $$
declare
  x record;
begin
  for x in select distinct f.user_id, f.error_code_id from public.diagnosis_feedback f where f.error_code_id is not null loop
    perform public.diagnosis_vote_refresh(x.user_id, x.error_code_id);
  end loop;
end $$;

-- Confirmed-fix counts, for the codes whose details the caller may read (the details' policy; the service role reads
-- all): distinct users' latest verdicts, and per cause — keyed by the cause's index in the code's details — the fixes
-- that named it. Nothing for a code whose details the caller may not read: its cause list is premium content too.
-- (Fleets' confirmed fixes logged without a diagnosis no longer count: no run vouches for them.) At most 100 codes.
create or replace function public.error_code_fix_counts(p_error_code_ids uuid[])
returns table (error_code_id uuid, fixed_count int, not_fixed_count int, cause_fixes jsonb)
language sql stable security definer set search_path = public, pg_temp as $$
  select c.id,
    (select count(*) from public.diagnosis_votes v where v.error_code_id = c.id and v.outcome = 'fixed')::int,
    (select count(*) from public.diagnosis_votes v where v.error_code_id = c.id and v.outcome = 'not_fixed')::int,
    coalesce((select jsonb_object_agg(x.idx, x.n) from (
      select (k.ord - 1)::text as idx, count(*)::int as n
      from public.error_code_details d
      cross join lateral jsonb_array_elements(d.causes) with ordinality as k(cause, ord)
      join public.diagnosis_votes v on v.error_code_id = d.error_code_id and v.outcome = 'fixed' and v.cause_text = k.cause->>'text'
      where d.error_code_id = c.id
      group by k.ord) x), '{}')
  from public.error_codes c
  where c.id = any (p_error_code_ids[1:100])
    and (auth.role() = 'service_role' or public.can_read_content(c.brand_id, c.tier))
$$;

-- Records (or changes) the caller's verdict on one of their diagnoses: 'fixed' or 'not_fixed', optionally naming the
-- cause that was the fault by its index in the code's details (p_cause_index; only one the caller may read), and
-- words of their own (p_cause_text, p_comment: kept on their row, private; words that are exactly one of the code's
-- causes name that cause). Returns the code's counts afterwards. An unknown diagnosis is 404 (PT404), a bad outcome
-- or cause 400. Replaces 0031's (uuid, text, text, text): callers passing p_cause_text by name still match.
drop function if exists public.diagnosis_feedback_submit(uuid, text, text, text);
create or replace function public.diagnosis_feedback_submit(p_diagnosis_id uuid, p_outcome text, p_cause_index int default null,
  p_cause_text text default null, p_comment text default '') returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  uid uuid := auth.uid();
  d public.diagnoses;
  v_causes jsonb;
begin
  if uid is null then
    raise exception 'sign in to give feedback' using errcode = '42501';
  end if;
  if p_outcome is null or p_outcome not in ('fixed', 'not_fixed') then
    raise exception 'outcome must be fixed or not_fixed' using errcode = '22023', hint = 'invalid_outcome';
  end if;
  select * into d from public.diagnoses where id = p_diagnosis_id and user_id = uid;
  if not found then
    raise exception 'no such diagnosis' using errcode = 'PT404', hint = 'diagnosis_not_found';
  end if;
  if p_cause_index is not null then
    select dt.causes into v_causes from public.error_code_details dt join public.error_codes c on c.id = dt.error_code_id
    where dt.error_code_id = d.error_code_id and public.can_read_content(c.brand_id, c.tier);
    if p_outcome <> 'fixed' or v_causes is null or p_cause_index < 0 or p_cause_index >= jsonb_array_length(v_causes) then
      raise exception 'no such cause of this diagnosis'' code' using errcode = '22023', hint = 'cause_not_found';
    end if;
  end if;
  insert into public.diagnosis_feedback (diagnosis_id, user_id, error_code_id, outcome, cause_index, cause_text, comment)
  values (d.id, uid, d.error_code_id, p_outcome, p_cause_index, nullif(left(p_cause_text, 2000), ''), left(coalesce(p_comment, ''), 2000))
  on conflict (diagnosis_id) do update set outcome = excluded.outcome, cause_index = excluded.cause_index,
    cause_text = excluded.cause_text, comment = excluded.comment, updated_at = now();
  return coalesce((select to_jsonb(c) from public.error_code_fix_counts(array[d.error_code_id]) c), 'null'::jsonb);
end $$;

revoke execute on function public.diagnosis_voter_reads_details(uuid, uuid), public.diagnosis_vote_refresh(uuid, uuid),
  public.diagnosis_feedback_vote() from public, anon, authenticated;
revoke execute on function public.diagnosis_feedback_submit(uuid, text, int, text, text) from public, anon;
grant execute on function public.diagnosis_feedback_submit(uuid, text, int, text, text) to authenticated, service_role;
grant execute on function public.error_code_fix_counts(uuid[]) to anon, authenticated, service_role;
