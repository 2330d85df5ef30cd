-- Fleets: the truck page's reads, all as the caller (security invoker): the truck must be visible (a member of its
-- organization), and the content's own policies decide what each member may open — a fleet never widens access.

-- Does a manual cover a truck? Same brand; its series (a brand-wide manual covers every series; a truck without a
-- series only brand-wide manuals); its model and fuel when the manual names some; the serial inside the manual's range
-- when the serial has digits.
create or replace function public.fleet_manual_covers(m public.manuals, t public.fleet_trucks) returns boolean
language sql stable parallel safe as $$
  select m.brand_id = t.brand_id
    and (m.series_ids = '{}' or (t.series_id is not null and t.series_id = any (m.series_ids)))
    and (m.model_ids = '{}' or t.model_id is null or t.model_id = any (m.model_ids))
    and (m.fuel_types = '{}' or t.fuel_type is null or t.fuel_type = any (m.fuel_types))
    and (t.serial_numeric is null or (m.serial_from <= t.serial_numeric and (m.serial_to is null or t.serial_numeric <= m.serial_to)))
$$;

create or replace function public.fleet_visible_truck(p_truck_id uuid) returns public.fleet_trucks
language plpgsql stable security invoker set search_path = public, pg_temp as $$
declare
  t public.fleet_trucks;
begin
  select * into t from public.fleet_trucks where id = p_truck_id;
  if not found then
    raise exception 'no such truck' using errcode = 'PT404', hint = 'truck_not_found';
  end if;
  return t;
end $$;

-- The manuals covering the truck, only the latest revision of each (same kind, series and title), with whether the
-- caller's own entitlements open it.
create or replace function public.fleet_truck_manuals(p_truck_id uuid)
returns table (id uuid, kind text, title text, tier text, revision text, revision_date date, serial_from bigint,
  serial_to bigint, page_count int, readable boolean)
language plpgsql stable security invoker set search_path = public, pg_temp as $$
#variable_conflict use_column
declare
  t public.fleet_trucks := public.fleet_visible_truck(p_truck_id);
begin
  return query
  select x.id, x.kind, x.title, x.tier, x.revision, x.revision_date, x.serial_from, x.serial_to, x.page_count,
    public.can_read_content(x.brand_id, x.tier)
  from (
    select distinct on (m.kind, m.series_ids, lower(m.title)) m.*
    from public.manuals m
    where public.fleet_manual_covers(m, t)
    order by m.kind, m.series_ids, lower(m.title), m.revision_date desc nulls last, m.updated_at desc
  ) x
  order by array_position(array['service', 'operator', 'parts', 'wiring'], x.kind), x.title;
end $$;

-- The codes the truck can throw (its brand, and its series, model and fuel where the code names them), with how
-- often this truck threw each.
create or replace function public.fleet_truck_error_codes(p_truck_id uuid)
returns table (id uuid, code text, title text, severity text, tier text, system_id text, event_count int, last_seen timestamptz)
language plpgsql stable security invoker set search_path = public, pg_temp as $$
#variable_conflict use_column
declare
  t public.fleet_trucks := public.fleet_visible_truck(p_truck_id);
begin
  return query
  select c.id, c.code, c.title, c.severity, c.tier, c.system_id, coalesce(ev.n, 0)::int, ev.last_at
  from public.error_codes c
  left join (
    select e.error_code_id, count(*) as n, max(e.occurred_at) as last_at
    from public.fleet_fault_events e where e.truck_id = t.id and e.error_code_id is not null group by e.error_code_id
  ) ev on ev.error_code_id = c.id
  where c.brand_id = t.brand_id
    and (c.series_ids = '{}' or (t.series_id is not null and t.series_id = any (c.series_ids)))
    and (c.model_ids = '{}' or t.model_id is null or t.model_id = any (c.model_ids))
    and (c.fuel_types = '{}' or t.fuel_type is null or t.fuel_type = any (c.fuel_types))
  order by coalesce(ev.n, 0) desc, c.code_normalized;
end $$;

-- The portal's search scoped to the truck: its brand, series, fuel type and serial.
create or replace function public.fleet_truck_search(p_truck_id uuid, p_query text, p_max_results int default 20)
returns table (kind text, brand_id text, title text, manual_id uuid, page_number int, error_code_id uuid, snippet text,
  rank real, locked boolean)
language plpgsql stable security invoker set search_path = public, pg_temp as $$
declare
  t public.fleet_trucks := public.fleet_visible_truck(p_truck_id);
begin
  return query
  select * from public.search_portal_filtered(p_query, t.brand_id, p_max_results, t.series_id, t.fuel_type, null, t.serial_numeric);
end $$;

grant execute on function public.fleet_manual_covers(public.manuals, public.fleet_trucks) to authenticated, service_role;
revoke execute on function public.fleet_visible_truck(uuid), public.fleet_truck_manuals(uuid), public.fleet_truck_error_codes(uuid),
  public.fleet_truck_search(uuid, text, int) from public, anon;
grant execute on function public.fleet_visible_truck(uuid), public.fleet_truck_manuals(uuid), public.fleet_truck_error_codes(uuid),
  public.fleet_truck_search(uuid, text, int) to authenticated, service_role;
