-- Imports as jobs in the database (issue 35 item 5), the simplest durable form that runs the same on PGlite and
-- PostgreSQL (a job library such as pg-boss needs a PostgreSQL server's advisory locks and its own schema; PGlite
-- has one connection). One open job per source folder; its files are claimed one at a time with
-- `for update skip locked`, so several importing processes on one PostgreSQL share the work; a claim whose process
-- stopped beating its heart is taken over. Each file is written in one transaction (a killed process leaves nothing
-- half-written), and every page read by OCR is kept in import_page_cache at once, so a restart re-reads no finished page.

create table if not exists public.import_jobs (
  id uuid primary key default gen_random_uuid(),
  source text not null,
  options jsonb not null default '{}' check (jsonb_typeof(options) = 'object'),
  state text not null default 'running' check (state in ('running', 'done')),
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create unique index if not exists import_jobs_open_idx on public.import_jobs (source) where state = 'running';

create table if not exists public.import_job_files (
  job_id uuid not null references public.import_jobs (id) on delete cascade,
  position int not null,
  item jsonb not null,
  state text not null default 'pending' check (state in ('pending', 'running', 'done')),
  worker text,
  claimed_at timestamptz,
  finished_at timestamptz,
  -- {kind: imported | replaced | skipped | failed, reason?, message?, pages, ocrPages, ocrMs, codes, pageProblems}
  outcome jsonb,
  primary key (job_id, position)
);

create table if not exists public.import_page_cache (
  checksum text not null,
  page_number int not null check (page_number >= 1),
  page jsonb not null,
  created_at timestamptz not null default now(),
  primary key (checksum, page_number)
);

alter table public.import_jobs enable row level security;
alter table public.import_job_files enable row level security;
alter table public.import_page_cache enable row level security;
drop policy if exists import_jobs_admin_read on public.import_jobs;
create policy import_jobs_admin_read on public.import_jobs for select to authenticated using ((select public.is_admin()));
drop policy if exists import_job_files_admin_read on public.import_job_files;
create policy import_job_files_admin_read on public.import_job_files for select to authenticated using ((select public.is_admin()));
grant select on public.import_jobs, public.import_job_files to authenticated;
