-- Raises unless the caller holds the admin role: the first line of every console function (issue 36), so a visitor or
-- member calling one through /rest/v1/rpc gets a 403 with a stable hint, never a row.
create or replace function public.admin_require() returns void
language plpgsql stable security definer set search_path = public, pg_temp as $$
begin
  if not public.is_admin() then
    raise exception 'Only operators (the admin role) may do this.' using errcode = '42501', hint = 'admin_only';
  end if;
end $$;

revoke execute on function public.admin_require() from public, anon;
grant execute on function public.admin_require() to authenticated;
