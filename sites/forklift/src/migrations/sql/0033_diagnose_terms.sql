-- Diagnostics' word index of error codes, kept by triggers: one row for a code's summary (title, summary) and one
-- for its details (setting condition, effect, causes, checks, remedy, parts), each readable exactly when the row it
-- comes from is, so ranking as the caller never uses words the caller may not read. diagnose_retrieve ranks with it.

create table if not exists public.diagnose_code_terms (
  error_code_id uuid not null references public.error_codes (id) on delete cascade,
  part text not null check (part in ('summary', 'details')),
  brand_id text not null,
  tier text not null,
  doc tsvector not null,
  primary key (error_code_id, part)
);
create index if not exists diagnose_code_terms_doc_idx on public.diagnose_code_terms using gin (doc);
create index if not exists diagnose_code_terms_brand_idx on public.diagnose_code_terms (brand_id, part);

alter table public.diagnose_code_terms enable row level security;
drop policy if exists diagnose_code_terms_read on public.diagnose_code_terms;
create policy diagnose_code_terms_read on public.diagnose_code_terms for select to anon, authenticated using (
  case part
    when 'summary' then tier = 'free' or (select auth.uid()) is not null
    else (tier = 'free' and (select auth.uid()) is not null) or brand_id = any ((select public.premium_brand_ids())::text[])
  end
);

create or replace function public.diagnose_summary_doc(c public.error_codes) returns tsvector
language sql immutable as $$
  select setweight(to_tsvector('english', c.title), 'A') || setweight(to_tsvector('english', c.summary), 'B')
$$;

create or replace function public.diagnose_details_doc(d public.error_code_details) returns tsvector
language sql immutable as $$
  select setweight(to_tsvector('english', coalesce(d.trigger_condition, '') || ' ' || coalesce(d.effect, '')), 'B')
    || setweight(to_tsvector('english', coalesce((select string_agg(x->>'text', ' ') from jsonb_array_elements(d.causes) x), '')), 'C')
    || setweight(to_tsvector('english', coalesce((select string_agg(x->>'text', ' ') from jsonb_array_elements(d.checks) x), '') || ' ' || coalesce(d.remedy, '')), 'D')
    || setweight(to_tsvector('english', array_to_string(d.components, ' ')), 'C')
$$;

create or replace function public.diagnose_terms_from_code() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  insert into public.diagnose_code_terms (error_code_id, part, brand_id, tier, doc)
  values (new.id, 'summary', new.brand_id, new.tier, public.diagnose_summary_doc(new))
  on conflict (error_code_id, part) do update set brand_id = excluded.brand_id, tier = excluded.tier, doc = excluded.doc;
  update public.diagnose_code_terms set brand_id = new.brand_id, tier = new.tier
  where error_code_id = new.id and part = 'details' and (brand_id <> new.brand_id or tier <> new.tier);
  return new;
end $$;

create or replace function public.diagnose_terms_from_details() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  insert into public.diagnose_code_terms (error_code_id, part, brand_id, tier, doc)
  select c.id, 'details', c.brand_id, c.tier, public.diagnose_details_doc(new) from public.error_codes c where c.id = new.error_code_id
  on conflict (error_code_id, part) do update set doc = excluded.doc;
  return new;
end $$;

create or replace function public.diagnose_terms_drop_details() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  delete from public.diagnose_code_terms where error_code_id = old.error_code_id and part = 'details';
  return old;
end $$;

drop trigger if exists diagnose_terms_code on public.error_codes;
create trigger diagnose_terms_code after insert or update of title, summary, tier, brand_id on public.error_codes
  for each row execute function public.diagnose_terms_from_code();
drop trigger if exists diagnose_terms_details on public.error_code_details;
create trigger diagnose_terms_details after insert or update on public.error_code_details
  for each row execute function public.diagnose_terms_from_details();
drop trigger if exists diagnose_terms_details_delete on public.error_code_details;
create trigger diagnose_terms_details_delete after delete on public.error_code_details
  for each row execute function public.diagnose_terms_drop_details();

revoke execute on function public.diagnose_terms_from_code(), public.diagnose_terms_from_details(),
  public.diagnose_terms_drop_details() from public, anon, authenticated;

insert into public.diagnose_code_terms (error_code_id, part, brand_id, tier, doc)
select c.id, 'summary', c.brand_id, c.tier, public.diagnose_summary_doc(c) from public.error_codes c
on conflict (error_code_id, part) do nothing;
insert into public.diagnose_code_terms (error_code_id, part, brand_id, tier, doc)
select c.id, 'details', c.brand_id, c.tier, public.diagnose_details_doc(d)
from public.error_code_details d join public.error_codes c on c.id = d.error_code_id
on conflict (error_code_id, part) do nothing;

-- The query's words as one prefix query each (at most 16), for counting how many of them a text contains.
create or replace function public.diagnose_word_queries(p_query text) returns tsquery[]
language sql immutable parallel safe as $$
  select coalesce(array_agg(to_tsquery('english', quote_literal(l) || ':*')), '{}') from (
    select l from unnest(tsvector_to_array(to_tsvector('english', left(coalesce(p_query, ''), 2000)))) as l
    where length(l) >= 2 limit 16) w
$$;

-- Which of the words a document contains, as a bit mask (bit i = word i).
create or replace function public.diagnose_word_mask(p_doc tsvector, p_words tsquery[]) returns int
language sql immutable parallel safe as $$
  select coalesce(sum(1 << (i - 1)::int), 0)::int from unnest(p_words) with ordinality as w(q, i) where p_doc @@ w.q
$$;

create or replace function public.diagnose_bit_count(p_mask int) returns int
language sql immutable parallel safe as $$
  select length(replace(p_mask::bit(32)::text, '0', ''))
$$;

grant execute on function public.diagnose_word_queries(text), public.diagnose_word_mask(tsvector, tsquery[]),
  public.diagnose_bit_count(int), public.diagnose_summary_doc(public.error_codes),
  public.diagnose_details_doc(public.error_code_details) to anon, authenticated, service_role;
