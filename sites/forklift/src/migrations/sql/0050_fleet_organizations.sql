-- Fleets: organizations, their members (two roles: manager, technician) and invitations by e-mail.
-- Access is decided by membership here and in the policies of every fleet table (0051–0056): a user sees the rows of
-- the organizations they belong to and nothing of any other. Writes that need more than a policy (creating an
-- organization with its first manager, inviting, accepting) go through security-definer functions acting for
-- auth.uid() only. Errors carry a stable code in `hint`; SQLSTATE PTnnn makes /rest/v1 answer HTTP nnn.

create table if not exists public.fleet_organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 120),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create table if not exists public.fleet_members (
  organization_id uuid not null references public.fleet_organizations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('manager', 'technician')),
  -- A copy of the user's e-mail so members can see who is who (auth.users is not readable).
  email text not null default '',
  invited_by uuid references auth.users (id) on delete set null,
  joined_at timestamptz not null default now(),
  primary key (organization_id, user_id)
);
create index if not exists fleet_members_user_idx on public.fleet_members (user_id);

create table if not exists public.fleet_invitations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.fleet_organizations (id) on delete cascade,
  email text not null check (email = lower(email) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 320),
  role text not null check (role in ('manager', 'technician')),
  invited_by uuid references auth.users (id) on delete set null,
  invited_by_email text not null default '',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null
);
-- SHA-256 of the token sent by mail (the token itself is never stored), in a table nobody but the functions reads.
create table if not exists public.fleet_invitation_tokens (
  invitation_id uuid primary key references public.fleet_invitations (id) on delete cascade,
  token_hash text not null unique
);
create index if not exists fleet_invitations_org_idx on public.fleet_invitations (organization_id, created_at desc);
create index if not exists fleet_invitations_email_idx on public.fleet_invitations (email) where accepted_at is null;

-- Membership, read once per statement by the policies (`(select …)` makes it an init plan). Security definer so
-- that the policies of fleet_members can use it without recursing into themselves.
create or replace function public.fleet_member_org_ids() returns uuid[]
language sql stable security definer set search_path = public, pg_temp as $$
  select coalesce(array_agg(organization_id), '{}') from public.fleet_members where user_id = auth.uid()
$$;

create or replace function public.fleet_manager_org_ids() returns uuid[]
language sql stable security definer set search_path = public, pg_temp as $$
  select coalesce(array_agg(organization_id), '{}') from public.fleet_members where user_id = auth.uid() and role = 'manager'
$$;

create or replace function public.fleet_token_hash(p_token text) returns text
language sql immutable strict parallel safe as $$
  select encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
$$;

-- The caller's e-mail as the auth service knows it (lower case), or null.
create or replace function public.fleet_caller_email() returns text
language sql stable security definer set search_path = public, pg_temp as $$
  select lower(u.email) from auth.users u where u.id = auth.uid()
$$;

-- Row-level security ----------------------------------------------------------------------------------------------

alter table public.fleet_organizations enable row level security;
alter table public.fleet_members enable row level security;
alter table public.fleet_invitations enable row level security;
alter table public.fleet_invitation_tokens enable row level security;

drop policy if exists fleet_organizations_read on public.fleet_organizations;
create policy fleet_organizations_read on public.fleet_organizations for select to authenticated
  using (id = any ((select public.fleet_member_org_ids())::uuid[]));
drop policy if exists fleet_organizations_update on public.fleet_organizations;
create policy fleet_organizations_update on public.fleet_organizations for update to authenticated
  using (id = any ((select public.fleet_manager_org_ids())::uuid[]))
  with check (id = any ((select public.fleet_manager_org_ids())::uuid[]));
drop policy if exists fleet_organizations_delete on public.fleet_organizations;
create policy fleet_organizations_delete on public.fleet_organizations for delete to authenticated
  using (id = any ((select public.fleet_manager_org_ids())::uuid[]));

drop policy if exists fleet_members_read on public.fleet_members;
create policy fleet_members_read on public.fleet_members for select to authenticated
  using (organization_id = any ((select public.fleet_member_org_ids())::uuid[]));
-- Only managers change roles or remove members (technicians cannot, themselves included).
drop policy if exists fleet_members_update on public.fleet_members;
create policy fleet_members_update on public.fleet_members for update to authenticated
  using (organization_id = any ((select public.fleet_manager_org_ids())::uuid[]))
  with check (organization_id = any ((select public.fleet_manager_org_ids())::uuid[]));
drop policy if exists fleet_members_delete on public.fleet_members;
create policy fleet_members_delete on public.fleet_members for delete to authenticated
  using (organization_id = any ((select public.fleet_manager_org_ids())::uuid[]));

drop policy if exists fleet_invitations_read on public.fleet_invitations;
create policy fleet_invitations_read on public.fleet_invitations for select to authenticated
  using (organization_id = any ((select public.fleet_manager_org_ids())::uuid[]));
drop policy if exists fleet_invitations_delete on public.fleet_invitations;
create policy fleet_invitations_delete on public.fleet_invitations for delete to authenticated
  using (organization_id = any ((select public.fleet_manager_org_ids())::uuid[]));
-- Token hashes are not for anyone's eyes, managers included (no policy: only the functions below read them).
revoke all on public.fleet_invitation_tokens from anon, authenticated;
revoke insert, update on public.fleet_invitations from anon, authenticated;
revoke insert on public.fleet_members, public.fleet_organizations from anon, authenticated;

-- An organization always keeps a manager: the last one can be neither removed nor demoted (unless the organization
-- or the user account itself is being deleted).
create or replace function public.fleet_keep_a_manager() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  if old.role = 'manager' and (tg_op = 'DELETE' or new.role <> 'manager')
    and exists (select 1 from public.fleet_organizations o where o.id = old.organization_id)
    and exists (select 1 from auth.users u where u.id = old.user_id)
    and not exists (select 1 from public.fleet_members m where m.organization_id = old.organization_id
      and m.role = 'manager' and m.user_id <> old.user_id) then
    raise exception 'an organization needs at least one manager' using errcode = 'PT409', hint = 'last_manager';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end $$;
drop trigger if exists fleet_members_keep_manager on public.fleet_members;
create trigger fleet_members_keep_manager before update of role or delete on public.fleet_members
  for each row execute function public.fleet_keep_a_manager();

-- Functions ----------------------------------------------------------------------------------------------------------

create or replace function public.fleet_require_user() returns uuid
language plpgsql stable set search_path = public, pg_temp as $$
begin
  if auth.uid() is null then
    raise exception 'sign in first' using errcode = 'PT401', hint = 'sign_in_required';
  end if;
  return auth.uid();
end $$;

-- Creates an organization; the caller becomes its manager.
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
  values (org.id, uid, 'manager', coalesce(public.fleet_caller_email(), ''));
  return org;
end $$;

-- Removes a member (managers only), with a clear refusal for anyone else.
create or replace function public.fleet_remove_member(p_organization_id uuid, p_user_id uuid) returns void
language plpgsql volatile security invoker set search_path = public, pg_temp as $$
begin
  perform public.fleet_require_user();
  if not (p_organization_id = any (public.fleet_manager_org_ids())) then
    raise exception 'only a manager of the organization can remove members' using errcode = 'PT403', hint = 'not_manager';
  end if;
  delete from public.fleet_members where organization_id = p_organization_id and user_id = p_user_id;
  if not found then
    raise exception 'no such member' using errcode = 'PT404', hint = 'member_not_found';
  end if;
end $$;

-- Creates (or renews) an invitation and returns its one-time token, for the fleet-invite function to mail.
-- {invitationId, token, email, role, expiresAt, organizationName, invitedByEmail}
create or replace function public.fleet_invite(p_organization_id uuid, p_email text, p_role text default 'technician') returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  uid uuid := public.fleet_require_user();
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  v_org public.fleet_organizations;
  inv public.fleet_invitations;
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
  if (select count(*) from public.fleet_invitations i where i.organization_id = p_organization_id
      and i.created_at > now() - interval '1 hour') >= 50 then
    raise exception 'too many invitations in the last hour' using errcode = 'PT429', hint = 'too_many_invitations';
  end if;
  select * into v_org from public.fleet_organizations where id = p_organization_id;
  -- A renewed invitation replaces the pending one (its old link stops working).
  delete from public.fleet_invitations i where i.organization_id = p_organization_id and i.email = v_email and i.accepted_at is null;
  insert into public.fleet_invitations (organization_id, email, role, invited_by, invited_by_email)
  values (p_organization_id, v_email, p_role, uid, coalesce(public.fleet_caller_email(), ''))
  returning * into inv;
  insert into public.fleet_invitation_tokens (invitation_id, token_hash) values (inv.id, public.fleet_token_hash(v_token));
  return jsonb_build_object('invitationId', inv.id, 'token', v_token, 'email', inv.email, 'role', inv.role,
    'expiresAt', inv.expires_at, 'organizationName', v_org.name, 'invitedByEmail', inv.invited_by_email);
end $$;

create or replace function public.fleet_invitation_status(i public.fleet_invitations) returns text
language sql stable as $$
  select case when i.accepted_at is not null then 'accepted' when i.expires_at <= now() then 'expired' else 'pending' end
$$;

-- What an invitation link is about, for anyone holding the token (the page shows it before sign-in).
create or replace function public.fleet_invitation_preview(p_token text) returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp as $$
declare
  inv public.fleet_invitations;
  v_name text;
begin
  select i.* into inv from public.fleet_invitations i join public.fleet_invitation_tokens t on t.invitation_id = i.id
  where t.token_hash = public.fleet_token_hash(coalesce(p_token, ''));
  if not found then
    raise exception 'this invitation does not exist or was withdrawn' using errcode = 'PT404', hint = 'invitation_not_found';
  end if;
  select name into v_name from public.fleet_organizations where id = inv.organization_id;
  return jsonb_build_object('organizationName', v_name, 'role', inv.role, 'email', inv.email,
    'invitedByEmail', inv.invited_by_email, 'expiresAt', inv.expires_at, 'status', public.fleet_invitation_status(inv));
end $$;

-- Joins the caller to the invitation's organization. The caller's e-mail must be the invited one.
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
    set role = case when fleet_members.role = 'manager' then 'manager' else excluded.role end
  returning role into v_role;
  update public.fleet_invitations set accepted_at = now(), accepted_by = uid where id = inv.id;
  return jsonb_build_object('organizationId', inv.organization_id, 'role', v_role);
end $$;

create or replace function public.fleet_accept_invitation(p_token text) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  inv public.fleet_invitations;
begin
  perform public.fleet_require_user();
  select i.* into inv from public.fleet_invitations i join public.fleet_invitation_tokens t on t.invitation_id = i.id
  where t.token_hash = public.fleet_token_hash(coalesce(p_token, '')) for update of i;
  if not found then
    raise exception 'this invitation does not exist or was withdrawn' using errcode = 'PT404', hint = 'invitation_not_found';
  end if;
  return public.fleet_accept_invitation_row(inv);
end $$;

-- Pending invitations addressed to the caller's e-mail (a user who signed up without following the link).
create or replace function public.fleet_my_invitations()
returns table (id uuid, organization_name text, role text, invited_by_email text, expires_at timestamptz)
language sql stable security definer set search_path = public, pg_temp as $$
  select i.id, o.name, i.role, i.invited_by_email, i.expires_at
  from public.fleet_invitations i join public.fleet_organizations o on o.id = i.organization_id
  where i.email = public.fleet_caller_email() and i.accepted_at is null and i.expires_at > now()
  order by i.created_at desc
$$;

create or replace function public.fleet_accept_invitation_by_id(p_invitation_id uuid) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  inv public.fleet_invitations;
begin
  perform public.fleet_require_user();
  select * into inv from public.fleet_invitations where id = p_invitation_id and email = public.fleet_caller_email() for update;
  if not found then
    raise exception 'this invitation does not exist or was withdrawn' using errcode = 'PT404', hint = 'invitation_not_found';
  end if;
  return public.fleet_accept_invitation_row(inv);
end $$;

revoke execute on function public.fleet_member_org_ids(), public.fleet_manager_org_ids(), public.fleet_caller_email(),
  public.fleet_accept_invitation_row(public.fleet_invitations) from public, anon;
grant execute on function public.fleet_member_org_ids(), public.fleet_manager_org_ids(), public.fleet_caller_email()
  to authenticated, service_role;
revoke execute on function public.fleet_create_organization(text), public.fleet_invite(uuid, text, text),
  public.fleet_accept_invitation(text), public.fleet_accept_invitation_by_id(uuid), public.fleet_my_invitations(),
  public.fleet_remove_member(uuid, uuid) from public, anon;
grant execute on function public.fleet_create_organization(text), public.fleet_invite(uuid, text, text),
  public.fleet_accept_invitation(text), public.fleet_accept_invitation_by_id(uuid), public.fleet_my_invitations(),
  public.fleet_remove_member(uuid, uuid) to authenticated, service_role;
grant execute on function public.fleet_invitation_preview(text), public.fleet_token_hash(text), public.fleet_require_user(),
  public.fleet_invitation_status(public.fleet_invitations) to anon, authenticated, service_role;
