-- The site's roles and the user ↔ role links the auth plugin reads (and payments writes); a user reads only their own links.

create table if not exists public.roles (
  id uuid primary key default gen_random_uuid(),
  name text not null unique
);

create table if not exists public.custom_user_roles (
  user_id uuid not null references auth.users (id) on delete cascade,
  role_id uuid not null references public.roles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, role_id)
);
create index if not exists custom_user_roles_role_idx on public.custom_user_roles (role_id);

alter table public.roles enable row level security;
alter table public.custom_user_roles enable row level security;

drop policy if exists roles_read on public.roles;
create policy roles_read on public.roles for select to anon, authenticated using (true);

drop policy if exists custom_user_roles_own on public.custom_user_roles;
create policy custom_user_roles_own on public.custom_user_roles for select to authenticated using (user_id = auth.uid());

-- Fixed ids, so the design's page user groups can name them: one premium role per brand.
insert into public.roles (id, name) values
  ('7a1e0c52-5d1f-4c1a-9d01-000000000001', 'c-monarch-premium'),
  ('7a1e0c52-5d1f-4c1a-9d01-000000000002', 'r-raynet-premium'),
  ('7a1e0c52-5d1f-4c1a-9d01-000000000003', 't-sensei-premium'),
  ('7a1e0c52-5d1f-4c1a-9d01-000000000004', 'h-brick-premium'),
  ('7a1e0c52-5d1f-4c1a-9d01-000000000005', 'u-stitch-premium')
on conflict (name) do nothing;
