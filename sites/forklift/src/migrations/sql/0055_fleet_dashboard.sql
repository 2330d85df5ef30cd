-- Fleets: the manager's dashboard queries and maintenance due, as the caller (security invoker: the policies of
-- 0050–0053 decide). Sized for 2,000 trucks and 100,000 fault events per organization (bench/fleet.bench.ts): every
-- query starts from an (organization_id, …) index.

-- Events newest first (by when they were logged), with the truck and the code's title.
create or replace function public.fleet_recent_events(p_organization_id uuid, p_limit int default 50, p_before timestamptz default null)
returns table (id uuid, truck_id uuid, unit text, serial_number text, brand_id text, model text, code text, error_code_id uuid,
  code_title text, severity text, occurred_at timestamptz, hour_meter numeric, symptoms text, fix text, fixed boolean,
  diagnosis_id uuid, created_by uuid, created_by_email text, created_at timestamptz)
language sql stable security invoker set search_path = public, pg_temp as $$
  select e.id, e.truck_id, t.unit, t.serial_number, t.brand_id, t.model, e.code, e.error_code_id, c.title, c.severity,
    e.occurred_at, e.hour_meter, e.symptoms, e.fix, e.fixed, e.diagnosis_id, e.created_by, mb.email, e.created_at
  from (
    select * from public.fleet_fault_events x
    where x.organization_id = p_organization_id and (p_before is null or x.created_at < p_before)
    order by x.created_at desc, x.id desc
    limit greatest(1, least(coalesce(p_limit, 50), 200))
  ) e
  join public.fleet_trucks t on t.id = e.truck_id
  left join public.error_codes c on c.id = e.error_code_id
  left join public.fleet_members mb on mb.organization_id = e.organization_id and mb.user_id = e.created_by
  order by e.created_at desc, e.id desc
$$;

-- Trucks that threw the same code at least p_min_count times within the last p_days days.
create or replace function public.fleet_repeated_codes(p_organization_id uuid, p_days int default 30, p_min_count int default 2)
returns table (truck_id uuid, unit text, serial_number text, error_code_id uuid, code text, title text, event_count int,
  last_at timestamptz)
language sql stable security invoker set search_path = public, pg_temp as $$
  select r.truck_id, t.unit, t.serial_number, r.error_code_id, coalesce(c.code, r.code), c.title, r.n::int, r.last_at
  from (
    select e.truck_id, e.error_code_id, min(e.code) as code, count(*) as n, max(e.occurred_at) as last_at
    from public.fleet_fault_events e
    where e.organization_id = p_organization_id
      and e.occurred_at >= now() - make_interval(days => greatest(1, least(coalesce(p_days, 30), 366)))
    group by e.truck_id, e.error_code_id, case when e.error_code_id is null then public.normalize_error_code(e.code) end
    having count(*) >= greatest(2, coalesce(p_min_count, 2))
  ) r
  join public.fleet_trucks t on t.id = r.truck_id
  left join public.error_codes c on c.id = r.error_code_id
  order by r.n desc, r.last_at desc
  limit 500
$$;

-- Maintenance due from each truck's hour meter: every task of the manuals covering the truck (that the caller may
-- read), due `interval` hours after it was last recorded done, or — never recorded — at the first multiple of the
-- interval above the hours the truck had when it joined the fleet. "due" within 10 % of the interval (at most 50 h).
-- Most urgent first, at most p_limit rows (default 500, at most 5,000; null = all, for counts).
create or replace function public.fleet_maintenance_due(p_organization_id uuid, p_truck_id uuid default null,
  p_include_ok boolean default false, p_limit int default 500)
returns table (truck_id uuid, unit text, serial_number text, hour_meter numeric, task_id uuid, task text, action text,
  system_id text, interval_hours int, last_done_hours numeric, due_at_hours numeric, hours_left numeric, status text,
  manual_id uuid, page_number int)
language sql stable security invoker set search_path = public, pg_temp
-- The planner cannot estimate how many tasks cover each truck (it guesses one row) and would then loop over the
-- service records once per (truck, task); hash joins are right at every fleet size.
set enable_nestloop = off as $$
  with done as (
    select r.truck_id, r.task_id, max(r.hour_meter)::float8 as hours
    from public.fleet_service_records r
    where r.organization_id = p_organization_id and r.task_id is not null and (p_truck_id is null or r.truck_id = p_truck_id)
    group by r.truck_id, r.task_id
  ),
  -- Arithmetic in float8 (numeric is several times slower over tens of thousands of truck × task pairs).
  due as (
    select t.id as truck_id, t.unit, t.serial_number, t.hour_meter::float8 as hour_meter, k.id as task_id, k.task, k.action,
      k.system_id, k.interval_hours, d.hours as last_done_hours,
      coalesce(d.hours + k.interval_hours,
        (floor(coalesce(t.maintenance_baseline_hours, 0)::float8 / k.interval_hours) + 1) * k.interval_hours) as due_at_hours,
      k.manual_id, k.page_number, k.sort_order
    from public.fleet_trucks t
    join public.maintenance_tasks k on k.series_id = t.series_id
      and (k.fuel_types = '{}' or t.fuel_type is null or t.fuel_type = any (k.fuel_types))
    join public.manuals m on m.id = k.manual_id and public.fleet_manual_covers(m, t)
    left join done d on d.truck_id = t.id and d.task_id = k.id
    where t.organization_id = p_organization_id and (p_truck_id is null or t.id = p_truck_id)
  ),
  judged as (
    select due.*, due.due_at_hours - due.hour_meter as hours_left,
      case when due.due_at_hours - due.hour_meter < 0 then 0
        when due.due_at_hours - due.hour_meter <= least(50, due.interval_hours * 0.1) then 1
        else 2 end as urgency
    from due
  )
  select j.truck_id, j.unit, j.serial_number, j.hour_meter::numeric(10, 1), j.task_id, j.task, j.action, j.system_id, j.interval_hours,
    j.last_done_hours::numeric(10, 1), j.due_at_hours::numeric(10, 1), j.hours_left::numeric(10, 1),
    (array['overdue', 'due', 'ok'])[j.urgency + 1], j.manual_id, j.page_number
  from judged j
  where p_include_ok or j.urgency < 2
  order by j.urgency, j.hours_left, j.unit, j.serial_number, j.interval_hours, j.sort_order, j.task_id
  limit case when p_limit is null then null else greatest(1, least(p_limit, 5000)) end
$$;

-- The dashboard's headline figures.
create or replace function public.fleet_dashboard_summary(p_organization_id uuid) returns jsonb
language sql stable security invoker set search_path = public, pg_temp as $$
  select jsonb_build_object(
    'trucks', (select count(*) from public.fleet_trucks t where t.organization_id = p_organization_id),
    'events30d', (select count(*) from public.fleet_fault_events e where e.organization_id = p_organization_id
      and e.occurred_at >= now() - interval '30 days'),
    'fixed30d', (select count(*) from public.fleet_fault_events e where e.organization_id = p_organization_id
      and e.occurred_at >= now() - interval '30 days' and e.fixed),
    'maintenance', (select jsonb_build_object('due', count(*) filter (where d.status = 'due'),
      'overdue', count(*) filter (where d.status = 'overdue')) from public.fleet_maintenance_due(p_organization_id, null, false, null) d)
  )
$$;

revoke execute on function public.fleet_recent_events(uuid, int, timestamptz), public.fleet_repeated_codes(uuid, int, int),
  public.fleet_maintenance_due(uuid, uuid, boolean, int), public.fleet_dashboard_summary(uuid) from public, anon;
grant execute on function public.fleet_recent_events(uuid, int, timestamptz), public.fleet_repeated_codes(uuid, int, int),
  public.fleet_maintenance_due(uuid, uuid, boolean, int), public.fleet_dashboard_summary(uuid) to authenticated, service_role;
