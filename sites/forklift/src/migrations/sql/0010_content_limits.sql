-- Early-access sign-ups are open to visitors, so they are rate-limited here, whatever API inserts them: at most 5 per
-- client address per 10 minutes and 200 per 10 minutes overall (HTTP 429 through /rest/v1, SQLSTATE PT429).
-- Bookmarks and code details are published to realtime (a user's bookmarks follow them across devices; amended code
-- details reach the readers who may see them), under the same row-level security as every other read.

alter table public.early_access add column if not exists client_key text not null default '';
create index if not exists early_access_recent_idx on public.early_access (created_at desc);
create index if not exists early_access_client_idx on public.early_access (client_key, created_at desc);

-- The caller's address as the request reports it (first X-Forwarded-For hop, else X-Real-IP), hashed; '' outside HTTP.
create or replace function public.request_client_key() returns text
language sql stable set search_path = public, pg_temp as $$
  select coalesce(md5(nullif(trim(coalesce(
    split_part(current_setting('request.headers', true)::json ->> 'x-forwarded-for', ',', 1),
    current_setting('request.headers', true)::json ->> 'x-real-ip',
    '')), '')), '')
$$;

create or replace function public.early_access_rate_limit() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  recent int;
begin
  -- Service role and direct SQL (imports, admin tools) are not limited.
  if coalesce(current_setting('request.jwt.claim.role', true), '') not in ('anon', 'authenticated') then
    return new;
  end if;
  new.client_key := public.request_client_key();
  new.created_at := now();
  perform pg_advisory_xact_lock(hashtext('forklift:early-access'));
  select count(*) into recent from public.early_access where created_at > now() - interval '10 minutes';
  if recent >= 200 then
    raise exception 'Too many early-access sign-ups right now; try again in a few minutes.' using errcode = 'PT429';
  end if;
  select count(*) into recent from public.early_access
    where client_key = new.client_key and created_at > now() - interval '10 minutes';
  if recent >= 5 then
    raise exception 'Too many early-access sign-ups from this address; try again in a few minutes.' using errcode = 'PT429';
  end if;
  return new;
end $$;

revoke execute on function public.early_access_rate_limit() from public, anon, authenticated;

drop trigger if exists early_access_rate_limit on public.early_access;
create trigger early_access_rate_limit before insert on public.early_access
  for each row execute function public.early_access_rate_limit();

do $$
declare
  t text;
begin
  foreach t in array array['bookmarks', 'error_code_details'] loop
    if not exists (select 1 from pg_catalog.pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end $$;
