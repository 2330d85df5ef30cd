-- The portal's content model: brands → series → models, manuals and their pages, error codes (summary apart from the
-- details so row-level security can hide premium details), bookmarks and early-access sign-ups.
-- Access is decided here and nowhere else (the same rules for rest, storage, rpc, functions and realtime):
--   visitors: brands, series, models, manual titles, free codes' summaries, the preview pages of free manuals;
--   signed in (freemium): every code summary, free manuals' pages and files, free codes' details;
--   `<brand>-premium`, `all-access`, `admin`: that brand's (every brand's) premium pages, files and details.

create extension if not exists pg_trgm;

-- Roles every site user may hold; fixed ids so the design's page user groups can name them.
insert into public.roles (id, name) values
  ('7a1e0c52-5d1f-4c1a-9d01-000000000010', 'freemium'),
  ('7a1e0c52-5d1f-4c1a-9d01-000000000020', 'all-access'),
  ('7a1e0c52-5d1f-4c1a-9d01-000000000030', 'admin')
on conflict (name) do nothing;

-- Every new user is freemium.
create or replace function public.grant_freemium_role() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  insert into public.custom_user_roles (user_id, role_id)
  select new.id, r.id from public.roles r where r.name = 'freemium'
  on conflict do nothing;
  return new;
end $$;

drop trigger if exists on_auth_user_created_grant_freemium on auth.users;
create trigger on_auth_user_created_grant_freemium after insert on auth.users
  for each row execute function public.grant_freemium_role();

-- The caller's role names (empty for visitors). Security definer: the role tables are read whatever the caller may see.
create or replace function public.current_role_names() returns text[]
language sql stable security definer set search_path = public, pg_temp as $$
  select coalesce(array_agg(r.name), '{}')
  from public.custom_user_roles ur join public.roles r on r.id = ur.role_id
  where ur.user_id = auth.uid()
$$;

-- Brands whose premium content the caller may read: the brand's premium role, or all of them with all-access/admin.
create or replace function public.premium_brand_ids() returns text[]
language sql stable security definer set search_path = public, pg_temp as $$
  with names as (select unnest(public.current_role_names()) as name)
  select case
    when exists (select 1 from names where name in ('all-access', 'admin')) then array['c-monarch', 'r-raynet', 't-sensei', 'h-brick', 'u-stitch']
    else coalesce((select array_agg(left(name, length(name) - length('-premium'))) from names where name like '%-premium'), '{}')
  end
$$;

create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = public, pg_temp as $$
  select 'admin' = any(public.current_role_names())
$$;

-- May the caller read content of this brand and tier? Free content needs a session; premium content a premium role.
create or replace function public.can_read_content(p_brand_id text, p_tier text) returns boolean
language sql stable security definer set search_path = public, pg_temp as $$
  select case p_tier
    when 'free' then auth.uid() is not null
    else p_brand_id = any(public.premium_brand_ids())
  end
$$;

grant execute on function public.current_role_names(), public.premium_brand_ids(), public.is_admin(),
  public.can_read_content(text, text) to anon, authenticated, service_role;
revoke execute on function public.grant_freemium_role() from public, anon, authenticated;

-- Catalogue ---------------------------------------------------------------------------------------------------------

create table if not exists public.brands (
  id text primary key check (id ~ '^[a-z0-9-]+$'),
  name text not null,
  tagline text not null default '',
  description text not null default '',
  -- How the brand writes its error codes, described in data: a human description, an example and a regular
  -- expression over the written form (search and diagnostics normalise against it).
  code_format text not null,
  code_example text not null,
  code_pattern text not null,
  sort_order int not null default 0
);

create table if not exists public.fuel_types (
  id text primary key check (id in ('electric', 'lpg', 'diesel', 'gasoline', 'cng-dual')),
  name text not null,
  sort_order int not null default 0
);

create table if not exists public.systems (
  id text primary key check (id ~ '^[a-z0-9-]+$'),
  name text not null,
  sort_order int not null default 0
);

create table if not exists public.series (
  id text primary key check (id ~ '^[a-z0-9-]+$'),
  brand_id text not null references public.brands (id) on delete cascade,
  name text not null,
  truck_type text not null default '',
  fuel_types text[] not null default '{}',
  year_from int,
  year_to int,
  description text not null default '',
  sort_order int not null default 0
);
create index if not exists series_brand_idx on public.series (brand_id);

create table if not exists public.models (
  id text primary key check (id ~ '^[a-z0-9-]+$'),
  series_id text not null references public.series (id) on delete cascade,
  brand_id text not null references public.brands (id) on delete cascade,
  name text not null,
  fuel_type text not null references public.fuel_types (id),
  capacity_kg int,
  -- Serial numbers this model was built with; to null = still in production ("40500-UP").
  serial_from bigint not null default 0,
  serial_to bigint,
  sort_order int not null default 0
);
create index if not exists models_series_idx on public.models (series_id);
create index if not exists models_brand_idx on public.models (brand_id);

-- Manuals -----------------------------------------------------------------------------------------------------------

create table if not exists public.manuals (
  id uuid primary key default gen_random_uuid(),
  brand_id text not null references public.brands (id) on delete cascade,
  series_ids text[] not null default '{}',
  model_ids text[] not null default '{}',
  fuel_types text[] not null default '{}',
  system_ids text[] not null default '{}',
  kind text not null check (kind in ('service', 'parts', 'wiring', 'operator')),
  title text not null,
  summary text not null default '',
  revision text not null default '1',
  revision_date date,
  serial_from bigint not null default 0,
  serial_to bigint,
  page_count int not null default 0 check (page_count >= 0),
  tier text not null default 'premium' check (tier in ('free', 'premium')),
  -- Pages 1..preview_pages of a free manual are readable by visitors (the site's free preview).
  preview_pages int not null default 0 check (preview_pages >= 0),
  object_path text not null unique,
  file_size bigint not null default 0,
  checksum text not null default '',
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists manuals_brand_idx on public.manuals (brand_id, kind);
create index if not exists manuals_series_idx on public.manuals using gin (series_ids);
create index if not exists manuals_title_trgm_idx on public.manuals using gin (title gin_trgm_ops);

create table if not exists public.manual_pages (
  manual_id uuid not null references public.manuals (id) on delete cascade,
  page_number int not null check (page_number >= 1),
  -- The title of the section this page starts, when it starts one.
  section_title text,
  body text not null default '',
  search_vector tsvector generated always as (
    setweight(to_tsvector('english', coalesce(section_title, '')), 'A') || setweight(to_tsvector('english', body), 'B')
  ) stored,
  primary key (manual_id, page_number)
);
create index if not exists manual_pages_fts_idx on public.manual_pages using gin (search_vector);
create index if not exists manual_pages_body_trgm_idx on public.manual_pages using gin (body gin_trgm_ops);

-- Error codes -------------------------------------------------------------------------------------------------------

create table if not exists public.error_codes (
  id uuid primary key default gen_random_uuid(),
  brand_id text not null references public.brands (id) on delete cascade,
  series_ids text[] not null default '{}',
  model_ids text[] not null default '{}',
  fuel_types text[] not null default '{}',
  system_id text references public.systems (id),
  -- As the brand writes it ("E-212", "01-01", "SPN 520 FMI 3"), and normalised: upper case, letters and digits
  -- only, runs of digits without leading zeros, separated by '-' (search and diagnostics compare this form).
  code text not null,
  code_normalized text not null,
  title text not null,
  summary text not null default '',
  controller text not null default '',
  severity text not null check (severity in ('stop', 'warn', 'info')),
  tier text not null default 'premium' check (tier in ('free', 'premium')),
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  unique (brand_id, code_normalized)
);
create index if not exists error_codes_code_idx on public.error_codes (code_normalized);
create index if not exists error_codes_title_trgm_idx on public.error_codes using gin (title gin_trgm_ops);
create index if not exists error_codes_fts_idx on public.error_codes
  using gin (to_tsvector('english', title || ' ' || summary));

-- One row per code. Every cause, check and the remedy names the manual page that says so, word for word:
--   causes  [{"text", "manualId", "pageNumber"}]                       ranked, most likely first
--   checks  [{"text", "expected", "manualId", "pageNumber"}]           in the order to make them
--   page_refs [{"manualId", "pageNumber", "quote"}]                     every sentence above and the page it is on
create table if not exists public.error_code_details (
  error_code_id uuid primary key references public.error_codes (id) on delete cascade,
  trigger_condition text not null default '',
  effect text not null default '',
  causes jsonb not null default '[]' check (jsonb_typeof(causes) = 'array'),
  checks jsonb not null default '[]' check (jsonb_typeof(checks) = 'array'),
  remedy text not null default '',
  remedy_manual_id uuid references public.manuals (id) on delete set null,
  remedy_page_number int,
  components text[] not null default '{}',
  connectors text[] not null default '{}',
  page_refs jsonb not null default '[]' check (jsonb_typeof(page_refs) = 'array'),
  updated_at timestamptz not null default now()
);

-- Saved work and sign-ups -------------------------------------------------------------------------------------------

create table if not exists public.bookmarks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  manual_id uuid not null references public.manuals (id) on delete cascade,
  page_number int not null check (page_number >= 1),
  note text not null default '' check (length(note) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, manual_id, page_number)
);
create index if not exists bookmarks_user_idx on public.bookmarks (user_id, updated_at desc);

create table if not exists public.early_access (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 320),
  brand_id text references public.brands (id) on delete cascade,
  created_at timestamptz not null default now()
);
create unique index if not exists early_access_email_brand_idx on public.early_access (lower(email), coalesce(brand_id, ''));

-- Row-level security -------------------------------------------------------------------------------------------------

alter table public.brands enable row level security;
alter table public.fuel_types enable row level security;
alter table public.systems enable row level security;
alter table public.series enable row level security;
alter table public.models enable row level security;
alter table public.manuals enable row level security;
alter table public.manual_pages enable row level security;
alter table public.error_codes enable row level security;
alter table public.error_code_details enable row level security;
alter table public.bookmarks enable row level security;
alter table public.early_access enable row level security;

drop policy if exists brands_read on public.brands;
create policy brands_read on public.brands for select to anon, authenticated using (true);
drop policy if exists fuel_types_read on public.fuel_types;
create policy fuel_types_read on public.fuel_types for select to anon, authenticated using (true);
drop policy if exists systems_read on public.systems;
create policy systems_read on public.systems for select to anon, authenticated using (true);
drop policy if exists series_read on public.series;
create policy series_read on public.series for select to anon, authenticated using (true);
drop policy if exists models_read on public.models;
create policy models_read on public.models for select to anon, authenticated using (true);
drop policy if exists manuals_read on public.manuals;
create policy manuals_read on public.manuals for select to anon, authenticated using (true);

drop policy if exists manual_pages_read on public.manual_pages;
create policy manual_pages_read on public.manual_pages for select to anon, authenticated using (
  exists (
    select 1 from public.manuals m
    where m.id = manual_pages.manual_id
      and (
        (m.tier = 'free' and ((select auth.uid()) is not null or manual_pages.page_number <= m.preview_pages))
        or m.brand_id = any ((select public.premium_brand_ids())::text[])
      )
  )
);

drop policy if exists error_codes_read on public.error_codes;
create policy error_codes_read on public.error_codes for select to anon, authenticated using (
  tier = 'free' or (select auth.uid()) is not null
);

drop policy if exists error_code_details_read on public.error_code_details;
create policy error_code_details_read on public.error_code_details for select to authenticated using (
  exists (
    select 1 from public.error_codes c
    where c.id = error_code_details.error_code_id
      and ((c.tier = 'free' and (select auth.uid()) is not null) or c.brand_id = any ((select public.premium_brand_ids())::text[]))
  )
);

drop policy if exists bookmarks_own on public.bookmarks;
create policy bookmarks_own on public.bookmarks for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

drop policy if exists early_access_insert on public.early_access;
create policy early_access_insert on public.early_access for insert to anon, authenticated with check (true);
drop policy if exists early_access_admin_read on public.early_access;
create policy early_access_admin_read on public.early_access for select to authenticated using ((select public.is_admin()));

-- Files: the private bucket `manuals`; a file is readable by whoever may read its manual's pages in full.
insert into storage.buckets (id, name, public, allowed_mime_types)
values ('manuals', 'manuals', false, array['application/pdf'])
on conflict (id) do nothing;

drop policy if exists manuals_files_read on storage.objects;
create policy manuals_files_read on storage.objects for select to anon, authenticated using (
  bucket_id = 'manuals'
  and exists (
    select 1 from public.manuals m
    where m.object_path = storage.objects.name
      and (
        (m.tier = 'free' and (select auth.uid()) is not null)
        or m.brand_id = any ((select public.premium_brand_ids())::text[])
      )
  )
);
