-- The dashboard's view of the caller's purchases: each entitlement with its product, status and until when, and the
-- payment customer id the customer portal needs. Security definer, filtered to auth.uid(): one user's rows only.
create or replace function public.my_access() returns table (
  product_id text,
  product_name text,
  product_description text,
  kind text,
  status text,
  active boolean,
  access_until timestamptz,
  current_period_end timestamptz,
  customer_id text,
  created_at timestamptz
)
language sql stable security definer set search_path = public, pg_temp as $$
  select e.product_id, p.name, p.description, p.kind, e.status, e.active, e.access_until, e.current_period_end,
         e.customer_id, e.created_at
  from payments.entitlements e
  join payments.products p on p.id = e.product_id
  where e.user_id = auth.uid()
  order by e.active desc, e.created_at desc
$$;

revoke execute on function public.my_access() from public, anon;
grant execute on function public.my_access() to authenticated, service_role;
