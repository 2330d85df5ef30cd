-- The content team's to-do list (/admin/insights): searches that found nothing in the last p_days days, one row per
-- query (case and spacing aside) and brand, most often missed first, with the last time and how many people (not who).
create or replace function public.admin_search_misses(p_days int default 30, p_limit int default 50)
returns table (query text, brand_id text, misses bigint, people bigint, last_seen timestamptz)
language plpgsql stable security definer set search_path = public, pg_temp as $$
begin
  perform public.admin_require();
  return query
  select min(m.query), m.brand_id, count(*), count(distinct m.user_id), max(m.created_at)
  from public.search_misses m
  where m.created_at > now() - make_interval(days => least(greatest(coalesce(p_days, 30), 1), 365))
  group by lower(m.query), m.brand_id
  order by count(*) desc, max(m.created_at) desc
  limit least(greatest(coalesce(p_limit, 50), 1), 200);
end $$;

revoke execute on function public.admin_search_misses(int, int) from public, anon;
grant execute on function public.admin_search_misses(int, int) to authenticated;
