-- Search is rate-limited per client address and per signed-in user, counted in the database so every server process
-- shares the count. A person typing into the search box sends a request per pause (the box waits 140 ms) and opens a
-- results page now and then: well under 2 a second over a minute even for a fast typist. A script asks as fast as the
-- server answers. Hence, per minute: 120 searches per user, 240 per address (an IPv4 address or an IPv6 /64; an
-- office behind one address holds several people). Over the limit: HTTP 429, code PT429, hint too_many_searches, and
-- Retry-After the seconds to the next window.
--
-- Why counted before the call, not in it: GET /rest/v1/rpc/... runs in a read-only transaction, where a counter cannot
-- be written, and an error or timeout of the search itself would roll a counter written inside it back. The platform
-- runs a function's `rest.before_call` first, in a transaction of its own (packages/platform/src/rest/handlers/
-- before-call.ts), for GET, HEAD and POST alike; every rpc that reaches search work declares this one. SQL that runs
-- search under a /rest/v1 request which did not pass the limit is refused (search_require_limit, called by
-- search_correct_query, which every text search runs: 0067), so a new entry point that forgets to declare the limit
-- fails its first test instead of opening a way around it. Direct SQL (the server's own code, the bench) is not limited.

-- Fixed one-minute windows: one row per key and window (one indexed upsert per key per request); rows of past windows
-- are deleted when a key opens a new window, so the table holds about one row per key active in the last minute. A
-- burst across a minute's end can pass up to twice the limit within seconds; each clock minute passes at most the
-- limit. A refused request's hit is rolled back with its error: the count stays at the limit.
create table if not exists public.rate_limit_counts (
  bucket text not null,
  window_start timestamptz not null,
  hits int not null default 0,
  primary key (bucket, window_start)
);
create index if not exists rate_limit_counts_window_idx on public.rate_limit_counts (window_start);
-- Nobody's to read or write through the API (no policy; the functions below are security definer).
alter table public.rate_limit_counts enable row level security;
revoke all on public.rate_limit_counts from anon, authenticated;

-- Counts one hit for each key in the current window of p_seconds and returns the counts, in the keys' order.
create or replace function public.rate_limit_hit(p_keys text[], p_seconds int) returns int[]
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  v_window timestamptz := to_timestamp(floor(extract(epoch from now()) / p_seconds) * p_seconds);
  v_counts int[];
  v_opened boolean;
begin
  -- The keys in one order (the array's), so two requests sharing keys lock their rows in the same order.
  with hit as (
    insert into public.rate_limit_counts as c (bucket, window_start, hits)
    select k.key, v_window, 1 from unnest(p_keys) with ordinality as k(key, n) order by k.n
    on conflict (bucket, window_start) do update set hits = c.hits + 1
    returning c.bucket, c.hits, (c.xmax = 0) as opened
  )
  select array_agg(h.hits order by k.n), bool_or(h.opened) into v_counts, v_opened
  from unnest(p_keys) with ordinality as k(key, n) join hit h on h.bucket = k.key;
  if v_opened then
    delete from public.rate_limit_counts where window_start < v_window - make_interval(secs => p_seconds);
  end if;
  return v_counts;
end $$;

revoke execute on function public.rate_limit_hit(text[], int) from public, anon, authenticated;

-- The search limit: the before-call of every search entry point. Service role and direct SQL are not limited.
create or replace function public.search_rate_limit() returns void
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  c_seconds constant int := 60;
  c_per_user constant int := 120;
  c_per_address constant int := 240;
  v_uid uuid := auth.uid();
  v_counts int[];
  v_retry int;
begin
  if coalesce(current_setting('request.jwt.claim.role', true), '') not in ('anon', 'authenticated') then
    return;
  end if;
  -- A count lost in a crash costs nothing; waiting for the WAL flush costs every search a third of a millisecond.
  perform set_config('synchronous_commit', 'off', true);
  v_counts := public.rate_limit_hit(
    case when v_uid is null then array['search:a:' || public.request_client_address()]
      else array['search:a:' || public.request_client_address(), 'search:u:' || v_uid::text] end,
    c_seconds);
  if v_counts[1] > c_per_address or coalesce(v_counts[2], 0) > c_per_user then
    v_retry := greatest(1, ceil(c_seconds - mod(extract(epoch from now())::numeric, c_seconds))::int);
    -- RAISE SQLSTATE 'PGRST': PostgREST's way to choose the status and headers (Retry-After) of the answer.
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'PT429', 'message', 'Too many searches; try again in a minute.',
        'details', null, 'hint', 'too_many_searches')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', v_retry::text))::text;
  end if;
end $$;

-- Callable by the API roles: the platform calls it as the caller (a direct call only counts against oneself).
grant execute on function public.search_rate_limit() to anon, authenticated, service_role;

-- Raises when a /rest/v1 request by a visitor or user reaches search without having passed search_rate_limit.
create or replace function public.search_require_limit() returns void
language plpgsql stable set search_path = public, pg_temp as $$
begin
  if coalesce(current_setting('request.path', true), '') <> ''
    and coalesce(current_setting('request.jwt.claim.role', true), '') in ('anon', 'authenticated')
    and coalesce(current_setting('request.before_call', true), '') <> 'public.search_rate_limit' then
    raise exception 'search is only available through its rate-limited functions'
      using errcode = '42501', hint = 'search_not_limited';
  end if;
end $$;

-- Called by search_correct_query (security definer), never by a caller.
revoke execute on function public.search_require_limit() from public, anon, authenticated;

-- search_candidates (0023: security definer, it finds hits through the indexes and returns ids and ranks) was an rpc of
-- its own, taking raw tsquery arguments: work around the limit, and a malformed tsquery answered 500. It moves to a
-- schema /rest/v1 does not serve; the API roles keep the right to run it from search_portal_filtered, which reads
-- the text as the caller.
create schema if not exists search_internal;
revoke all on schema search_internal from public;
grant usage on schema search_internal to anon, authenticated, service_role;
alter function public.search_candidates(text, text, text, tsquery, tsquery, text, text, text, text, text, bigint, int)
  set schema search_internal;

-- 0024's search_portal_filtered, unchanged but for calling search_candidates where it now is, and declaring the limit.
create or replace function public.search_portal_filtered(
  query text,
  brand text default null,
  max_results int default 20,
  series text default null,
  fuel_type text default null,
  system text default null,
  serial bigint default null
) returns table (
  kind text, brand_id text, title text, manual_id uuid, page_number int, error_code_id uuid, snippet text, rank real,
  locked boolean
)
language plpgsql stable security invoker set search_path = public, pg_temp
set rest.before_call = 'public.search_rate_limit' as $$
#variable_conflict use_column
declare
  v_q text := btrim(coalesce(search_portal_filtered.query, ''));
  v_max int := coalesce(search_portal_filtered.max_results, 20);
  v_brand text := nullif(btrim(coalesce(search_portal_filtered.brand, '')), '');
  v_series text := nullif(btrim(coalesce(search_portal_filtered.series, '')), '');
  v_fuel text := nullif(btrim(coalesce(search_portal_filtered.fuel_type, '')), '');
  v_system text := nullif(btrim(coalesce(search_portal_filtered.system, '')), '');
  v_serial bigint := search_portal_filtered.serial;
  v_code text;
  v_part text;
  v_corrected text;
  v_tsq tsquery;
  v_any tsquery;
  v_part_q tsquery;
  w text;
begin
  if length(v_q) > 200 then
    raise exception 'search query is longer than 200 characters' using errcode = '22023', hint = 'search_query_too_long';
  end if;
  if v_max < 1 or v_max > 100 then
    raise exception 'max_results must be between 1 and 100' using errcode = '22023', hint = 'search_max_results_invalid';
  end if;
  if v_q = '' then
    return;
  end if;

  v_code := public.normalize_error_code(v_q);
  v_part := public.search_part_token(v_q);
  if v_part is not null then v_part_q := phraseto_tsquery('simple', v_part); end if;
  v_corrected := public.search_correct_query(v_q);
  v_tsq := websearch_to_tsquery('english', v_corrected);
  -- Any of the words (not bare numbers), for queries whose words never meet on one page.
  foreach w in array regexp_split_to_array(v_corrected, '\s+') loop
    if w !~ '^[0-9.,/-]+$' and numnode(plainto_tsquery('english', w)) > 0 then
      v_any := case when v_any is null then plainto_tsquery('english', w) else v_any || plainto_tsquery('english', w) end;
    end if;
  end loop;
  if numnode(v_tsq) = 0 then v_tsq := null; end if;
  if v_any is not null and v_tsq is not null and v_any::text = v_tsq::text then v_any := null; end if;

  return query
  with cand as materialized (
    select distinct on (c.kind, case when c.kind = 'page' then null else c.error_code_id end, c.manual_id, c.page_number) c.*
    from search_internal.search_candidates(v_code, public.error_code_digits(v_code), v_part, v_tsq, v_any, v_corrected,
      v_brand, v_series, v_fuel, v_system, v_serial, v_max) c
    order by c.kind, case when c.kind = 'page' then null else c.error_code_id end, c.manual_id, c.page_number, c.rank desc
  ),
  me as (
    select auth.uid() is not null as signed_in, public.premium_brand_ids() as brands
  ),
  hits as (
    select 'error_code'::text as kind, c.brand_id, c.code || ' — ' || c.title as title, null::uuid as manual_id,
      null::int as page_number, c.id as error_code_id, c.summary as body, null::text as section_title, k.rank,
      false as locked, case when k.source = 'code' then 0 else 2 end as kind_order, k.source, null::text as code
    from cand k join public.error_codes c on c.id = k.error_code_id
    where k.kind = 'error_code'
    union all
    select 'page', m.brand_id, m.title, p.manual_id, p.page_number, null, p.body, p.section_title, k.rank, false, 1,
      k.source, ec.code
    from cand k
    join public.manual_pages p on p.manual_id = k.manual_id and p.page_number = k.page_number
    join public.manuals m on m.id = p.manual_id
    left join public.error_codes ec on ec.id = k.error_code_id
    where k.kind = 'page'
    union all
    select 'manual', m.brand_id, m.title, m.id, null, null, m.summary, null, k.rank,
      not ((m.tier = 'free' and me.signed_in) or m.brand_id = any (me.brands)), 3, k.source, null
    from cand k join public.manuals m on m.id = k.manual_id, me
    where k.kind = 'manual'
  ),
  best as (
    select * from hits h order by h.rank desc, h.kind_order, h.title, h.page_number limit v_max
  )
  select b.kind, b.brand_id, b.title || coalesce(' · ' || b.section_title, ''), b.manual_id, b.page_number,
    b.error_code_id,
    case when b.source = 'code' then public.search_escape_html(b.body)
      when b.source = 'part' then public.search_snippet(b.body, v_part_q)
      when b.source = 'code_page' then public.search_snippet(b.body, phraseto_tsquery('english', b.code))
      else public.search_snippet(b.body, coalesce(v_tsq, v_any)) end,
    b.rank, b.locked
  from best b
  order by b.rank desc, b.kind_order, b.title, b.page_number;
end $$;

-- The other entry points declare the limit too (a later `create or replace` of one must declare it again, or its
-- calls through /rest/v1 are refused by search_require_limit).
alter function public.search_portal(text, text, int) set rest.before_call = 'public.search_rate_limit';
alter function public.search_manual(uuid, text, int) set rest.before_call = 'public.search_rate_limit';
alter function public.fleet_truck_search(uuid, text, int) set rest.before_call = 'public.search_rate_limit';
