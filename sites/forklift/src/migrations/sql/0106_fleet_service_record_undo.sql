-- Maintenance "Mark done" records what was done when (issue 33, item 9): the page asks for the date and the hour
-- meter (today and the truck's last reading by default) and offers "Undo" after saving. Undo deletes the record, so
-- its author may now delete their own service records (0052 let managers alone delete; managers still delete any).
-- A date after today or before the truck could have been serviced is refused with a sentence, not stored: the
-- maintenance due from it would be wrong for every later reading.

drop policy if exists fleet_service_records_delete on public.fleet_service_records;
create policy fleet_service_records_delete on public.fleet_service_records for delete to authenticated
  using (organization_id = any ((select public.fleet_member_org_ids())::uuid[])
    and (created_by = (select auth.uid()) or organization_id = any ((select public.fleet_manager_org_ids())::uuid[])));

-- Runs after 0070's fleet_service_records_0_blank_to_default (triggers fire by name), so the date is filled in.
create or replace function public.fleet_check_service_date() returns trigger
language plpgsql set search_path = public, pg_temp as $$
begin
  -- A day of slack: the technician's calendar day may be ahead of the server's.
  if new.performed_on > current_date + 1 then
    raise exception 'The date is in the future: enter the day the work was done.' using errcode = '22023', hint = 'service_date_in_future';
  end if;
  if new.performed_on < date '1950-01-01' then
    raise exception 'The date is too far in the past: enter the day the work was done.' using errcode = '22023', hint = 'service_date_too_old';
  end if;
  return new;
end $$;
revoke execute on function public.fleet_check_service_date() from public, anon, authenticated;

drop trigger if exists fleet_service_records_1_check_date on public.fleet_service_records;
create trigger fleet_service_records_1_check_date before insert or update on public.fleet_service_records
  for each row execute function public.fleet_check_service_date();
