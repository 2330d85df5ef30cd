-- Code pages (`/codes/<brand>/<code>`, ARCHITECTURE §7): every error code has a page whose public part — code, title,
-- summary, severity, brand, series, system, controller — is for everyone, premium codes included: technicians search the
-- web for a code first, and the code's title with what opens its details is what makes a visitor a member. This is a
-- deliberate widening of what 0002 shows visitors (free codes' summaries only), for code pages alone: error_codes'
-- policy, and so search and /rest/v1/error_codes, are unchanged.
--
-- The details never come from the security-definer part. `code_page` is security invoker: it reads
-- error_code_details as the caller, so 0002's policy (free codes' details for a session, premium ones for the brand's
-- premium role, all-access or admin) decides every word of causes, checks, remedy and citations, as it does for the
-- REST API, search and diagnostics. What a locked page may say about the details is counted here: how many causes and
-- checks, whether there is a fix, how many manual pages are cited — never a word of them.

-- The public part of the code a page asks for: the brand's code whose normal form (normalize_error_code, the rule of
-- error_codes.code_normalized) equals the one written, else — when nothing matches exactly — the codes whose digits
-- are the ones written and whose letters include the ones written ('212' → E-212, '520-3' → SPN 520 FMI 3), at most
-- two (two means the writing is ambiguous). `match` says which rule found the row; `related` lists up to six other
-- codes of the brand's same system (code and title), the ones after it first, so each page links its neighbours.
create or replace function public.code_page_summary(p_brand_id text, p_code text)
returns table (
  id uuid,
  brand_id text,
  brand_name text,
  code text,
  code_normalized text,
  title text,
  summary text,
  controller text,
  severity text,
  tier text,
  system_name text,
  series_names text[],
  match text,
  cause_count int,
  check_count int,
  has_remedy boolean,
  cited_pages int,
  related jsonb
)
language sql stable security definer set search_path = public, pg_temp as $$
  with typed as (
    select w.normalized, nullif(public.error_code_digits(w.normalized), '') as digits,
           public.diagnose_code_letters(w.normalized) as letters
    from (select public.normalize_error_code(left(coalesce(p_code, ''), 100)) as normalized) w
  ),
  exact as (
    select c.*, 'exact'::text as match from public.error_codes c, typed t
    where c.brand_id = p_brand_id and t.normalized <> '' and c.code_normalized = t.normalized
  ),
  by_digits as (
    select c.*, 'digits'::text as match from public.error_codes c, typed t
    where not exists (select 1 from exact) and t.digits is not null and c.brand_id = p_brand_id
      and public.error_code_digits(c.code_normalized) = t.digits
      and public.diagnose_code_letters(c.code_normalized) @> t.letters
    order by c.code_normalized
    limit 2
  ),
  found as (select * from exact union all select * from by_digits)
  select f.id, f.brand_id, b.name, f.code, f.code_normalized, f.title, f.summary, f.controller, f.severity, f.tier,
    (select s.name from public.systems s where s.id = f.system_id),
    coalesce((select array_agg(s.name order by s.sort_order, s.name) from public.series s where s.id = any (f.series_ids)), '{}'),
    f.match,
    coalesce(jsonb_array_length(d.causes), 0),
    coalesce(jsonb_array_length(d.checks), 0),
    coalesce(d.remedy <> '', false),
    coalesce((
      select count(*)::int from (
        select x->>'manualId' as manual_id, x->>'pageNumber' as page_number
        from jsonb_array_elements(d.causes || d.checks) x where x ? 'manualId'
        union
        select d.remedy_manual_id::text, d.remedy_page_number::text where d.remedy_manual_id is not null
      ) cited
    ), 0),
    coalesce((
      select jsonb_agg(jsonb_build_object('code', r.code, 'title', r.title) order by r.n)
      from (
        select o.code, o.title,
          row_number() over (order by o.code_normalized <= f.code_normalized, o.code_normalized) as n
        from public.error_codes o
        where o.brand_id = f.brand_id and o.system_id is not distinct from f.system_id and o.id <> f.id
        order by n
        limit 6
      ) r
    ), '[]'::jsonb)
  from found f
  join public.brands b on b.id = f.brand_id
  left join public.error_code_details d on d.error_code_id = f.id
  order by f.code_normalized
$$;

-- A code page as the caller may read it: the public part above, each row with its details and the manuals they cite
-- when the caller's row-level security lets them read the details (`details` null otherwise). Security invoker.
create or replace function public.code_page(p_brand_id text, p_code text) returns jsonb
language sql stable security invoker set search_path = public, pg_temp as $$
  select coalesce(jsonb_agg(
    to_jsonb(s) || jsonb_build_object(
      'details', case when d.error_code_id is null then null else jsonb_build_object(
        'triggerCondition', d.trigger_condition,
        'effect', d.effect,
        'causes', d.causes,
        'checks', d.checks,
        'remedy', d.remedy,
        'remedyManualId', d.remedy_manual_id,
        'remedyPageNumber', d.remedy_page_number,
        'components', to_jsonb(d.components),
        'connectors', to_jsonb(d.connectors)
      ) end,
      'manuals', case when d.error_code_id is null then '[]'::jsonb else coalesce((
        select jsonb_agg(jsonb_build_object('id', m.id, 'title', m.title, 'revision', m.revision, 'kind', m.kind) order by m.title)
        from public.manuals m
        where m.id = d.remedy_manual_id
           or m.id::text in (select x->>'manualId' from jsonb_array_elements(d.causes || d.checks) x)
      ), '[]'::jsonb) end
    ) order by s.code_normalized), '[]'::jsonb)
  from public.code_page_summary(p_brand_id, p_code) s
  left join public.error_code_details d on d.error_code_id = s.id
$$;

-- Every code page, for sitemap.xml: each code's brand and code as written (the page's slug is made from it).
create or replace function public.code_page_index() returns table (brand_id text, code text)
language sql stable security definer set search_path = public, pg_temp as $$
  select c.brand_id, c.code from public.error_codes c order by c.brand_id, c.code_normalized
$$;

grant execute on function public.code_page_summary(text, text), public.code_page(text, text), public.code_page_index()
  to anon, authenticated, service_role;
