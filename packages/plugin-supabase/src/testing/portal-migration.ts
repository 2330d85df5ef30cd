/** Test support: the portal's roles tables (RLS: a user reads their own links) and a parts table for collections. */
import { sqlMigration } from '@kit/platform/testing';

export const ADMIN_ROLE_ID = '11111111-1111-4111-8111-111111111111';
export const PREMIUM_ROLE_ID = '22222222-2222-4222-8222-222222222222';
export const FREE_ROLE_ID = '33333333-3333-4333-8333-333333333333';

export const portalMigration = sqlMigration(
  '0001_portal.sql',
  `
create table public.roles (id uuid primary key, name text not null);
create table public.custom_user_roles (user_id uuid not null, role_id uuid not null references public.roles(id));
alter table public.roles enable row level security;
create policy roles_read on public.roles for select to authenticated using (true);
alter table public.custom_user_roles enable row level security;
create policy own_links on public.custom_user_roles for select to authenticated using (user_id = auth.uid());
insert into public.roles (id, name) values
  ('${ADMIN_ROLE_ID}', 'admin'), ('${PREMIUM_ROLE_ID}', 'premium'), ('${FREE_ROLE_ID}', 'free');

create table public.parts (id serial primary key, name text not null, price numeric not null, brand text, tags text[] not null default '{}');
insert into public.parts (name, price, brand, tags) values
  ('Brake pad', 40, 'Linde', '{brake,wear}'),
  ('Brake disc', 120, 'Linde', '{brake}'),
  ('Fork chain', 300, 'Toyota', '{mast}'),
  ('Mast roller', 75, 'Toyota', '{mast,wear}'),
  ('Seat belt', 25, null, '{cabin}'),
  ('Horn', 15, 'Jungheinrich', '{}'),
  ('Fork (long)', 510, 'Still', '{mast}');
`,
);
