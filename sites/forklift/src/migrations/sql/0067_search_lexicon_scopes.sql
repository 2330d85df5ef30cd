-- The spelling corrector draws only on words the caller may read. 0020's lexicon held every word of every page, so
-- search_correct_query spelled a freemium user's typo into a word found only in premium text, and left such a word
-- unchanged when typed — confirming that premium manuals contain it. Each word now carries the scopes it occurs in,
-- by the read rules of 0002's policies:
--   'public'        manual titles and summaries (public, locked or not), free codes, a free manual's preview pages;
--   'session'       any page of a free manual and every code (readable once signed in);
--   'brand:<id>'    pages of the brand's premium manuals (readable with the brand's premium role).
-- The caller's scopes: 'public', 'session' when signed in, 'brand:<id>' for each of premium_brand_ids(). The lookup
-- stays one primary-key probe per word plus the same trigram index scan, with an array overlap on each candidate.
-- Scopes are added as content arrives (the lexicon never drops words); content made narrower later — a free manual
-- turned premium — keeps its words' wider scopes until `select public.search_lexicon_rebuild()` (service role).

alter table public.search_lexicon add column if not exists scopes text[] not null default '{}';

-- The scope of a page's words, by its manual's tier, brand and preview.
create or replace function public.search_page_scope(p_tier text, p_brand_id text, p_preview_pages int, p_page_number int)
returns text language sql immutable parallel safe as $$
  select case when p_tier = 'free' and p_page_number <= p_preview_pages then 'public'
    when p_tier = 'free' then 'session' else 'brand:' || p_brand_id end
$$;

-- Adds (word, scope) pairs, given as two arrays of one length; a row is rewritten only when it gains a scope.
create or replace function public.search_lexicon_merge(p_words text[], p_scopes text[]) returns void
language sql volatile security definer set search_path = public, pg_temp as $$
  insert into public.search_lexicon as l (word, scopes)
  select x.w, array_agg(distinct x.s order by x.s) from unnest(p_words, p_scopes) as x(w, s) where x.w is not null group by x.w
  on conflict (word) do update set scopes = (select array_agg(distinct s order by s) from unnest(l.scopes || excluded.scopes) s)
  where not (excluded.scopes <@ l.scopes)
$$;

create or replace function public.search_lexicon_add_pages() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  perform public.search_lexicon_merge(array_agg(x.w), array_agg(x.scope))
  from (
    select distinct w, public.search_page_scope(m.tier, m.brand_id, m.preview_pages, r.page_number) as scope
    from new_rows r join public.manuals m on m.id = r.manual_id,
      public.search_words(coalesce(r.section_title, '') || ' ' || r.body) as w
  ) x;
  return null;
end $$;

-- Manual titles are public; a code's title and summary are public when the code is free, else for a session.
create or replace function public.search_lexicon_add_titles() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  perform public.search_lexicon_merge(array_agg(x.w), array_agg(x.scope))
  from (
    select distinct w, case when tg_table_name = 'error_codes' and r.tier <> 'free' then 'session' else 'public' end as scope
    from new_rows r, public.search_words(r.title || ' ' || r.summary) as w
  ) x;
  return null;
end $$;

-- A manual whose tier, brand or preview changed: its pages' words gain the scopes they now have.
create or replace function public.search_lexicon_manual_scope() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  perform public.search_lexicon_merge(array_agg(x.w), array_agg(x.scope))
  from (
    select distinct w, public.search_page_scope(n.tier, n.brand_id, n.preview_pages, p.page_number) as scope
    from new_rows n join old_rows o on o.id = n.id
    join public.manual_pages p on p.manual_id = n.id,
      public.search_words(coalesce(p.section_title, '') || ' ' || p.body) as w
    where (n.tier, n.brand_id, n.preview_pages) is distinct from (o.tier, o.brand_id, o.preview_pages)
  ) x;
  return null;
end $$;

drop trigger if exists manuals_lexicon_scope on public.manuals;
create trigger manuals_lexicon_scope after update on public.manuals
  referencing old table as old_rows new table as new_rows for each statement execute function public.search_lexicon_manual_scope();

-- Every word's scopes recomputed from the content as it is (a word no content holds any more gets none).
create or replace function public.search_lexicon_rebuild() returns void
language sql volatile security definer set search_path = public, pg_temp as $$
  with found as (
    select w, 'public'::text as scope from public.manuals m, public.search_words(m.title || ' ' || m.summary) as w
    union
    select w, case when c.tier = 'free' then 'public' else 'session' end
    from public.error_codes c, public.search_words(c.title || ' ' || c.summary) as w
    union
    select w, public.search_page_scope(m.tier, m.brand_id, m.preview_pages, p.page_number)
    from public.manual_pages p join public.manuals m on m.id = p.manual_id,
      public.search_words(coalesce(p.section_title, '') || ' ' || p.body) as w
  ),
  merged as (
    select w, array_agg(scope order by scope) as scopes from found group by w
  ),
  upserted as (
    insert into public.search_lexicon as l (word, scopes)
    select w, scopes from merged
    on conflict (word) do update set scopes = excluded.scopes where l.scopes is distinct from excluded.scopes
    returning 1
  )
  update public.search_lexicon l set scopes = '{}'
  where l.scopes <> '{}' and not exists (select 1 from merged where merged.w = l.word)
$$;

revoke execute on function public.search_page_scope(text, text, int, int), public.search_lexicon_merge(text[], text[]),
  public.search_lexicon_add_pages(),
  public.search_lexicon_add_titles(), public.search_lexicon_manual_scope(), public.search_lexicon_rebuild()
  from public, anon, authenticated;
grant execute on function public.search_lexicon_rebuild() to service_role;

select public.search_lexicon_rebuild();

-- 0020's corrector, over the words of the caller's scopes only. Also the limit's guard (0066): every text search
-- runs this, so a /rest/v1 request reaching search without passing search_rate_limit is refused here.
create or replace function public.search_correct_query(query text) returns text
language plpgsql stable strict security definer
set search_path = public, pg_temp set pg_trgm.similarity_threshold = 0.25
set rest.before_call = 'public.search_rate_limit' as $$
declare
  w text;
  best text;
  words text[] := '{}';
  v_scopes text[];
begin
  perform public.search_require_limit();
  v_scopes := array['public'] || case when auth.uid() is not null then array['session'] else '{}'::text[] end
    || coalesce((select array_agg('brand:' || b) from unnest(public.premium_brand_ids()) as b), '{}'::text[]);
  foreach w in array regexp_split_to_array(btrim(lower(query)), '\s+') loop
    best := null;
    if w ~ '^[a-z]{4,40}$' and not exists (select 1 from public.search_lexicon l where l.word = w and l.scopes && v_scopes) then
      select l.word into best from public.search_lexicon l
      where l.word % w and left(l.word, 1) = left(w, 1) and abs(length(l.word) - length(w)) <= 2 and l.scopes && v_scopes
      order by l.word <-> w limit 1;
    end if;
    words := words || coalesce(best, w);
  end loop;
  return array_to_string(words, ' ');
end $$;

grant execute on function public.search_correct_query(text) to anon, authenticated, service_role;
