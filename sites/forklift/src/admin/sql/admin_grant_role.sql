-- Grants a member a role (a brand plan is its `<brand>-premium` role; also all-access, admin) with the operator's
-- reason; the link and the reason are in the audit log (audit_row on custom_user_roles). Granting one they hold is a
-- no-op that answers false.
create or replace function public.admin_grant_role(p_user_id uuid, p_role text, p_reason text) returns boolean
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  v_role uuid;
  v_count int;
begin
  perform public.admin_require();
  perform public.admin_set_reason(p_reason);
  select id into v_role from public.roles where name = p_role;
  if v_role is null then
    raise exception 'No such role.' using errcode = '22023', hint = 'unknown_role';
  end if;
  if not exists (select 1 from auth.users where id = p_user_id) then
    raise exception 'No such member.' using errcode = 'PT404', hint = 'member_not_found';
  end if;
  insert into public.custom_user_roles (user_id, role_id) values (p_user_id, v_role) on conflict do nothing;
  get diagnostics v_count = row_count;
  return v_count > 0;
end $$;

revoke execute on function public.admin_grant_role(uuid, text, text) from public, anon;
grant execute on function public.admin_grant_role(uuid, text, text) to authenticated;
