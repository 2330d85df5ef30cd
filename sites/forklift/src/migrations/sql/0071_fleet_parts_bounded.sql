-- A fault event's parts list is at most 50 entries (0052) and, now, each entry at most 200 characters: a part number
-- with its description fits, and one event can no longer carry megabytes of "parts" that every read and export of
-- the truck's history has to build (issue 31). NOT VALID: rows written before keep their parts and are read as before.
create or replace function public.fleet_parts_bounded(p_parts text[]) returns boolean
language sql immutable parallel safe set search_path = public, pg_temp as $$
  select coalesce(bool_and(length(part) <= 200), true) from unnest(p_parts) as part
$$;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'fleet_fault_events_parts_bounded') then
    alter table public.fleet_fault_events add constraint fleet_fault_events_parts_bounded
      check (public.fleet_parts_bounded(parts_replaced)) not valid;
  end if;
end $$;
