-- Fleets: fault events (what a truck threw, what was diagnosed, what fixed it) and service records (maintenance
-- done). Members read and log them; the author or a manager edits; managers delete. Confirmed fixes feed the code's
-- "fixed it" counts (error_code_fix_counts, redefined below). Fault events reach the managers' dashboards live
-- through realtime, whose delivery applies these same policies per subscriber.

create table if not exists public.fleet_fault_events (
  id uuid primary key default gen_random_uuid(),
  -- Always the truck's organization (set by the trigger below).
  organization_id uuid not null references public.fleet_organizations (id) on delete cascade,
  truck_id uuid not null references public.fleet_trucks (id) on delete cascade,
  -- The code as the display showed it, and the catalogue's code when it is known (resolved from the truck's brand).
  code text not null default '' check (length(code) <= 64),
  error_code_id uuid references public.error_codes (id) on delete set null,
  occurred_at timestamptz not null default now(),
  hour_meter numeric(10, 1) check (hour_meter >= 0 and hour_meter < 1000000),
  symptoms text not null default '' check (length(symptoms) <= 4000),
  -- The diagnosis used (one of the author's own diagnoses) and, when known, the cause of its answer that was the fault.
  diagnosis_id uuid references public.diagnoses (id) on delete set null,
  cause_text text check (length(cause_text) <= 2000),
  fix text not null default '' check (length(fix) <= 4000),
  -- A confirmed fix: counted in the code's "fixed it" figures.
  fixed boolean not null default false,
  parts_replaced text[] not null default '{}' check (cardinality(parts_replaced) <= 50),
  minutes_spent int check (minutes_spent >= 0 and minutes_spent <= 100000),
  -- Paths in the fleet-files bucket ({organization_id}/events/{id}/…).
  attachments text[] not null default '{}' check (cardinality(attachments) <= 20),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Dashboard: recent events per organization; repeated codes within a window; a truck's history; fix counts.
create index if not exists fleet_fault_events_org_created_idx on public.fleet_fault_events (organization_id, created_at desc, id desc);
create index if not exists fleet_fault_events_org_occurred_idx on public.fleet_fault_events (organization_id, occurred_at desc)
  include (truck_id, error_code_id);
create index if not exists fleet_fault_events_truck_idx on public.fleet_fault_events (truck_id, occurred_at desc);
create index if not exists fleet_fault_events_fixed_idx on public.fleet_fault_events (error_code_id)
  where fixed and diagnosis_id is null;

create table if not exists public.fleet_service_records (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.fleet_organizations (id) on delete cascade,
  truck_id uuid not null references public.fleet_trucks (id) on delete cascade,
  -- The manual's task done (null for other work), and its interval as it was.
  task_id uuid,
  interval_hours int check (interval_hours > 0),
  hour_meter numeric(10, 1) not null check (hour_meter >= 0 and hour_meter < 1000000),
  performed_on date not null default current_date,
  notes text not null default '' check (length(notes) <= 2000),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index if not exists fleet_service_records_truck_idx on public.fleet_service_records (truck_id, task_id, hour_meter desc);
create index if not exists fleet_service_records_org_idx on public.fleet_service_records (organization_id);

-- Before a write: the organization is the truck's (the truck must be visible to the caller), the code is resolved,
-- and a diagnosis may only be linked by its own author.
create or replace function public.fleet_prepare_event() returns trigger
language plpgsql set search_path = public, pg_temp as $$
declare
  t public.fleet_trucks;
begin
  select * into t from public.fleet_trucks where id = new.truck_id;
  if not found then
    raise exception 'no such truck' using errcode = 'PT404', hint = 'truck_not_found';
  end if;
  new.organization_id := t.organization_id;
  if tg_table_name = 'fleet_fault_events' then
    new.code := btrim(coalesce(new.code, ''));
    if new.error_code_id is null and new.code <> '' then
      select c.id into new.error_code_id from public.error_codes c
      where c.brand_id = t.brand_id and c.code_normalized = public.normalize_error_code(new.code);
    end if;
    if new.code = '' and new.error_code_id is not null then
      select c.code into new.code from public.error_codes c where c.id = new.error_code_id;
    end if;
    if new.diagnosis_id is not null and auth.uid() is not null
      and (tg_op = 'INSERT' or new.diagnosis_id is distinct from old.diagnosis_id)
      and not exists (select 1 from public.diagnoses d where d.id = new.diagnosis_id and d.user_id = auth.uid()) then
      raise exception 'link one of your own diagnoses' using errcode = 'PT403', hint = 'diagnosis_not_yours';
    end if;
    if tg_op = 'UPDATE' then new.updated_at := now(); end if;
  end if;
  return new;
end $$;

-- After a write: a higher hour meter moves the truck's; a confirmed fix from a diagnosis is that diagnosis' feedback.
create or replace function public.fleet_after_event() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  d public.diagnoses;
begin
  if new.hour_meter is not null then
    update public.fleet_trucks set hour_meter = new.hour_meter where id = new.truck_id and hour_meter < new.hour_meter;
  end if;
  -- (Nested: a service record has none of these fields.)
  if tg_table_name = 'fleet_fault_events' then
    if new.fixed and new.diagnosis_id is not null then
      if tg_op = 'INSERT' or not old.fixed or old.diagnosis_id is distinct from new.diagnosis_id
        or old.cause_text is distinct from new.cause_text then
        select * into d from public.diagnoses where id = new.diagnosis_id;
        if found then
          insert into public.diagnosis_feedback (diagnosis_id, user_id, error_code_id, outcome, cause_text, comment)
          values (d.id, d.user_id, d.error_code_id, 'fixed', nullif(left(new.cause_text, 2000), ''), left(new.fix, 2000))
          on conflict (diagnosis_id) do update set outcome = 'fixed',
            cause_text = coalesce(excluded.cause_text, diagnosis_feedback.cause_text), comment = excluded.comment, updated_at = now();
        end if;
      end if;
    end if;
  end if;
  return null;
end $$;

drop trigger if exists fleet_fault_events_prepare on public.fleet_fault_events;
create trigger fleet_fault_events_prepare before insert or update on public.fleet_fault_events
  for each row execute function public.fleet_prepare_event();
drop trigger if exists fleet_fault_events_after on public.fleet_fault_events;
create trigger fleet_fault_events_after after insert or update on public.fleet_fault_events
  for each row execute function public.fleet_after_event();
drop trigger if exists fleet_service_records_prepare on public.fleet_service_records;
create trigger fleet_service_records_prepare before insert or update on public.fleet_service_records
  for each row execute function public.fleet_prepare_event();
drop trigger if exists fleet_service_records_after on public.fleet_service_records;
create trigger fleet_service_records_after after insert or update on public.fleet_service_records
  for each row execute function public.fleet_after_event();

alter table public.fleet_fault_events enable row level security;
alter table public.fleet_service_records enable row level security;

drop policy if exists fleet_fault_events_read on public.fleet_fault_events;
create policy fleet_fault_events_read on public.fleet_fault_events for select to authenticated
  using (organization_id = any ((select public.fleet_member_org_ids())::uuid[]));
drop policy if exists fleet_fault_events_insert on public.fleet_fault_events;
create policy fleet_fault_events_insert on public.fleet_fault_events for insert to authenticated
  with check (organization_id = any ((select public.fleet_member_org_ids())::uuid[]) and created_by = (select auth.uid()));
drop policy if exists fleet_fault_events_update on public.fleet_fault_events;
create policy fleet_fault_events_update on public.fleet_fault_events for update to authenticated
  using (organization_id = any ((select public.fleet_member_org_ids())::uuid[])
    and (created_by = (select auth.uid()) or organization_id = any ((select public.fleet_manager_org_ids())::uuid[])))
  with check (organization_id = any ((select public.fleet_member_org_ids())::uuid[]));
drop policy if exists fleet_fault_events_delete on public.fleet_fault_events;
create policy fleet_fault_events_delete on public.fleet_fault_events for delete to authenticated
  using (organization_id = any ((select public.fleet_manager_org_ids())::uuid[]));

drop policy if exists fleet_service_records_read on public.fleet_service_records;
create policy fleet_service_records_read on public.fleet_service_records for select to authenticated
  using (organization_id = any ((select public.fleet_member_org_ids())::uuid[]));
drop policy if exists fleet_service_records_insert on public.fleet_service_records;
create policy fleet_service_records_insert on public.fleet_service_records for insert to authenticated
  with check (organization_id = any ((select public.fleet_member_org_ids())::uuid[]) and created_by = (select auth.uid()));
drop policy if exists fleet_service_records_delete on public.fleet_service_records;
create policy fleet_service_records_delete on public.fleet_service_records for delete to authenticated
  using (organization_id = any ((select public.fleet_manager_org_ids())::uuid[]));

-- Confirmed-fix counts: technicians' feedback on diagnoses (0031) plus fleets' confirmed fixes logged without a
-- diagnosis (those with one are already feedback, see fleet_after_event). Aggregates only.
create or replace function public.error_code_fix_counts(p_error_code_ids uuid[])
returns table (error_code_id uuid, fixed_count int, not_fixed_count int, cause_fixes jsonb)
language sql stable security definer set search_path = public, pg_temp as $$
  select c.id,
    ((select count(*) from public.diagnosis_feedback f where f.error_code_id = c.id and f.outcome = 'fixed')
      + (select count(*) from public.fleet_fault_events e where e.error_code_id = c.id and e.fixed and e.diagnosis_id is null))::int,
    (select count(*) from public.diagnosis_feedback f where f.error_code_id = c.id and f.outcome = 'not_fixed')::int,
    coalesce((select jsonb_object_agg(x.cause_text, x.n) from (
      select y.cause_text, count(*)::int as n from (
        select f2.cause_text from public.diagnosis_feedback f2
        where f2.error_code_id = c.id and f2.outcome = 'fixed' and f2.cause_text is not null
        union all
        select e2.cause_text from public.fleet_fault_events e2
        where e2.error_code_id = c.id and e2.fixed and e2.diagnosis_id is null and e2.cause_text is not null
      ) y group by y.cause_text) x), '{}')
  from public.error_codes c
  where c.id = any (p_error_code_ids) and (c.tier = 'free' or auth.uid() is not null)
$$;
grant execute on function public.error_code_fix_counts(uuid[]) to anon, authenticated, service_role;

-- Live on the managers' dashboards.
do $$
declare
  t text;
begin
  foreach t in array array['fleet_fault_events', 'fleet_trucks'] loop
    if not exists (select 1 from pg_catalog.pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end $$;
