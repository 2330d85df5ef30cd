-- Search building blocks: the normal form of a written error code, its digits-only key, and a lexicon of the words
-- in titles, page text and code summaries that spells a typo'd query word back into one the content uses.

create extension if not exists pg_trgm;

-- "E-212", "e 212", "E.0212" → 'E-212'; "SPN 520 FMI 3" → 'SPN-520-FMI-3'; "01-01" → '1-1': upper case, runs of letters
-- and runs of digits (without leading zeros), joined by '-'. The same rule as error_codes.code_normalized.
create or replace function public.normalize_error_code(written text) returns text
language sql immutable strict parallel safe as $$
  select coalesce(string_agg(
    case when t[1] ~ '^[0-9]+$' then coalesce(nullif(ltrim(t[1], '0'), ''), '0') else t[1] end, '-' order by n), '')
  from regexp_matches(upper(written), '[A-Z]+|[0-9]+', 'g') with ordinality as m(t, n)
$$;

-- The digits of a normalised code: 'SPN-520-FMI-3' → '520-3', so "520-3" finds the code written with SPN and FMI.
create or replace function public.error_code_digits(normalized text) returns text
language sql immutable strict parallel safe as $$
  select coalesce(string_agg(t[1], '-' order by n), '')
  from regexp_matches(normalized, '[0-9]+', 'g') with ordinality as m(t, n)
$$;

create index if not exists error_codes_digits_idx on public.error_codes (public.error_code_digits(code_normalized));

-- Words of four to forty letters, lower case, once each.
create or replace function public.search_words(body text) returns setof text
language sql immutable strict parallel safe as $$
  select distinct w from regexp_split_to_table(lower(body), '[^a-z]+') as w where length(w) between 4 and 40
$$;

-- The lexicon: never readable through the API (no policy); read by search_correct_query only.
create table if not exists public.search_lexicon (word text primary key);
alter table public.search_lexicon enable row level security;
revoke all on public.search_lexicon from anon, authenticated;
create index if not exists search_lexicon_word_trgm_idx on public.search_lexicon using gist (word gist_trgm_ops);

create or replace function public.search_lexicon_add_pages() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  insert into public.search_lexicon (word)
  select distinct w from new_rows r, public.search_words(coalesce(r.section_title, '') || ' ' || r.body) as w
  on conflict do nothing;
  return null;
end $$;

create or replace function public.search_lexicon_add_titles() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  insert into public.search_lexicon (word)
  select distinct w from new_rows r, public.search_words(r.title || ' ' || r.summary) as w
  on conflict do nothing;
  return null;
end $$;

revoke execute on function public.search_lexicon_add_pages(), public.search_lexicon_add_titles() from public, anon, authenticated;

drop trigger if exists manual_pages_lexicon_insert on public.manual_pages;
create trigger manual_pages_lexicon_insert after insert on public.manual_pages
  referencing new table as new_rows for each statement execute function public.search_lexicon_add_pages();
drop trigger if exists manual_pages_lexicon_update on public.manual_pages;
create trigger manual_pages_lexicon_update after update on public.manual_pages
  referencing new table as new_rows for each statement execute function public.search_lexicon_add_pages();
drop trigger if exists manuals_lexicon_insert on public.manuals;
create trigger manuals_lexicon_insert after insert on public.manuals
  referencing new table as new_rows for each statement execute function public.search_lexicon_add_titles();
drop trigger if exists manuals_lexicon_update on public.manuals;
create trigger manuals_lexicon_update after update on public.manuals
  referencing new table as new_rows for each statement execute function public.search_lexicon_add_titles();
drop trigger if exists error_codes_lexicon_insert on public.error_codes;
create trigger error_codes_lexicon_insert after insert on public.error_codes
  referencing new table as new_rows for each statement execute function public.search_lexicon_add_titles();
drop trigger if exists error_codes_lexicon_update on public.error_codes;
create trigger error_codes_lexicon_update after update on public.error_codes
  referencing new table as new_rows for each statement execute function public.search_lexicon_add_titles();

-- Content loaded before this migration.
insert into public.search_lexicon (word)
select distinct w from (
  select public.search_words(coalesce(section_title, '') || ' ' || body) as w from public.manual_pages
  union all select public.search_words(title || ' ' || summary) from public.manuals
  union all select public.search_words(title || ' ' || summary) from public.error_codes
) words
on conflict do nothing;

-- Each word of the query the lexicon does not know becomes the closest word it does: nearest by trigram distance
-- among words with the same first letter and a length within two (swapped letters, "hieght", score as low as 0.25);
-- words it knows, numbers and short words stay. Security definer: the lexicon is not the caller's to read, and only
-- a spelling of the caller's own word comes back.
create or replace function public.search_correct_query(query text) returns text
language plpgsql stable strict security definer
set search_path = public, pg_temp set pg_trgm.similarity_threshold = 0.25 as $$
declare
  w text;
  best text;
  words text[] := '{}';
begin
  foreach w in array regexp_split_to_array(btrim(lower(query)), '\s+') loop
    best := null;
    if w ~ '^[a-z]{4,40}$' and not exists (select 1 from public.search_lexicon l where l.word = w) then
      select l.word into best from public.search_lexicon l
      where l.word % w and left(l.word, 1) = left(w, 1) and abs(length(l.word) - length(w)) <= 2
      order by l.word <-> w limit 1;
    end if;
    words := words || coalesce(best, w);
  end loop;
  return array_to_string(words, ' ');
end $$;

grant execute on function public.normalize_error_code(text), public.error_code_digits(text),
  public.search_correct_query(text) to anon, authenticated, service_role;
