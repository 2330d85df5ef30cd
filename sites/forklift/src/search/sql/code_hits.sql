-- Code hits for search (the live definition; 0082 made it): the code reader's readings (read_error_code, 0080) that
-- pass the filters, closest first. Security definer (in search_internal, which /rest/v1 does not serve): it reads
-- every code's filter columns and returns only what 0072 shows everyone.
-- Among readings the reader finds equally close, search orders what a technician most likely meant:
--   * zeros as typed: a typing whose normal form is a code's but whose digits are not ("2.19" is R-Raynet's 02-19 with
--     a zero dropped) is one step further than the reader says, as a reading through a format with a zero changed is;
--   * separators as typed: a separator the brand never writes ("2.19" on a brand whose codes read 03-11) ranks after a
--     brand that writes it (U-Stitch's F2.19);
--   * the caller's brands: without a brand in context, the brands of the caller's fleet trucks, plan (unless the plan
--     is every brand) and last diagnoses come first — "212" for a C-Monarch shop is E-212 first, the other brands'
--     212s after it. Every candidate is still listed, each with its brand.
-- With a brand filter (a truck or a brand page), that brand's readings come alone when it has any, else every
-- brand's — a code typed on the wrong brand's page is still found.
create or replace function search_internal.code_hits(
  p_query text, p_brand text, p_series text, p_fuel text, p_system text
) returns table (error_code_id uuid, brand_id text, brand_name text, code text, code_normalized text, title text, tier text, how text,
  penalty int)
language sql stable security definer set search_path = public, pg_temp as $$
  with readings as (
    select r.*, min(r.penalty) over () as least from public.read_error_code(p_query, null) r
  ),
  typed as (
    select regexp_replace(upper(coalesce(p_query, '')), '[^A-Z0-9]', '', 'g') as alnum,
      regexp_replace(coalesce(p_query, ''), '[A-Za-z0-9\s]', '', 'g') as separators
  ),
  mine as (
    -- The caller's own brands (auth.uid() only: nobody else's trucks or diagnoses are read), weighed by how surely
    -- the caller works on them.
    select b.brand_id, sum(b.weight)::int as weight from (
      select t.brand_id, 3 as weight from public.fleet_trucks t
      where auth.uid() is not null
        and t.organization_id in (select m.organization_id from public.fleet_members m where m.user_id = auth.uid())
      group by t.brand_id
      union all
      select p.brand_id, 2 from unnest(public.premium_brand_ids()) as p(brand_id)
      where cardinality(public.premium_brand_ids()) < (select count(*) from public.brands)
      union all
      select d.brand_id, 1 from (
        select x.brand_id from public.diagnoses x where auth.uid() is not null and x.user_id = auth.uid()
        order by x.created_at desc limit 20
      ) d group by d.brand_id
    ) b group by b.brand_id
  ),
  kept as (
    select r.error_code_id, r.brand_id, r.code, r.code_normalized, r.title, r.tier, r.how,
      r.penalty + case when r.how = 'exact' and regexp_replace(upper(r.code), '[^A-Z0-9]', '', 'g') <> ty.alnum then 1 else 0 end
        as penalty,
      case when ty.separators = '' or translate(ty.separators, regexp_replace(b.code_example, '[A-Za-z0-9\s]', '', 'g'), '') = ''
        then 0 else 1 end as foreign_separator,
      coalesce(mi.weight, 0) as mine, b.name as brand_name
    from readings r cross join typed ty
    join public.error_codes c on c.id = r.error_code_id
    join public.brands b on b.id = r.brand_id
    left join mine mi on mi.brand_id = r.brand_id
    where r.penalty <= r.least + 1
      and (p_series is null or c.series_ids = '{}' or p_series = any (c.series_ids))
      and (p_fuel is null or c.fuel_types = '{}' or p_fuel = any (c.fuel_types))
      and (p_system is null or c.system_id is null or c.system_id = p_system)
  )
  select k.error_code_id, k.brand_id, k.brand_name, k.code, k.code_normalized, k.title, k.tier, k.how, k.penalty
  from kept k
  where p_brand is null or k.brand_id = p_brand or not exists (select 1 from kept x where x.brand_id = p_brand)
  order by (k.brand_id = p_brand) desc nulls last, k.penalty, k.foreign_separator, k.mine desc, k.brand_id, k.code_normalized
  limit 20
$$;

revoke all on function search_internal.code_hits(text, text, text, text, text) from public;
grant execute on function search_internal.code_hits(text, text, text, text, text) to anon, authenticated, service_role;
