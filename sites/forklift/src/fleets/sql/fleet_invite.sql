-- Creates (or renews) an invitation and returns its one-time token, for the fleet-invite function to mail:
-- {invitationId, token, email, role, expiresAt, organizationName, invitedByEmail}. Owners and managers invite, to any
-- of the four roles except that only an owner invites an owner (0140); the limits are 0068's.
create or replace function public.fleet_invite(p_organization_id uuid, p_email text, p_role text default 'technician') returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  uid uuid := public.fleet_require_user();
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  v_org public.fleet_organizations;
  inv public.fleet_invitations;
  v_to_address int;
  v_from_org int;
  v_from_user int;
begin
  if not (p_organization_id = any (public.fleet_manager_org_ids())) then
    raise exception 'only an owner or a manager of the organization can invite' using errcode = 'PT403', hint = 'not_manager';
  end if;
  if v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or length(v_email) > 320 then
    raise exception 'that is not an e-mail address' using errcode = '22023', hint = 'invalid_email';
  end if;
  if coalesce(p_role, '') not in ('owner', 'manager', 'technician', 'viewer') then
    raise exception 'the role must be owner, manager, technician or viewer' using errcode = '22023', hint = 'invalid_role';
  end if;
  if p_role = 'owner' and not (p_organization_id = any (public.fleet_owner_org_ids())) then
    raise exception 'only an owner can invite an owner' using errcode = 'PT403', hint = 'not_owner';
  end if;
  if exists (select 1 from public.fleet_members m where m.organization_id = p_organization_id and lower(m.email) = v_email) then
    raise exception 'this person is already a member' using errcode = 'PT409', hint = 'already_member';
  end if;
  -- Inviter first, then organization: the same order for everyone.
  perform pg_advisory_xact_lock(hashtext('forklift:fleet-invite-user:' || uid::text));
  perform pg_advisory_xact_lock(hashtext('forklift:fleet-invite-org:' || p_organization_id::text));
  select count(*) filter (where s.email = v_email), count(*) into v_to_address, v_from_org
  from public.fleet_invitation_sends s
  where s.organization_id = p_organization_id and s.sent_at > now() - interval '1 hour';
  select count(*) into v_from_user from public.fleet_invitation_sends s
  where s.invited_by = uid and s.sent_at > now() - interval '1 hour';
  if v_to_address >= 5 then
    raise exception 'this address was invited 5 times in the last hour; try again later'
      using errcode = 'PT429', hint = 'too_many_invitations';
  end if;
  if v_from_org >= 50 or v_from_user >= 100 then
    raise exception 'too many invitations in the last hour' using errcode = 'PT429', hint = 'too_many_invitations';
  end if;
  select * into v_org from public.fleet_organizations where id = p_organization_id;
  -- A renewed invitation replaces the pending one (its old link stops working); its send is counted all the same.
  delete from public.fleet_invitations i where i.organization_id = p_organization_id and i.email = v_email and i.accepted_at is null;
  insert into public.fleet_invitations (organization_id, email, role, invited_by, invited_by_email)
  values (p_organization_id, v_email, p_role, uid, coalesce(public.fleet_caller_email(), ''))
  returning * into inv;
  insert into public.fleet_invitation_tokens (invitation_id, token_hash) values (inv.id, public.fleet_token_hash(v_token));
  insert into public.fleet_invitation_sends (organization_id, email, invited_by) values (p_organization_id, v_email, uid);
  -- Sends older than a day count for nothing: dropped as the organization invites again.
  delete from public.fleet_invitation_sends s where s.organization_id = p_organization_id and s.sent_at < now() - interval '1 day';
  return jsonb_build_object('invitationId', inv.id, 'token', v_token, 'email', inv.email, 'role', inv.role,
    'expiresAt', inv.expires_at, 'organizationName', v_org.name, 'invitedByEmail', inv.invited_by_email);
end $$;

revoke execute on function public.fleet_invite(uuid, text, text) from public, anon;
grant execute on function public.fleet_invite(uuid, text, text) to authenticated, service_role;
