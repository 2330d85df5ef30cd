-- Sales for the console (/admin/sales), from the payments tables: per UTC day and product over the last p_days days,
-- the purchases begun (entitlements created), how many of them still give access, and how many ended without access
-- (cancelled, refunded, expired). Members read only their own entitlements; this aggregate names nobody.
create or replace function public.admin_sales(p_days int default 30)
returns table (day date, product_id text, product text, kind text, sold bigint, active bigint, ended bigint)
language plpgsql stable security definer set search_path = public, payments, pg_temp as $$
begin
  perform public.admin_require();
  return query
  select (e.created_at at time zone 'utc')::date, e.product_id, p.name, p.kind, count(*),
    count(*) filter (where e.active), count(*) filter (where not e.active)
  from payments.entitlements e join payments.products p on p.id = e.product_id
  where e.created_at > now() - make_interval(days => least(greatest(coalesce(p_days, 30), 1), 366))
  group by 1, 2, 3, 4
  order by 1 desc, 2;
end $$;

revoke execute on function public.admin_sales(int) from public, anon;
grant execute on function public.admin_sales(int) to authenticated;
