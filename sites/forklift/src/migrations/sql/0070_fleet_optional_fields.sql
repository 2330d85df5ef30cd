-- Optional fields are optional end to end. The fleet forms (and any supabase-js client) send null for a field left
-- empty, and an explicit null overrides a column's default: logging a fault before it is fixed, or adding a truck
-- with only unit, brand and serial, answered `null value in column "fix" … violates not-null constraint`. A null
-- for a column that has a "nothing" value becomes that value, as if the field had been left out; on an update, a
-- null hour meter keeps the truck's reading. These triggers sort before the tables' other BEFORE triggers
-- (PostgreSQL fires them by name), so those see the filled-in row.

create or replace function public.fleet_blank_to_default() returns trigger
language plpgsql set search_path = public, pg_temp as $$
begin
  if tg_table_name = 'fleet_trucks' then
    new.unit := coalesce(new.unit, '');
    new.model := coalesce(new.model, '');
    new.site := coalesce(new.site, '');
    new.notes := coalesce(new.notes, '');
    new.hour_meter := coalesce(new.hour_meter, case when tg_op = 'UPDATE' then old.hour_meter end, 0);
  elsif tg_table_name = 'fleet_fault_events' then
    new.code := coalesce(new.code, '');
    new.symptoms := coalesce(new.symptoms, '');
    new.fix := coalesce(new.fix, '');
    new.fixed := coalesce(new.fixed, false);
    new.parts_replaced := coalesce(new.parts_replaced, '{}');
    new.attachments := coalesce(new.attachments, '{}');
    new.occurred_at := coalesce(new.occurred_at, case when tg_op = 'UPDATE' then old.occurred_at end, now());
  elsif tg_table_name = 'fleet_service_records' then
    new.notes := coalesce(new.notes, '');
    new.performed_on := coalesce(new.performed_on, current_date);
  end if;
  return new;
end $$;

revoke execute on function public.fleet_blank_to_default() from public, anon, authenticated;

drop trigger if exists fleet_trucks_0_blank_to_default on public.fleet_trucks;
create trigger fleet_trucks_0_blank_to_default before insert or update on public.fleet_trucks
  for each row execute function public.fleet_blank_to_default();
drop trigger if exists fleet_fault_events_0_blank_to_default on public.fleet_fault_events;
create trigger fleet_fault_events_0_blank_to_default before insert or update on public.fleet_fault_events
  for each row execute function public.fleet_blank_to_default();
drop trigger if exists fleet_service_records_0_blank_to_default on public.fleet_service_records;
create trigger fleet_service_records_0_blank_to_default before insert or update on public.fleet_service_records
  for each row execute function public.fleet_blank_to_default();
