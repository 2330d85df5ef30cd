-- A member's e-mail copy (members see who is who; auth.users is not readable to them) follows the account: when a
-- user's address changes — a confirmed e-mail change, an admin's update — every membership shows the new one.
create or replace function public.fleet_member_email_follows_user() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  update public.fleet_members m set email = lower(coalesce(new.email, ''))
  where m.user_id = new.id and m.email is distinct from lower(coalesce(new.email, ''));
  return new;
end $$;

drop trigger if exists on_auth_user_email_changed_fleet_members on auth.users;
create trigger on_auth_user_email_changed_fleet_members after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.fleet_member_email_follows_user();
