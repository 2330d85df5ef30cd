-- Removes a member (owners and managers; an owner only by an owner), with a clear refusal for anyone else. The last
-- owner stays (0140's trigger answers last_owner).
create or replace function public.fleet_remove_member(p_organization_id uuid, p_user_id uuid) returns void
language plpgsql volatile security invoker set search_path = public, pg_temp as $$
begin
  perform public.fleet_require_user();
  if not (p_organization_id = any (public.fleet_manager_org_ids())) then
    raise exception 'only an owner or a manager of the organization can remove members' using errcode = 'PT403', hint = 'not_manager';
  end if;
  if not (p_organization_id = any (public.fleet_owner_org_ids())) and exists (select 1 from public.fleet_members m
      where m.organization_id = p_organization_id and m.user_id = p_user_id and m.role = 'owner') then
    raise exception 'only an owner can remove an owner' using errcode = 'PT403', hint = 'not_owner';
  end if;
  delete from public.fleet_members where organization_id = p_organization_id and user_id = p_user_id;
  if not found then
    raise exception 'no such member' using errcode = 'PT404', hint = 'member_not_found';
  end if;
end $$;

revoke execute on function public.fleet_remove_member(uuid, uuid) from public, anon;
grant execute on function public.fleet_remove_member(uuid, uuid) to authenticated, service_role;
