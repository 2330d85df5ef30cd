-- Fleets get four roles (issue 38, build 6): `owner` (the organization's creator: everything a manager does, and the
-- organization always keeps one), `manager`, `technician` and `viewer` (reads the fleet — trucks, faults, maintenance,
-- work orders, exports — and writes nothing). Manager-only rules (0050–0117) now admit owners, since they all go
-- through fleet_manager_org_ids() and work_order_workable(); the member-wide write rules now leave viewers out (the
-- fleet_writer_org_ids() set), and an insert by a viewer is refused in words (hint viewer_read_only) before row-level
-- security would answer a bare 42501. Only owners make, change or remove owners, and delete the organization. The
-- functions whose text tests a role are redefined as live definitions (src/fleets/sql, src/work-orders/sql).

-- The roles ------------------------------------------------------------------------------------------------------

alter table public.fleet_members drop constraint if exists fleet_members_role_check;
alter table public.fleet_members add constraint fleet_members_role_check
  check (role in ('owner', 'manager', 'technician', 'viewer'));
alter table public.fleet_invitations drop constraint if exists fleet_invitations_role_check;
alter table public.fleet_invitations add constraint fleet_invitations_role_check
  check (role in ('owner', 'manager', 'technician', 'viewer'));

-- Membership sets read by the policies (security definer: no recursion into fleet_members' own policies).
create or replace function public.fleet_manager_org_ids() returns uuid[]
language sql stable security definer set search_path = public, pg_temp as $$
  select coalesce(array_agg(organization_id), '{}') from public.fleet_members
  where user_id = auth.uid() and role in ('owner', 'manager')
$$;

create or replace function public.fleet_owner_org_ids() returns uuid[]
language sql stable security definer set search_path = public, pg_temp as $$
  select coalesce(array_agg(organization_id), '{}') from public.fleet_members where user_id = auth.uid() and role = 'owner'
$$;

-- Members who may write (log faults, record maintenance, upload, work orders): everyone but viewers.
create or replace function public.fleet_writer_org_ids() returns uuid[]
language sql stable security definer set search_path = public, pg_temp as $$
  select coalesce(array_agg(organization_id), '{}') from public.fleet_members
  where user_id = auth.uid() and role in ('owner', 'manager', 'technician')
$$;

create or replace function public.work_order_worker_org_ids() returns uuid[]
language sql stable security definer set search_path = public, pg_temp as $$
  select public.fleet_writer_org_ids()
$$;

create or replace function public.work_order_workable(p_organization_id uuid, p_assignee uuid) returns boolean
language sql stable security definer set search_path = public, pg_temp as $$
  select exists (select 1 from public.fleet_members m where m.organization_id = p_organization_id and m.user_id = auth.uid()
    and (m.role in ('owner', 'manager') or (m.role = 'technician' and (p_assignee is null or p_assignee = auth.uid()))))
$$;

-- The one refusal a viewer meets, from the triggers below and the work-order functions. Says nothing to a non-member.
create or replace function public.fleet_refuse_viewer(p_organization_id uuid) returns void
language plpgsql stable security definer set search_path = public, pg_temp as $$
begin
  if exists (select 1 from public.fleet_members m where m.organization_id = p_organization_id and m.user_id = auth.uid()
      and m.role = 'viewer') then
    raise exception 'A viewer reads the fleet and changes nothing; ask a fleet manager for the technician role.'
      using errcode = 'PT403', hint = 'viewer_read_only';
  end if;
end $$;

-- Before any other trigger of the fleet tables (triggers fire by name: `_00_` sorts first), a viewer's insert stops.
create or replace function public.fleet_viewer_writes_nothing() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  v_org uuid;
begin
  if auth.uid() is null then return new; end if;
  -- (Separate statements: a plpgsql expression naming a field the table lacks fails even in a branch not taken.)
  if tg_table_name = 'fleet_trucks' then
    v_org := new.organization_id;
  elsif tg_table_name in ('work_order_checks', 'work_order_parts') then
    select w.organization_id into v_org from public.work_orders w where w.id = new.work_order_id;
  else
    select t.organization_id into v_org from public.fleet_trucks t where t.id = new.truck_id;
  end if;
  perform public.fleet_refuse_viewer(v_org);
  return new;
end $$;

do $$
declare
  t text;
begin
  foreach t in array array['fleet_trucks', 'fleet_fault_events', 'fleet_service_records', 'work_orders', 'work_order_checks',
      'work_order_parts'] loop
    execute format('drop trigger if exists %I on public.%I', t || '_00_viewer_read_only', t);
    execute format('create trigger %I before insert on public.%I for each row execute function public.fleet_viewer_writes_nothing()',
      t || '_00_viewer_read_only', t);
  end loop;
end $$;

-- Owners ---------------------------------------------------------------------------------------------------------

-- An organization always keeps an owner: the last one can be neither removed nor demoted (unless the organization or
-- the user account itself is being deleted). Replaces 0050's "keep a manager" (an owner does all a manager does).
create or replace function public.fleet_keep_an_owner() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  if old.role = 'owner' and (tg_op = 'DELETE' or new.role <> 'owner')
    and exists (select 1 from public.fleet_organizations o where o.id = old.organization_id)
    and exists (select 1 from auth.users u where u.id = old.user_id)
    and not exists (select 1 from public.fleet_members m where m.organization_id = old.organization_id
      and m.role = 'owner' and m.user_id <> old.user_id) then
    raise exception 'an organization needs at least one owner: make another member owner first'
      using errcode = 'PT409', hint = 'last_owner';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end $$;
revoke execute on function public.fleet_keep_an_owner() from public, anon, authenticated;
drop trigger if exists fleet_members_keep_manager on public.fleet_members;
drop function if exists public.fleet_keep_a_manager();
drop trigger if exists fleet_members_keep_owner on public.fleet_members;
create trigger fleet_members_keep_owner before update of role or delete on public.fleet_members
  for each row execute function public.fleet_keep_an_owner();

-- Existing organizations: their creator becomes owner while still a manager, else their longest-standing manager.
update public.fleet_members m set role = 'owner'
from (
  select distinct on (o.id) o.id as organization_id, x.user_id
  from public.fleet_organizations o join public.fleet_members x on x.organization_id = o.id
  where not exists (select 1 from public.fleet_members y where y.organization_id = o.id and y.role = 'owner')
  order by o.id, (x.role = 'manager' and x.user_id = o.created_by) desc, (x.role = 'manager') desc, x.joined_at, x.user_id
) pick
where m.organization_id = pick.organization_id and m.user_id = pick.user_id;

-- Policies -------------------------------------------------------------------------------------------------------

-- Managers change and remove members, but an owner's row and the owner role are the owners' alone.
drop policy if exists fleet_members_update on public.fleet_members;
create policy fleet_members_update on public.fleet_members for update to authenticated
  using (organization_id = any ((select public.fleet_manager_org_ids())::uuid[])
    and (role <> 'owner' or organization_id = any ((select public.fleet_owner_org_ids())::uuid[])))
  with check (organization_id = any ((select public.fleet_manager_org_ids())::uuid[])
    and (role <> 'owner' or organization_id = any ((select public.fleet_owner_org_ids())::uuid[])));
drop policy if exists fleet_members_delete on public.fleet_members;
create policy fleet_members_delete on public.fleet_members for delete to authenticated
  using (organization_id = any ((select public.fleet_manager_org_ids())::uuid[])
    and (role <> 'owner' or organization_id = any ((select public.fleet_owner_org_ids())::uuid[])));

-- Deleting the whole organization is its owners' (0050 let managers).
drop policy if exists fleet_organizations_delete on public.fleet_organizations;
create policy fleet_organizations_delete on public.fleet_organizations for delete to authenticated
  using (id = any ((select public.fleet_owner_org_ids())::uuid[]));

-- Member-wide writes (0052, 0056, 0106) become writers' writes.
drop policy if exists fleet_fault_events_insert on public.fleet_fault_events;
create policy fleet_fault_events_insert on public.fleet_fault_events for insert to authenticated
  with check (organization_id = any ((select public.fleet_writer_org_ids())::uuid[]) and created_by = (select auth.uid()));
drop policy if exists fleet_fault_events_update on public.fleet_fault_events;
create policy fleet_fault_events_update on public.fleet_fault_events for update to authenticated
  using (organization_id = any ((select public.fleet_writer_org_ids())::uuid[])
    and (created_by = (select auth.uid()) or organization_id = any ((select public.fleet_manager_org_ids())::uuid[])))
  with check (organization_id = any ((select public.fleet_writer_org_ids())::uuid[]));

drop policy if exists fleet_service_records_insert on public.fleet_service_records;
create policy fleet_service_records_insert on public.fleet_service_records for insert to authenticated
  with check (organization_id = any ((select public.fleet_writer_org_ids())::uuid[]) and created_by = (select auth.uid()));
drop policy if exists fleet_service_records_delete on public.fleet_service_records;
create policy fleet_service_records_delete on public.fleet_service_records for delete to authenticated
  using (organization_id = any ((select public.fleet_writer_org_ids())::uuid[])
    and (created_by = (select auth.uid()) or organization_id = any ((select public.fleet_manager_org_ids())::uuid[])));

drop policy if exists fleet_files_insert on storage.objects;
create policy fleet_files_insert on storage.objects for insert to authenticated with check (
  bucket_id = 'fleet-files' and public.fleet_file_org(name) = any ((select public.fleet_writer_org_ids())::uuid[])
);
drop policy if exists fleet_files_update on storage.objects;
create policy fleet_files_update on storage.objects for update to authenticated
  using (bucket_id = 'fleet-files' and public.fleet_file_org(name) = any ((select public.fleet_writer_org_ids())::uuid[]))
  with check (bucket_id = 'fleet-files' and public.fleet_file_org(name) = any ((select public.fleet_writer_org_ids())::uuid[]));

revoke execute on function public.fleet_owner_org_ids(), public.fleet_writer_org_ids(), public.fleet_refuse_viewer(uuid)
  from public, anon;
grant execute on function public.fleet_owner_org_ids(), public.fleet_writer_org_ids(), public.fleet_refuse_viewer(uuid)
  to authenticated, service_role;
revoke execute on function public.fleet_viewer_writes_nothing() from public, anon, authenticated;
