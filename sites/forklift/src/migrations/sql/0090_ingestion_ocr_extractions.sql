-- Ingestion of real manuals (issue 35): where each page's text came from, the OCR's word boxes, and the fault codes
-- the importer read out of a manual, with their provenance and review state.
--   manual_pages.text_source   'text' (the PDF's text layer) | 'ocr' (read from the rendered page)
--   manual_page_words          OCR word boxes of a page, as fractions of the page: [[text, left, top, width, height]];
--                              readable exactly when the page is (its policy asks manual_pages, under the caller's rules)
--   code_extractions           one row per code a manual explains: how and on which page it was found, what it says,
--                              and review_state unreviewed | approved | rejected. Applied extractions are written into
--                              error_codes / error_code_details in the sample content's shape (a new code, or an
--                              existing one enriched with this manual's causes, checks and page references); held ones
--                              (`npm run import -- --hold-for-review`) wait for approval and are seen by admins only.
--   error_codes.review_state   null for catalogue content; the extraction's state for a code the importer created.

alter table public.manual_pages add column if not exists text_source text not null default 'text'
  check (text_source in ('text', 'ocr'));

create table if not exists public.manual_page_words (
  manual_id uuid not null,
  page_number int not null,
  words jsonb not null default '[]' check (jsonb_typeof(words) = 'array'),
  primary key (manual_id, page_number),
  foreign key (manual_id, page_number) references public.manual_pages (manual_id, page_number) on delete cascade
);
alter table public.manual_page_words enable row level security;
drop policy if exists manual_page_words_read on public.manual_page_words;
create policy manual_page_words_read on public.manual_page_words for select to anon, authenticated using (
  exists (select 1 from public.manual_pages p where p.manual_id = manual_page_words.manual_id and p.page_number = manual_page_words.page_number)
);
grant select on public.manual_page_words to anon, authenticated;

alter table public.error_codes add column if not exists review_state text
  check (review_state in ('unreviewed', 'approved', 'rejected'));
alter table public.error_codes add column if not exists source_manual_id uuid references public.manuals (id) on delete set null;
alter table public.error_codes add column if not exists source_page_number int;

create table if not exists public.code_extractions (
  id uuid primary key default gen_random_uuid(),
  manual_id uuid not null references public.manuals (id) on delete cascade,
  brand_id text not null references public.brands (id) on delete cascade,
  code text not null,
  code_normalized text not null,
  -- The page that explains the code, and how it was read there.
  page_number int not null check (page_number >= 1),
  found_by text not null check (found_by in ('table', 'block', 'list')),
  text_source text not null default 'text' check (text_source in ('text', 'ocr')),
  title text not null,
  summary text not null default '',
  system_id text references public.systems (id),
  severity text not null default 'warn' check (severity in ('stop', 'warn', 'info')),
  -- {triggerCondition, effect, causes: [{text, manualId, pageNumber}], checks: [{text, expected, manualId, pageNumber}],
  --  remedy, remedyPageNumber, pageRefs: [{manualId, pageNumber, quote}]}
  details jsonb not null default '{}' check (jsonb_typeof(details) = 'object'),
  review_state text not null default 'unreviewed' check (review_state in ('unreviewed', 'approved', 'rejected')),
  held boolean not null default false,
  error_code_id uuid references public.error_codes (id) on delete set null,
  -- True when applying this extraction created the code (false: it enriched a code that existed).
  created_code boolean not null default false,
  created_at timestamptz not null default now(),
  reviewed_at timestamptz,
  reviewed_by uuid,
  unique (manual_id, code_normalized)
);
create index if not exists code_extractions_code_idx on public.code_extractions (brand_id, code_normalized);
create index if not exists code_extractions_queue_idx on public.code_extractions (review_state, created_at);
create index if not exists code_extractions_error_code_idx on public.code_extractions (error_code_id);

alter table public.code_extractions enable row level security;
drop policy if exists code_extractions_admin_read on public.code_extractions;
create policy code_extractions_admin_read on public.code_extractions for select to authenticated using ((select public.is_admin()));
grant select on public.code_extractions to authenticated;

-- Elements of a jsonb array not cited to the manual.
create or replace function public.jsonb_without_manual(p_items jsonb, p_manual_id uuid) returns jsonb
language sql immutable as $$
  select coalesce(jsonb_agg(e order by n), '[]'::jsonb)
  from jsonb_array_elements(coalesce(p_items, '[]'::jsonb)) with ordinality as x(e, n)
  where coalesce(e ->> 'manualId', '') <> p_manual_id::text
$$;

-- Elements of p_new whose text is not already among p_old's, appended to p_old.
create or replace function public.jsonb_merge_by_text(p_old jsonb, p_new jsonb) returns jsonb
language sql immutable as $$
  select coalesce(p_old, '[]'::jsonb) || coalesce((
    select jsonb_agg(e order by n) from jsonb_array_elements(coalesce(p_new, '[]'::jsonb)) with ordinality as x(e, n)
    where not exists (
      select 1 from jsonb_array_elements(coalesce(p_old, '[]'::jsonb)) o
      where lower(coalesce(o ->> 'text', o ->> 'quote', '')) = lower(coalesce(e ->> 'text', e ->> 'quote', ''))
        and coalesce(o ->> 'manualId', '') = coalesce(e ->> 'manualId', '')
    )
  ), '[]'::jsonb)
$$;

-- Writes an extraction into the content: a new code with its details, or the brand's existing code enriched (its
-- title and summary kept; causes, checks and references added; remedy and condition filled when empty).
create or replace function public.apply_code_extraction(p_id uuid) returns uuid
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  x public.code_extractions;
  m public.manuals;
  v_code_id uuid;
  v_created boolean := false;
  v_remedy text;
begin
  select * into x from public.code_extractions where id = p_id for update;
  if not found then raise exception 'no such extraction' using errcode = 'PT404', hint = 'extraction_not_found'; end if;
  select * into m from public.manuals where id = x.manual_id;
  v_remedy := coalesce(x.details ->> 'remedy', '');
  select id into v_code_id from public.error_codes where brand_id = x.brand_id and code_normalized = x.code_normalized;
  if v_code_id is null then
    insert into public.error_codes (brand_id, series_ids, model_ids, fuel_types, system_id, code, code_normalized, title, summary,
      severity, tier, is_sample, review_state, source_manual_id, source_page_number)
    values (x.brand_id, m.series_ids, m.model_ids, m.fuel_types, x.system_id, x.code, x.code_normalized, x.title, x.summary,
      x.severity, m.tier, false, x.review_state, x.manual_id, x.page_number)
    returning id into v_code_id;
    v_created := true;
  elsif x.system_id is not null then
    update public.error_codes set system_id = coalesce(system_id, x.system_id) where id = v_code_id and system_id is null;
  end if;
  insert into public.error_code_details as d (error_code_id, trigger_condition, effect, causes, checks, remedy, remedy_manual_id,
    remedy_page_number, page_refs)
  values (v_code_id, coalesce(x.details ->> 'triggerCondition', ''), coalesce(x.details ->> 'effect', ''),
    coalesce(x.details -> 'causes', '[]'), coalesce(x.details -> 'checks', '[]'), v_remedy,
    case when v_remedy <> '' then x.manual_id end, case when v_remedy <> '' then (x.details ->> 'remedyPageNumber')::int end,
    coalesce(x.details -> 'pageRefs', '[]'))
  on conflict (error_code_id) do update set
    trigger_condition = case when d.trigger_condition = '' then excluded.trigger_condition else d.trigger_condition end,
    effect = case when d.effect = '' then excluded.effect else d.effect end,
    causes = public.jsonb_merge_by_text(d.causes, excluded.causes),
    checks = public.jsonb_merge_by_text(d.checks, excluded.checks),
    remedy = case when d.remedy = '' then excluded.remedy else d.remedy end,
    remedy_manual_id = case when d.remedy = '' then excluded.remedy_manual_id else d.remedy_manual_id end,
    remedy_page_number = case when d.remedy = '' then excluded.remedy_page_number else d.remedy_page_number end,
    page_refs = public.jsonb_merge_by_text(d.page_refs, excluded.page_refs),
    updated_at = now();
  update public.code_extractions set error_code_id = v_code_id, created_code = v_created, held = false where id = p_id;
  return v_code_id;
end $$;

-- Takes an extraction back out of the content: a code it created is deleted (unless another manual's extraction now
-- cites it: then only this manual's references go); a code it enriched loses what this manual added.
create or replace function public.retract_code_extraction(p_id uuid) returns void
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  x public.code_extractions;
begin
  select * into x from public.code_extractions where id = p_id for update;
  if not found or x.error_code_id is null then return; end if;
  if x.created_code and not exists (
    select 1 from public.code_extractions o where o.error_code_id = x.error_code_id and o.id <> x.id and not o.held
  ) then
    delete from public.error_codes where id = x.error_code_id;
  else
    update public.error_code_details set
      causes = public.jsonb_without_manual(causes, x.manual_id),
      checks = public.jsonb_without_manual(checks, x.manual_id),
      page_refs = public.jsonb_without_manual(page_refs, x.manual_id),
      remedy = case when remedy_manual_id = x.manual_id then '' else remedy end,
      remedy_page_number = case when remedy_manual_id = x.manual_id then null else remedy_page_number end,
      remedy_manual_id = case when remedy_manual_id = x.manual_id then null else remedy_manual_id end,
      updated_at = now()
    where error_code_id = x.error_code_id;
  end if;
  update public.code_extractions set error_code_id = null, created_code = false where id = p_id;
end $$;

-- Before a changed manual is extracted again: what it gave that no person approved or corrected is taken out and
-- forgotten; approved extractions, and codes it created that a person has since edited (title, summary or severity no
-- longer as extracted), stay. Returns the normal forms of the codes kept.
create or replace function public.retract_manual_extractions(p_manual_id uuid) returns text[]
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  v_id uuid;
begin
  for v_id in
    select x.id from public.code_extractions x
    where x.manual_id = p_manual_id and x.review_state <> 'approved'
      and not exists (
        select 1 from public.error_codes c
        where x.created_code and c.id = x.error_code_id
          and (c.title <> x.title or c.summary <> x.summary or c.severity <> x.severity)
      )
  loop
    perform public.retract_code_extraction(v_id);
    delete from public.code_extractions where id = v_id;
  end loop;
  return coalesce((select array_agg(code_normalized) from public.code_extractions where manual_id = p_manual_id), '{}');
end $$;

-- The review (the operator console's queue): approve publishes a held extraction and marks a created code approved;
-- reject takes it back out of the content.
create or replace function public.review_code_extraction(p_id uuid, p_state text) returns public.code_extractions
language plpgsql volatile security definer set search_path = public, pg_temp as $$
declare
  x public.code_extractions;
begin
  if not public.is_admin() and coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'only admins review extracted codes' using errcode = '42501', hint = 'forbidden';
  end if;
  if p_state not in ('approved', 'rejected') then
    raise exception 'review state must be approved or rejected' using errcode = '22023', hint = 'invalid_review_state';
  end if;
  select * into x from public.code_extractions where id = p_id;
  if not found then raise exception 'no such extraction' using errcode = 'PT404', hint = 'extraction_not_found'; end if;
  update public.code_extractions set review_state = p_state, reviewed_at = now(), reviewed_by = auth.uid() where id = p_id;
  if p_state = 'approved' then
    if x.held or x.error_code_id is null then perform public.apply_code_extraction(p_id); end if;
  else
    perform public.retract_code_extraction(p_id);
    update public.code_extractions set held = false where id = p_id;
  end if;
  update public.error_codes c set review_state = p_state
    from public.code_extractions e where e.id = p_id and e.created_code and c.id = e.error_code_id;
  select * into x from public.code_extractions where id = p_id;
  return x;
end $$;

revoke execute on function public.apply_code_extraction(uuid), public.retract_code_extraction(uuid),
  public.retract_manual_extractions(uuid) from public, anon, authenticated;
revoke execute on function public.review_code_extraction(uuid, text) from public, anon;
grant execute on function public.review_code_extraction(uuid, text) to authenticated, service_role;
