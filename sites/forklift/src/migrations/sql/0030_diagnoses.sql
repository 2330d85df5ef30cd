-- Diagnostics: saved diagnoses with their sources, technicians' feedback and the confirmed-fix counts it yields, and
-- the usage log behind the daily limit and the per-user rate limit. Writes go through security-definer functions that
-- act only for auth.uid(); a user reads only their own diagnoses and feedback; counts are public aggregates.

-- Limits, one row, editable by admins (and the service role): free users' diagnoses per UTC day, and every user's
-- diagnoses per rolling minute.
create table if not exists public.diagnostics_settings (
  id boolean primary key default true check (id),
  free_daily_limit int not null default 20 check (free_daily_limit >= 0),
  rate_per_minute int not null default 6 check (rate_per_minute >= 1),
  updated_at timestamptz not null default now()
);
insert into public.diagnostics_settings (id) values (true) on conflict (id) do nothing;

create table if not exists public.diagnoses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  brand_id text not null references public.brands (id) on delete cascade,
  series_id text,
  model_id text,
  serial text,
  fuel_type text,
  code text,
  symptoms text,
  engine text not null,
  refused boolean not null default false,
  refusal_reason text,
  error_code_id uuid references public.error_codes (id) on delete set null,
  -- The candidate codes, best first: [{errorCodeId, code, title, score}]
  matches jsonb not null default '[]' check (jsonb_typeof(matches) = 'array'),
  -- The answer as streamed: [{kind, text, sources: [source ids]}]
  steps jsonb not null default '[]' check (jsonb_typeof(steps) = 'array'),
  created_at timestamptz not null default now()
);
create index if not exists diagnoses_user_idx on public.diagnoses (user_id, created_at desc);

create table if not exists public.diagnosis_sources (
  diagnosis_id uuid not null references public.diagnoses (id) on delete cascade,
  source_id text not null,
  kind text not null check (kind in ('error_code', 'manual_page')),
  title text not null,
  error_code_id uuid references public.error_codes (id) on delete set null,
  manual_id uuid references public.manuals (id) on delete set null,
  page_number int,
  position int not null,
  primary key (diagnosis_id, source_id)
);

create table if not exists public.diagnosis_feedback (
  diagnosis_id uuid primary key references public.diagnoses (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  error_code_id uuid references public.error_codes (id) on delete cascade,
  outcome text not null check (outcome in ('fixed', 'not_fixed')),
  -- The cause that turned out to be the fault (its text as the answer gave it), when the technician named one.
  cause_text text check (length(cause_text) <= 2000),
  comment text not null default '' check (length(comment) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists diagnosis_feedback_code_idx on public.diagnosis_feedback (error_code_id, outcome);

-- One row per accepted diagnose call (refused calls and limit refusals are not counted).
create table if not exists public.diagnosis_usage (
  user_id uuid not null references auth.users (id) on delete cascade,
  at timestamptz not null default clock_timestamp()
);
create index if not exists diagnosis_usage_user_idx on public.diagnosis_usage (user_id, at desc);

alter table public.diagnostics_settings enable row level security;
alter table public.diagnoses enable row level security;
alter table public.diagnosis_sources enable row level security;
alter table public.diagnosis_feedback enable row level security;
alter table public.diagnosis_usage enable row level security;

drop policy if exists diagnostics_settings_read on public.diagnostics_settings;
create policy diagnostics_settings_read on public.diagnostics_settings for select to anon, authenticated using (true);
drop policy if exists diagnostics_settings_admin on public.diagnostics_settings;
create policy diagnostics_settings_admin on public.diagnostics_settings for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

drop policy if exists diagnoses_own on public.diagnoses;
create policy diagnoses_own on public.diagnoses for select to authenticated using (user_id = (select auth.uid()));
drop policy if exists diagnoses_delete_own on public.diagnoses;
create policy diagnoses_delete_own on public.diagnoses for delete to authenticated using (user_id = (select auth.uid()));
drop policy if exists diagnosis_sources_own on public.diagnosis_sources;
create policy diagnosis_sources_own on public.diagnosis_sources for select to authenticated using (
  exists (select 1 from public.diagnoses d where d.id = diagnosis_sources.diagnosis_id and d.user_id = (select auth.uid()))
);
drop policy if exists diagnosis_feedback_own on public.diagnosis_feedback;
create policy diagnosis_feedback_own on public.diagnosis_feedback for select to authenticated using (user_id = (select auth.uid()));
drop policy if exists diagnosis_usage_own on public.diagnosis_usage;
create policy diagnosis_usage_own on public.diagnosis_usage for select to authenticated using (user_id = (select auth.uid()));
