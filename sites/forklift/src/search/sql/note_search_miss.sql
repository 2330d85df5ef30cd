-- A search that found nothing, kept once (search_portal_filtered calls it): the search box's suggestions and the
-- results page both search what a member typed, so the same member's same miss within a minute is the same search
-- and is not kept again. Then record_search_miss (0125) keeps it (it trims, caps, rate-limits, and drops it in a
-- read-only transaction). Security definer in search_internal (which /rest/v1 does not serve): it reads the
-- caller's own recent misses, which members cannot read.
create or replace function search_internal.note_search_miss(p_query text, p_brand text) returns void
language plpgsql volatile security definer set search_path = public, pg_temp as $$
begin
  if auth.uid() is not null and exists (
    select 1 from public.search_misses m
    where m.user_id = auth.uid() and m.created_at > now() - interval '1 minute'
      and m.query = left(btrim(regexp_replace(coalesce(p_query, ''), '\s+', ' ', 'g')), 200)
      and m.brand_id is not distinct from (select b.id from public.brands b where b.id = p_brand)
  ) then
    return;
  end if;
  perform public.record_search_miss(p_query, p_brand);
end $$;

revoke all on function search_internal.note_search_miss(text, text) from public;
grant execute on function search_internal.note_search_miss(text, text) to anon, authenticated, service_role;
