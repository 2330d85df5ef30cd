-- Roles do what their text says (issue 33, item 9). The team page sells "Technician — logs faults, reads the fleet"
-- and "Fleet manager — also trucks and members", but 0051 let every member add and change trucks. Now only managers
-- add (one by one or by CSV import: fleet_import_trucks runs as the caller, so its inserts meet the same policy) and
-- change trucks; technicians keep reading them, logging faults and recording maintenance. A fault event's higher hour
-- meter still moves the truck's (fleet_after_event is security definer). A refused write answers 42501 (row-level
-- security), which the pages say in words ("Only a fleet manager can add trucks").

drop policy if exists fleet_trucks_insert on public.fleet_trucks;
create policy fleet_trucks_insert on public.fleet_trucks for insert to authenticated
  with check (organization_id = any ((select public.fleet_manager_org_ids())::uuid[]));

drop policy if exists fleet_trucks_update on public.fleet_trucks;
create policy fleet_trucks_update on public.fleet_trucks for update to authenticated
  using (organization_id = any ((select public.fleet_manager_org_ids())::uuid[]))
  with check (organization_id = any ((select public.fleet_manager_org_ids())::uuid[]));
