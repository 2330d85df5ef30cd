-- The search contract (ARCHITECTURE §6; the live definition — 0021 made it, 0066 rate-limited it):
-- rpc search_portal(query, brand, max_results) → rows (kind error_code | manual | page, brand_id, title, manual_id,
-- page_number, error_code_id, snippet, rank), best first, under the caller's row-level security. It is
-- search_portal_filtered without the filters (which also records a search that found nothing, once).
create or replace function public.search_portal(query text, brand text default null, max_results int default 20)
returns table (
  kind text, brand_id text, title text, manual_id uuid, page_number int, error_code_id uuid, snippet text, rank real
)
language sql stable security invoker set search_path = public, pg_temp
set rest.before_call = 'public.search_rate_limit' as $$
  select f.kind, f.brand_id, f.title, f.manual_id, f.page_number, f.error_code_id, f.snippet, f.rank
  from public.search_portal_filtered(search_portal.query, search_portal.brand, search_portal.max_results) f
$$;

grant execute on function public.search_portal(text, text, int) to anon, authenticated, service_role;
