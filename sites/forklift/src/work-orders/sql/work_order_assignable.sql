-- Members who may be assigned: owners, managers and technicians of the organization, never viewers (security
-- definer: the trigger must not depend on fleet_members' policy; the caller must be a member to see the list).
create or replace function public.work_order_assignable(p_organization_id uuid)
returns table (user_id uuid, email text, role text)
language sql stable security definer set search_path = public, pg_temp as $$
  select m.user_id, m.email, m.role from public.fleet_members m
  where m.organization_id = p_organization_id and m.role in ('owner', 'manager', 'technician')
    and p_organization_id = any (public.fleet_member_org_ids())
  order by m.email
$$;

revoke execute on function public.work_order_assignable(uuid) from public, anon;
grant execute on function public.work_order_assignable(uuid) to authenticated, service_role;
