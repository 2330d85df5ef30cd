-- Creates an organization; the caller becomes its owner (0140: the creator owns it; 0050 made them manager).
create or replace function public.fleet_create_organization(p_name text) returns public.fleet_organizations
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  uid uuid := public.fleet_require_user();
  org public.fleet_organizations;
begin
  if length(btrim(coalesce(p_name, ''))) not between 1 and 120 then
    raise exception 'the organization needs a name of 1 to 120 characters' using errcode = '22023', hint = 'invalid_name';
  end if;
  if (select count(*) from public.fleet_organizations o where o.created_by = uid) >= 20 then
    raise exception 'at most 20 organizations per user' using errcode = 'PT429', hint = 'too_many_organizations';
  end if;
  insert into public.fleet_organizations (name, created_by) values (btrim(p_name), uid) returning * into org;
  insert into public.fleet_members (organization_id, user_id, role, email)
  values (org.id, uid, 'owner', coalesce(public.fleet_caller_email(), ''));
  return org;
end $$;

revoke execute on function public.fleet_create_organization(text) from public, anon;
grant execute on function public.fleet_create_organization(text) to authenticated, service_role;
