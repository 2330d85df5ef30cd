-- Joins the caller to the invitation's organization. The caller's e-mail must be the invited one. A member who
-- accepts keeps the higher of their role and the invited one (owner > manager > technician > viewer).
create or replace function public.fleet_accept_invitation_row(inv public.fleet_invitations) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  uid uuid := public.fleet_require_user();
  v_email text := public.fleet_caller_email();
  v_role text;
begin
  if inv.accepted_at is not null then
    raise exception 'this invitation has already been used' using errcode = 'PT409', hint = 'invitation_used';
  end if;
  if inv.expires_at <= now() then
    raise exception 'this invitation has expired; ask for a new one' using errcode = 'PT410', hint = 'invitation_expired';
  end if;
  if v_email is distinct from inv.email then
    raise exception 'this invitation was sent to another e-mail address' using errcode = 'PT403', hint = 'invitation_email_mismatch';
  end if;
  insert into public.fleet_members (organization_id, user_id, role, email, invited_by)
  values (inv.organization_id, uid, inv.role, v_email, inv.invited_by)
  on conflict (organization_id, user_id) do update
    set role = case when array_position(array['viewer', 'technician', 'manager', 'owner'], fleet_members.role)
      >= array_position(array['viewer', 'technician', 'manager', 'owner'], excluded.role) then fleet_members.role else excluded.role end
  returning role into v_role;
  update public.fleet_invitations set accepted_at = now(), accepted_by = uid where id = inv.id;
  return jsonb_build_object('organizationId', inv.organization_id, 'role', v_role);
end $$;

revoke execute on function public.fleet_accept_invitation_row(public.fleet_invitations) from public, anon;
