-- Maintenance schedules as the manuals print them: one row per task and hour-meter interval, citing the page that
-- lists it (`quote` is that page's table row, word for word). Content, not fleet data: a task is readable exactly
-- when its page is readable in full (free manuals for a session, premium manuals for the brand's premium roles), so
-- a fleet shows each member only the schedule their own entitlements open.

create table if not exists public.maintenance_tasks (
  id uuid primary key default gen_random_uuid(),
  manual_id uuid not null references public.manuals (id) on delete cascade,
  page_number int not null check (page_number >= 1),
  brand_id text not null references public.brands (id) on delete cascade,
  series_id text references public.series (id) on delete cascade,
  -- Empty = every fuel type of the series.
  fuel_types text[] not null default '{}',
  interval_hours int not null check (interval_hours > 0),
  system_id text references public.systems (id),
  task text not null,
  action text not null check (action in ('check', 'replace', 'lubricate', 'adjust', 'clean', 'test')),
  quote text not null default '',
  sort_order int not null default 0,
  is_sample boolean not null default false
);
create index if not exists maintenance_tasks_series_idx on public.maintenance_tasks (series_id, interval_hours);
create index if not exists maintenance_tasks_manual_idx on public.maintenance_tasks (manual_id, page_number);

alter table public.maintenance_tasks enable row level security;
drop policy if exists maintenance_tasks_read on public.maintenance_tasks;
create policy maintenance_tasks_read on public.maintenance_tasks for select to authenticated using (
  exists (
    select 1 from public.manuals m
    where m.id = maintenance_tasks.manual_id
      and (m.tier = 'free' or m.brand_id = any ((select public.premium_brand_ids())::text[]))
  )
);

-- A service record may name the task it did.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_constraint where conname = 'fleet_service_records_task_fk') then
    alter table public.fleet_service_records add constraint fleet_service_records_task_fk
      foreign key (task_id) references public.maintenance_tasks (id) on delete set null;
  end if;
end $$;
