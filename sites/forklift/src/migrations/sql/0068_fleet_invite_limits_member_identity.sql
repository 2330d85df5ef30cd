-- Fleets: every invitation mail counts against the limits, and member rows keep who they are.
--
-- 0050 counted invitations created in the last hour, but renewing one deletes the pending row before inserting the
-- new one, so re-inviting one address never raised the count: a manager could mail one person 60 times in a row.
-- Each invitation made (first or renewed) is now logged in fleet_invitation_sends, which renewals never delete, and
-- counted: per organization and address 5 an hour (a few resends), per organization 50 an hour, per inviting user
-- 100 an hour across organizations (one account with many organizations). Concurrent invitations are serialised per
-- organization and inviter, so a burst cannot pass the count together.
--
-- 0050's policy let a manager update any column of fleet_members: rewriting user_id put someone into the team without
-- their consent (or out of it), rewriting email or invited_by spoofed the team list. Through the APIs only `role` may
-- change now (managers, under the same policy and the last-manager trigger). The security-definer functions — accepting
-- an invitation, 0057's trigger keeping email in step with the account — run as the owner and are unaffected.
-- Organizations likewise: only their name; created_by (counted by the limit of 20 organizations per user) stays.

create table if not exists public.fleet_invitation_sends (
  organization_id uuid not null references public.fleet_organizations (id) on delete cascade,
  email text not null,
  invited_by uuid,
  sent_at timestamptz not null default now()
);
create index if not exists fleet_invitation_sends_org_idx on public.fleet_invitation_sends (organization_id, sent_at desc);
create index if not exists fleet_invitation_sends_inviter_idx on public.fleet_invitation_sends (invited_by, sent_at desc);
alter table public.fleet_invitation_sends enable row level security;
revoke all on public.fleet_invitation_sends from anon, authenticated;

-- Invitations of the last hour already counted from before this migration (their sends were not logged).
insert into public.fleet_invitation_sends (organization_id, email, invited_by, sent_at)
select i.organization_id, i.email, i.invited_by, i.created_at from public.fleet_invitations i
where i.created_at > now() - interval '1 hour'
  and not exists (select 1 from public.fleet_invitation_sends s where s.organization_id = i.organization_id);

-- 0050's function with the limits above; the rest as it was.
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
    raise exception 'only a manager of the organization can invite' using errcode = 'PT403', hint = 'not_manager';
  end if;
  if v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or length(v_email) > 320 then
    raise exception 'that is not an e-mail address' using errcode = '22023', hint = 'invalid_email';
  end if;
  if coalesce(p_role, '') not in ('manager', 'technician') then
    raise exception 'the role must be manager or technician' using errcode = '22023', hint = 'invalid_role';
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

-- Column privileges: UPDATE of role only (member rows), of name only (organizations).
revoke update on public.fleet_members from anon, authenticated;
grant update (role) on public.fleet_members to authenticated;
revoke update on public.fleet_organizations from anon, authenticated;
grant update (name) on public.fleet_organizations to authenticated;
