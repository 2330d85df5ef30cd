-- Early-access sign-ups from the portal's forms: the caller (visitor or user) adds an address, once per brand, without
-- being able to read the list (early_access is readable by admins only, so an insert returning its row is refused).
create or replace function public.join_early_access(p_email text, p_brand_id text default null) returns boolean
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  v_email text := lower(trim(coalesce(p_email, '')));
begin
  if v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or length(v_email) > 320 then
    raise exception 'Enter a valid e-mail address.' using errcode = '22023';
  end if;
  if p_brand_id is not null and not exists (select 1 from public.brands where id = p_brand_id) then
    raise exception 'Unknown brand.' using errcode = '22023';
  end if;
  insert into public.early_access (email, brand_id) values (v_email, p_brand_id)
  on conflict (lower(email), coalesce(brand_id, '')) do nothing;
  return true;
end $$;

revoke execute on function public.join_early_access(text, text) from public;
grant execute on function public.join_early_access(text, text) to anon, authenticated, service_role;
