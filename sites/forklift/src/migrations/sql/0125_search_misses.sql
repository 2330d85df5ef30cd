-- Searches that found nothing, for the operator console's insights (/admin/insights): what technicians look for that
-- the portal does not have. One row per miss; no personal data beyond the signed-in user's id (visitors: null), no
-- address. Readable by admins only (and the service role); nobody inserts, changes or deletes a row through the API,
-- the service role included: rows come only from record_search_miss, which search_portal calls when it finds nothing.
create table if not exists public.search_misses (
  id bigint generated always as identity primary key,
  query text not null check (length(query) between 1 and 200),
  brand_id text null,
  user_id uuid null default auth.uid(),
  created_at timestamptz not null default now()
);
create index if not exists search_misses_created_idx on public.search_misses (created_at desc, id desc);

alter table public.search_misses enable row level security;
revoke all on public.search_misses from public, anon, authenticated, service_role;
grant select on public.search_misses to authenticated, service_role;
drop policy if exists search_misses_admin_read on public.search_misses;
create policy search_misses_admin_read on public.search_misses for select to authenticated
  using ((select public.is_admin()));

-- Records one miss. Called from search (which must never fail because of it): bad input, an over-busy caller or a
-- read-only transaction (GET /rest/v1/rpc runs in one) drop the miss silently instead of raising. The query is trimmed,
-- inner whitespace collapsed, and capped at 200 characters; a query longer than 1000 characters is not a search
-- anybody typed and is ignored. An unknown brand is stored as no brand. At most 30 misses a minute per signed-in user
-- and 60 per client address are kept (counted in rate_limit_counts, 0066), so one caller cannot flood the table.
create or replace function public.record_search_miss(query text, brand text) returns void
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  c_seconds constant int := 60;
  c_per_user constant int := 30;
  c_per_address constant int := 60;
  v_query text;
  v_brand text;
  v_uid uuid := auth.uid();
  v_counts int[];
begin
  if query is null or length(query) > 1000 then
    return;
  end if;
  v_query := left(btrim(regexp_replace(query, '\s+', ' ', 'g')), 200);
  if v_query = '' then
    return;
  end if;
  select b.id into v_brand from public.brands b where b.id = record_search_miss.brand;
  begin
    if coalesce(current_setting('request.jwt.claim.role', true), '') in ('anon', 'authenticated') then
      v_counts := public.rate_limit_hit(
        case when v_uid is null then array['miss:a:' || public.request_client_address()]
          else array['miss:a:' || public.request_client_address(), 'miss:u:' || v_uid::text] end,
        c_seconds);
      if v_counts[1] > c_per_address or coalesce(v_counts[2], 0) > c_per_user then
        return;
      end if;
    end if;
    insert into public.search_misses (query, brand_id, user_id) values (v_query, v_brand, v_uid);
  exception when read_only_sql_transaction then
    return;
  end;
end $$;

revoke execute on function public.record_search_miss(text, text) from public;
grant execute on function public.record_search_miss(text, text) to anon, authenticated, service_role;
