-- Fleets: trucks by serial number. Members read, add and change their organization's trucks; only managers delete
-- them. A trigger completes a truck from the catalogue (series from the model, model from its name or from the
-- serial's range, fuel from the model) and marks a serial outside every model range of its series
-- (`serial_in_range = false`: accepted, shown with a warning). Batch import: fleet_import_trucks.

-- The serial's number for range checks: its last run of digits ("40512" → 40512, "CX25-40512A" → 40512).
create or replace function public.fleet_serial_numeric(p_serial text) returns bigint
language sql immutable strict parallel safe as $$
  select (regexp_match(p_serial, '([0-9]{1,15})[^0-9]*$'))[1]::bigint
$$;

create table if not exists public.fleet_trucks (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.fleet_organizations (id) on delete cascade,
  -- The fleet's own name for the truck ("Truck 14").
  unit text not null default '' check (length(unit) <= 60),
  brand_id text not null references public.brands (id),
  series_id text references public.series (id),
  model_id text references public.models (id),
  -- The model as written (kept when it matches no catalogue model).
  model text not null default '' check (length(model) <= 80),
  serial_number text not null check (length(btrim(serial_number)) between 1 and 40),
  serial_numeric bigint generated always as (public.fleet_serial_numeric(serial_number)) stored,
  -- False when the serial is outside every model range of its series; null when that cannot be told.
  serial_in_range boolean,
  fuel_type text references public.fuel_types (id),
  hour_meter numeric(10, 1) not null default 0 check (hour_meter >= 0 and hour_meter < 1000000),
  hour_meter_updated_at timestamptz,
  -- Hours at which maintenance is taken as up to date when no service is recorded (the hour meter when added).
  maintenance_baseline_hours numeric(10, 1),
  site text not null default '' check (length(site) <= 120),
  in_service_date date,
  notes text not null default '' check (length(notes) <= 2000),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, brand_id, serial_number)
);
create index if not exists fleet_trucks_org_idx on public.fleet_trucks (organization_id, unit, serial_number);
create index if not exists fleet_trucks_series_idx on public.fleet_trucks (series_id);

create or replace function public.fleet_complete_truck() returns trigger
language plpgsql set search_path = public, pg_temp as $$
declare
  m public.models;
  s public.series;
begin
  new.serial_number := btrim(new.serial_number);
  new.unit := btrim(coalesce(new.unit, ''));
  new.model := btrim(coalesce(new.model, ''));
  if new.model_id is not null then
    select * into m from public.models where id = new.model_id;
    if m.brand_id <> new.brand_id or (new.series_id is not null and m.series_id <> new.series_id) then
      raise exception 'model % is not of this brand and series', new.model_id using errcode = '22023', hint = 'model_series_mismatch';
    end if;
    new.series_id := coalesce(new.series_id, m.series_id);
  end if;
  if new.series_id is not null then
    select * into s from public.series where id = new.series_id;
    if s.brand_id <> new.brand_id then
      raise exception 'series % is not of brand %', new.series_id, new.brand_id using errcode = '22023', hint = 'series_brand_mismatch';
    end if;
  end if;
  if new.model_id is null and new.model <> '' then
    select * into m from public.models x where x.brand_id = new.brand_id and (new.series_id is null or x.series_id = new.series_id)
      and (lower(x.name) = lower(new.model) or x.id = lower(new.model)) order by x.sort_order limit 1;
    if found then new.model_id := m.id; new.series_id := coalesce(new.series_id, m.series_id); end if;
  end if;
  if new.model_id is null and new.series_id is not null and public.fleet_serial_numeric(new.serial_number) is not null then
    select * into m from public.models x where x.series_id = new.series_id
      and x.serial_from <= public.fleet_serial_numeric(new.serial_number)
      and (x.serial_to is null or x.serial_to >= public.fleet_serial_numeric(new.serial_number))
      and (new.fuel_type is null or x.fuel_type = new.fuel_type)
    order by x.serial_from desc limit 1;
    if found then new.model_id := m.id; end if;
  end if;
  if new.model_id is not null then
    select * into m from public.models where id = new.model_id;
    if new.model = '' then new.model := m.name; end if;
    new.fuel_type := coalesce(new.fuel_type, m.fuel_type);
  end if;
  new.serial_in_range := case
    when new.series_id is null or public.fleet_serial_numeric(new.serial_number) is null then null
    else exists (select 1 from public.models x where x.series_id = new.series_id
      and x.serial_from <= public.fleet_serial_numeric(new.serial_number)
      and (x.serial_to is null or x.serial_to >= public.fleet_serial_numeric(new.serial_number)))
  end;
  if tg_op = 'INSERT' then
    new.maintenance_baseline_hours := coalesce(new.maintenance_baseline_hours, new.hour_meter);
    new.hour_meter_updated_at := coalesce(new.hour_meter_updated_at, now());
  else
    new.updated_at := now();
    if new.hour_meter is distinct from old.hour_meter then new.hour_meter_updated_at := now(); end if;
  end if;
  return new;
end $$;
drop trigger if exists fleet_trucks_complete on public.fleet_trucks;
create trigger fleet_trucks_complete before insert or update on public.fleet_trucks
  for each row execute function public.fleet_complete_truck();

alter table public.fleet_trucks enable row level security;
drop policy if exists fleet_trucks_read on public.fleet_trucks;
create policy fleet_trucks_read on public.fleet_trucks for select to authenticated
  using (organization_id = any ((select public.fleet_member_org_ids())::uuid[]));
drop policy if exists fleet_trucks_insert on public.fleet_trucks;
create policy fleet_trucks_insert on public.fleet_trucks for insert to authenticated
  with check (organization_id = any ((select public.fleet_member_org_ids())::uuid[]));
drop policy if exists fleet_trucks_update on public.fleet_trucks;
create policy fleet_trucks_update on public.fleet_trucks for update to authenticated
  using (organization_id = any ((select public.fleet_member_org_ids())::uuid[]))
  with check (organization_id = any ((select public.fleet_member_org_ids())::uuid[]));
-- Technicians cannot delete trucks; managers can.
drop policy if exists fleet_trucks_delete on public.fleet_trucks;
create policy fleet_trucks_delete on public.fleet_trucks for delete to authenticated
  using (organization_id = any ((select public.fleet_manager_org_ids())::uuid[]));

-- The caller's organizations with their role and sizes.
create or replace function public.fleet_my_organizations()
returns table (organization_id uuid, name text, role text, member_count int, truck_count int, created_at timestamptz)
language sql stable security invoker set search_path = public, pg_temp as $$
  select o.id, o.name, m.role,
    (select count(*)::int from public.fleet_members x where x.organization_id = o.id),
    (select count(*)::int from public.fleet_trucks t where t.organization_id = o.id),
    o.created_at
  from public.fleet_members m join public.fleet_organizations o on o.id = m.organization_id
  where m.user_id = auth.uid()
  order by o.name, o.id
$$;

-- What a CSV import validates against: brands, series, models with serial ranges, fuel types.
create or replace function public.fleet_import_catalog() returns jsonb
language sql stable security invoker set search_path = public, pg_temp as $$
  select jsonb_build_object(
    'brands', (select coalesce(jsonb_agg(jsonb_build_object('id', b.id, 'name', b.name) order by b.sort_order), '[]') from public.brands b),
    'series', (select coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'brandId', s.brand_id, 'name', s.name, 'fuelTypes', s.fuel_types)
      order by s.brand_id, s.sort_order), '[]') from public.series s),
    'models', (select coalesce(jsonb_agg(jsonb_build_object('id', m.id, 'seriesId', m.series_id, 'brandId', m.brand_id, 'name', m.name,
      'fuelType', m.fuel_type, 'serialFrom', m.serial_from, 'serialTo', m.serial_to) order by m.series_id, m.sort_order), '[]') from public.models m),
    'fuelTypes', (select coalesce(jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name) order by f.sort_order), '[]') from public.fuel_types f)
  )
$$;

-- Inserts validated rows, each on its own (a failing row never stops the batch), as the caller (RLS).
-- p_rows: [{row, unit?, brand_id, series_id?, model_id?, model?, serial_number, fuel_type?, hour_meter?, site?,
--           in_service_date?, notes?}] (≤ 500). Answer: [{row, ok, id?, error?: {code, message}, warnings: [{code, message}]}].
-- With p_dry_run every row is checked the same way and nothing is kept.
create or replace function public.fleet_import_trucks(p_organization_id uuid, p_rows jsonb, p_dry_run boolean default false) returns jsonb
language plpgsql volatile security invoker set search_path = public, pg_temp as $$
declare
  r jsonb;
  i int := 0;
  v_row jsonb;
  t public.fleet_trucks;
  results jsonb := '[]';
  v_state text;
  v_hint text;
  v_msg text;
  v_constraint text;
  v_code text;
  v_warnings jsonb;
begin
  perform public.fleet_require_user();
  if not (p_organization_id = any (public.fleet_member_org_ids())) then
    raise exception 'you are not a member of this organization' using errcode = 'PT403', hint = 'not_member';
  end if;
  if jsonb_typeof(p_rows) is distinct from 'array' then
    raise exception 'rows must be an array' using errcode = '22023', hint = 'invalid_rows';
  end if;
  if jsonb_array_length(p_rows) > 500 then
    raise exception 'at most 500 rows per call' using errcode = '22023', hint = 'too_many_rows';
  end if;
  for r in select value from jsonb_array_elements(p_rows) loop
    i := i + 1;
    v_row := coalesce(r->'row', to_jsonb(i));
    begin
      insert into public.fleet_trucks (organization_id, unit, brand_id, series_id, model_id, model, serial_number, fuel_type,
        hour_meter, site, in_service_date, notes)
      values (p_organization_id, coalesce(r->>'unit', ''), r->>'brand_id', nullif(r->>'series_id', ''), nullif(r->>'model_id', ''),
        coalesce(r->>'model', ''), coalesce(r->>'serial_number', ''), nullif(r->>'fuel_type', ''),
        coalesce(nullif(r->>'hour_meter', '')::numeric, 0), coalesce(r->>'site', ''), nullif(r->>'in_service_date', '')::date,
        coalesce(r->>'notes', ''))
      returning * into t;
      v_warnings := case when t.serial_in_range = false then jsonb_build_array(jsonb_build_object('code', 'serial_out_of_range',
        'message', format('Serial %s is outside every known serial range of its series; the truck is added anyway.', t.serial_number)))
        else '[]'::jsonb end;
      if p_dry_run then
        -- Undo this row only (the block's savepoint), keeping its verdict.
        raise exception using errcode = 'PTDRY', message = v_warnings::text;
      end if;
      results := results || jsonb_build_array(jsonb_build_object('row', v_row, 'ok', true, 'id', t.id, 'warnings', v_warnings));
    exception when others then
      get stacked diagnostics v_state = returned_sqlstate, v_hint = pg_exception_hint, v_msg = message_text, v_constraint = constraint_name;
      if v_state = 'PTDRY' then
        results := results || jsonb_build_array(jsonb_build_object('row', v_row, 'ok', true, 'warnings', v_msg::jsonb));
        continue;
      end if;
      v_code := case
        when v_state = '23505' then 'duplicate_serial'
        when v_state = '23503' and v_constraint like '%brand%' then 'unknown_brand'
        when v_state = '23503' and v_constraint like '%series%' then 'unknown_series'
        when v_state = '23503' and v_constraint like '%model%' then 'unknown_model'
        when v_state = '23503' and v_constraint like '%fuel%' then 'invalid_fuel_type'
        when v_state = '23502' and v_msg like '%brand_id%' then 'missing_brand'
        when v_state = '23514' and v_constraint like '%serial%' then 'missing_serial'
        when v_state = '23514' and v_constraint like '%hour_meter%' then 'invalid_hour_meter'
        when v_state in ('22P02', '22003') and v_msg like '%numeric%' then 'invalid_hour_meter'
        when v_state in ('22007', '22008') then 'invalid_date'
        when v_state = '22001' or v_state = '23514' then 'invalid_value'
        when coalesce(v_hint, '') <> '' then v_hint
        else 'invalid_row' end;
      results := results || jsonb_build_array(jsonb_build_object('row', v_row, 'ok', false, 'warnings', '[]'::jsonb,
        'error', jsonb_build_object('code', v_code, 'message', case v_code
          when 'duplicate_serial' then 'A truck of this brand with this serial number is already in the fleet.'
          when 'unknown_brand' then 'Unknown brand.'
          when 'unknown_series' then 'Unknown series.'
          when 'unknown_model' then 'Unknown model.'
          when 'invalid_fuel_type' then 'Unknown fuel type.'
          when 'missing_brand' then 'The brand is missing.'
          when 'missing_serial' then 'The serial number is missing or longer than 40 characters.'
          when 'invalid_hour_meter' then 'The hour meter must be a number of hours from 0 to 999999.'
          when 'invalid_date' then 'The in-service date must be a date (YYYY-MM-DD).'
          else v_msg end)));
    end;
  end loop;
  return results;
end $$;

grant execute on function public.fleet_serial_numeric(text), public.fleet_import_catalog() to anon, authenticated, service_role;
revoke execute on function public.fleet_import_trucks(uuid, jsonb, boolean), public.fleet_my_organizations() from public, anon;
grant execute on function public.fleet_import_trucks(uuid, jsonb, boolean), public.fleet_my_organizations() to authenticated, service_role;
