-- The console's members table (/admin/members): members whose e-mail starts with p_email (case-insensitive), a page at
-- a time in e-mail order after p_after (keyset: the index on lower(email) collate "C", 0127, serves the prefix and the
-- order at any table size). Each with roles, entitlements (until when), purchases and their diagnoses count.
create or replace function public.admin_members(p_email text default '', p_after text default null, p_limit int default 25)
returns table (
  user_id uuid,
  email text,
  created_at timestamptz,
  last_sign_in_at timestamptz,
  roles text[],
  entitlements jsonb,
  diagnoses bigint
)
language plpgsql stable security definer set search_path = public, pg_temp as $$
declare
  v_prefix text := lower(btrim(coalesce(p_email, '')));
  v_limit int := least(greatest(coalesce(p_limit, 25), 1), 100);
begin
  perform public.admin_require();
  if length(v_prefix) > 320 or length(coalesce(p_after, '')) > 320 then
    raise exception 'Search with at most 320 characters.' using errcode = '22023', hint = 'query_too_long';
  end if;
  return query
  with page as (
    select u.id, u.email::text as email, u.created_at, u.last_sign_in_at
    from auth.users u
    where (lower(u.email) collate "C") like (replace(replace(replace(v_prefix, '\', '\\'), '%', '\%'), '_', '\_') || '%')
      and (p_after is null or (lower(u.email) collate "C") > (lower(p_after) collate "C"))
    order by (lower(u.email) collate "C")
    limit v_limit
  )
  select p.id, p.email, p.created_at, p.last_sign_in_at,
    coalesce((select array_agg(r.name order by r.name) from public.custom_user_roles ur join public.roles r on r.id = ur.role_id
      where ur.user_id = p.id), '{}'),
    coalesce((select jsonb_agg(jsonb_build_object('id', e.id, 'productId', e.product_id, 'product', pr.name, 'kind', pr.kind,
        'status', e.status, 'active', e.active, 'accessUntil', e.access_until, 'periodEnd', e.current_period_end,
        'sourceType', e.source_type, 'sourceId', e.source_id, 'createdAt', e.created_at) order by e.created_at desc)
      from payments.entitlements e join payments.products pr on pr.id = e.product_id where e.user_id = p.id), '[]'::jsonb),
    (select count(*) from public.diagnoses d where d.user_id = p.id)
  from page p
  order by (lower(p.email) collate "C");
end $$;

revoke execute on function public.admin_members(text, text, int) from public, anon;
grant execute on function public.admin_members(text, text, int) to authenticated;
