-- Revokes a member's role with the operator's reason (audited). An operator cannot take their own admin role away (the
-- console would lock its last operator out); revoking a role the member lacks answers false.
create or replace function public.admin_revoke_role(p_user_id uuid, p_role text, p_reason text) returns boolean
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
  if p_role = 'admin' and p_user_id = auth.uid() then
    raise exception 'You cannot remove your own admin role.' using errcode = '22023', hint = 'own_admin_role';
  end if;
  delete from public.custom_user_roles where user_id = p_user_id and role_id = v_role;
  get diagnostics v_count = row_count;
  return v_count > 0;
end $$;

revoke execute on function public.admin_revoke_role(uuid, text, text) from public, anon;
grant execute on function public.admin_revoke_role(uuid, text, text) to authenticated;
