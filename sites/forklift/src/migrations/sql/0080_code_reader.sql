-- The one code reader (issue 34 build 1): what a person typed as a code — in search, diagnostics, the fleet fault form
-- and the importer — read into the codes it can be, with each brand's own format from `brands` (code_example as the
-- template, code_pattern as the judge). It re-segments digits typed without separators ("0311" → 03-11, "f57" → F5.7,
-- "spn611fmi4" → SPN 611 FMI 4), tolerates a dropped or extra leading zero, a missing or wrong prefix and O/0, I/1
-- confusions, and says how far each reading is from the typing (`penalty`), so a caller can tell a sure reading from
-- an ambiguous one (several codes at the lowest penalty). normalize_error_code (0020) stays the rule of the stored
-- form, error_codes.code_normalized.

-- A pattern for a brand that has none (or one its own example does not fit): the example's letters and separators
-- literally, each digit group as 1–6 digits ("E-212" → ^E-[0-9]{1,6}$).
create or replace function public.code_pattern_from_example(p_example text) returns text
language sql immutable strict parallel safe as $$
  select '^' || regexp_replace(regexp_replace(upper(p_example), '([.^$*+?()\[\]{}|\\])', '\\\1', 'g'), '[0-9]+', '[0-9]{1,6}', 'g') || '$'
$$;

-- A brand's pattern must be a regular expression its own example fits: checked on every write, so the reader's `~`
-- never meets a broken pattern (a clear error with a stable hint instead).
create or replace function public.brands_check_code_pattern() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  v_fits boolean;
begin
  if coalesce(new.code_pattern, '') = '' then
    new.code_pattern := public.code_pattern_from_example(new.code_example);
  end if;
  begin
    v_fits := upper(new.code_example) ~ new.code_pattern;
  exception when others then
    raise exception 'brand % has a code pattern that is not a regular expression', new.id
      using errcode = '22023', hint = 'brand_code_pattern_invalid';
  end;
  if not v_fits then
    raise exception 'brand %: its code example does not fit its code pattern', new.id
      using errcode = '22023', hint = 'brand_code_pattern_mismatch';
  end if;
  return new;
end $$;

drop trigger if exists brands_code_pattern on public.brands;
create trigger brands_code_pattern before insert or update of code_pattern, code_example on public.brands
  for each row execute function public.brands_check_code_pattern();

-- Repair what is already stored: a missing pattern, or one the brand's example does not fit, comes from the example.
do $$
declare
  b record;
  v_ok boolean;
begin
  for b in select id, code_example, code_pattern from public.brands loop
    begin
      v_ok := coalesce(b.code_pattern, '') <> '' and upper(b.code_example) ~ b.code_pattern;
    exception when others then
      v_ok := false;
    end;
    if not v_ok then
      update public.brands set code_pattern = public.code_pattern_from_example(code_example) where id = b.id;
    end if;
  end loop;
end $$;

-- The ways a typing can be read before segmenting (upper case, at most 64 characters): as typed; with O and I that
-- touch digits read as 0 and 1 ("E-2I2", "52O", "O1-O1"); with a 0 or 1 that ends a group of letters read as O or I
-- ("FM1 3" → "FMI 3"). Each reading after the first costs one.
create or replace function public.code_readings(p_typed text) returns table (reading text, penalty int)
language plpgsql immutable parallel safe as $$
declare
  v text := upper(left(coalesce(p_typed, ''), 64));
  v_digits text := '';
  v_letters text := '';
  c text;
  prev text;
  nxt text;
  n int := length(v);
begin
  reading := v;
  penalty := 0;
  return next;
  for i in 1..n loop
    c := substr(v, i, 1);
    prev := case when i > 1 then substr(v, i - 1, 1) else '' end;
    nxt := case when i < n then substr(v, i + 1, 1) else '' end;
    if c in ('O', 'I') and (prev ~ '[0-9]' or (nxt ~ '[0-9]' and prev !~ '[A-Z]')) then
      v_digits := v_digits || case c when 'O' then '0' else '1' end;
    else
      v_digits := v_digits || c;
    end if;
    if c in ('0', '1') and prev ~ '[A-Z]' and nxt !~ '[0-9A-Z]' then
      v_letters := v_letters || case c when '0' then 'O' else 'I' end;
    else
      v_letters := v_letters || c;
    end if;
  end loop;
  if v_digits <> v then
    reading := v_digits;
    penalty := 1;
    return next;
  end if;
  if v_letters <> v then
    reading := v_letters;
    penalty := 1;
    return next;
  end if;
end $$;

-- The spellings one digit group may stand for: as typed, without its leading zeros, and padded to the width the
-- brand's example gives that group ("7" for a two-digit group → 7, 07).
create or replace function public.code_group_variants(p_group text, p_width int) returns setof text
language sql immutable strict parallel safe as $$
  select distinct v from (
    select coalesce(nullif(ltrim(p_group, '0'), ''), '0') as s
  ) g, lateral (values (p_group), (g.s), (lpad(g.s, greatest(p_width, length(g.s)), '0'))) as x(v)
$$;

-- The written codes of a brand one reading can be, with what they cost: the brand's example as the template (its
-- letters and separators, its number of digit groups), the typed digit groups in its place — as typed when their
-- number is the template's, else the typed digits re-segmented every way — each group with or without leading zeros,
-- kept when the brand's pattern accepts the result. Costs: letters other than the brand's (none typed: 1; some of
-- them: 1; others: 2); each group whose zeros changed: 1; re-segmenting groups the typing had separated: 1.
create or replace function public.code_brand_readings(p_reading text, p_example text, p_pattern text)
returns table (written text, penalty int)
language sql immutable parallel safe as $$
  with typed as (
    select coalesce(array_agg(m[1] order by n), '{}') as groups
    from regexp_matches(p_reading, '[0-9]+', 'g') with ordinality as r(m, n)
  ),
  typed_letters as (
    select coalesce(string_agg(m[1], '' order by n), '') as letters
    from regexp_matches(p_reading, '[A-Z]+', 'g') with ordinality as r(m, n)
  ),
  tmpl as (
    select regexp_split_to_array(upper(p_example), '[0-9]+') as pieces,
      (select array_agg(length(m[1]) order by n) from regexp_matches(upper(p_example), '[0-9]+', 'g') with ordinality as r(m, n)) as widths,
      (select count(*)::int from regexp_matches(upper(p_example), '[0-9]+', 'g')) as k,
      coalesce((select string_agg(m[1], '' order by n) from regexp_matches(upper(p_example), '[A-Z]+', 'g') with ordinality as r(m, n)), '') as letters
  ),
  letter_cost as (
    select case when tl.letters = t.letters then 0
      when tl.letters = '' or position(tl.letters in t.letters) > 0 then 1
      else 2 end as cost
    from typed_letters tl, tmpl t
  ),
  digits as (
    select array_to_string(groups, '') as all_digits, cardinality(groups) as n from typed
  ),
  -- The typed digits split into k groups every way (only when the typing's own grouping does not have k groups).
  splits(rest, parts, depth) as (
    select d.all_digits, '{}'::text[], 1 from digits d, tmpl t
    where length(d.all_digits) between 1 and 10 and t.k between 1 and 4
  ),
  tuples as (
    select t2.groups as parts, 0 as cost from typed t2, tmpl t where cardinality(t2.groups) = t.k
    union all
    select s.parts, case when d.n > 1 then 1 else 0 end from (
      with recursive sp(rest, parts, depth) as (
        select rest, parts, depth from splits
        union all
        select substr(sp.rest, i + 1), sp.parts || substr(sp.rest, 1, i), sp.depth + 1
        from sp, tmpl t, generate_series(1, length(sp.rest) - 1) as i
        where sp.depth < t.k
      )
      select sp.parts || sp.rest as parts from sp, tmpl t where sp.depth = t.k
    ) s, digits d, tmpl t
    where d.n <> t.k
  ),
  filled(idx, written, cost, parts) as (
    with recursive f(idx, written, cost, parts) as (
      select 1, t.pieces[1], tu.cost, tu.parts from tuples tu, tmpl t
      union all
      select f.idx + 1, f.written || v || t.pieces[f.idx + 1], f.cost + case when v = f.parts[f.idx] then 0 else 1 end, f.parts
      from f, tmpl t, lateral public.code_group_variants(f.parts[f.idx], t.widths[f.idx]) as v
      where f.idx <= t.k
    )
    select * from f
  )
  select f.written, min(f.cost + lc.cost)::int
  from filled f, tmpl t, letter_cost lc
  where f.idx = t.k + 1 and f.written ~ p_pattern
  group by f.written
$$;

-- The codes a typing can be (at most 64 characters read): of one brand, or of every brand when p_brand is null. Each
-- row: the code, its brand, how it was found and the penalty (0 = as the brand writes it; higher = further from the
-- typing). 'exact': the typing's normal form is the code's; 'format': a reading through the brand's format (which
-- also finds a code typed without its letters: '520-3' → SPN 520 FMI 3); 'digits': the last resort below.
-- Security definer, returning only the public part of a code (what its code page shows everyone, 0072): search shows
-- a visitor a premium code's title and what opens it, and the callers read anything more under their own policies.
create or replace function public.read_error_code(p_typed text, p_brand text default null)
returns table (error_code_id uuid, brand_id text, code text, code_normalized text, title text, tier text, how text, penalty int)
-- JIT off: the readings' recursive queries look expensive to the planner, and compiling them took PostgreSQL 2 s for
-- a 10 ms read.
language plpgsql stable security definer set search_path = public, pg_temp set jit = off as $$
#variable_conflict use_column
declare
  v_typed text := left(coalesce(p_typed, ''), 64);
  v_normalized text := public.normalize_error_code(v_typed);
  v_found jsonb;
begin
  -- Every reading through every brand's format first (a few small set functions), then one indexed lookup.
  select coalesce(jsonb_agg(jsonb_build_object('b', x.brand_id, 'n', x.normalized, 'p', x.penalty)), '[]') into v_found
  from (
    select b.id as brand_id, public.normalize_error_code(br.written) as normalized, min(r.penalty + br.penalty) as penalty
    from public.code_readings(v_typed) r
    cross join public.brands b
    cross join lateral public.code_brand_readings(r.reading, b.code_example, b.code_pattern) br
    where r.reading ~ '[0-9]' and (p_brand is null or b.id = p_brand) and r.penalty + br.penalty <= 4
    group by 1, 2
  ) x;
  return query
  with wanted as (
    select w->>'b' as brand_id, w->>'n' as normalized, (w->>'p')::int as penalty, 'format'::text as how
    from jsonb_array_elements(v_found) w
  ),
  hits as (
    select c.id, 'exact'::text as how, 0 as penalty from public.error_codes c
    where v_normalized <> '' and c.code_normalized = v_normalized and (p_brand is null or c.brand_id = p_brand)
    union all
    select c.id, w.how, w.penalty from wanted w
    join public.error_codes c on c.code_normalized = w.normalized and c.brand_id = w.brand_id
    union all
    -- A code stored outside its brand's format (an imported one) is still found by its digits when the letters typed
    -- are among its own ('520-3' → SPN 520 FMI 3): the last resort, penalty 3.
    select c.id, 'digits', 3 from public.error_codes c
    where public.error_code_digits(v_normalized) <> ''
      and public.error_code_digits(c.code_normalized) = public.error_code_digits(v_normalized)
      and public.diagnose_code_letters(c.code_normalized) @> public.diagnose_code_letters(v_normalized)
      and (p_brand is null or c.brand_id = p_brand)
  ),
  best as (
    select distinct on (h.id) h.id, h.how, h.penalty from hits h order by h.id, h.penalty, h.how
  )
  select c.id, c.brand_id, c.code, c.code_normalized, c.title, c.tier, b.how, b.penalty
  from best b join public.error_codes c on c.id = b.id
  order by b.penalty, c.brand_id, c.code_normalized
  limit 50;
end $$;

-- The fewest-penalty readings only: one row = a sure reading, several = ambiguous (the caller asks which one).
create or replace function public.read_error_code_best(p_typed text, p_brand text default null)
returns table (error_code_id uuid, brand_id text, code text, code_normalized text, title text, tier text, how text, penalty int)
language sql stable security definer set search_path = public, pg_temp as $$
  select r.error_code_id, r.brand_id, r.code, r.code_normalized, r.title, r.tier, r.how, r.penalty from (
    select x.*, min(x.penalty) over () as least_penalty from public.read_error_code(p_typed, p_brand) x
  ) r
  where r.penalty = r.least_penalty
  order by r.brand_id, r.code_normalized
$$;

-- The building blocks are not the API's (one takes a regular expression as an argument); the reader, security
-- definer, runs them as their owner.
revoke execute on function public.brands_check_code_pattern(), public.code_pattern_from_example(text),
  public.code_readings(text), public.code_group_variants(text, int), public.code_brand_readings(text, text, text)
  from public, anon, authenticated;
grant execute on function public.read_error_code(text, text), public.read_error_code_best(text, text)
  to anon, authenticated, service_role;
