-- The site's public counts: error codes per brand (free and all), which the portal pages show to visitors although
-- row-level security hides premium codes from them. Counts only, never a code.
create or replace function public.portal_code_counts() returns table (brand_id text, total int, free int)
language sql stable security definer set search_path = public, pg_temp as $$
  select c.brand_id, count(*)::int, (count(*) filter (where c.tier = 'free'))::int
  from public.error_codes c
  group by c.brand_id
$$;

grant execute on function public.portal_code_counts() to anon, authenticated, service_role;
