// The conformance suites' shared world: a schema with relationships, row-level security and functions, seeded rows,
// and supabase-js clients for anon, a signed-in user and the service role.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { PlatformConfig } from '../../config';
import type { Migration } from '../../migrations';
import { sqlMigration, startTestPlatform, type TestBackend, type TestPlatform } from '../../testing';

export const ALICE = '00000000-0000-4000-8000-00000000000a';
export const BOB = '00000000-0000-4000-8000-00000000000b';

export const CONFORMANCE_SQL = `
create table public.brands (id int primary key, name text not null unique, country text);
create table public.manuals (
  id serial primary key,
  title text not null,
  brand_id int references public.brands(id),
  pages int,
  published boolean,
  tags text[],
  meta jsonb,
  period int4range,
  search tsvector generated always as (to_tsvector('english', title)) stored,
  created_at timestamptz not null default '2024-01-01T00:00:00Z'
);
create table public.categories (id int primary key, name text not null);
create table public.manual_categories (
  manual_id int not null references public.manuals(id) on delete cascade,
  category_id int not null references public.categories(id),
  primary key (manual_id, category_id)
);
create table public.employees (id int primary key, name text not null, manager_id int references public.employees(id));
create table public.reviews (
  id int primary key,
  manual_id int not null references public.manuals(id) on delete cascade,
  rating int not null,
  author_id int references public.employees(id),
  approver_id int references public.employees(id)
);
create table public.items (id int primary key, name text not null, qty int not null default 7, note text default 'none');
create table public.notes (
  id serial primary key,
  owner_id uuid not null default auth.uid(),
  body text not null,
  is_public boolean not null default false
);
alter table public.notes enable row level security;
create policy notes_select on public.notes for select using (is_public or owner_id = auth.uid());
create policy notes_insert on public.notes for insert to authenticated with check (owner_id = auth.uid());
create policy notes_update on public.notes for update to authenticated using (owner_id = auth.uid()) with check (owner_id = auth.uid());
create policy notes_delete on public.notes for delete to authenticated using (owner_id = auth.uid());
create table public.secrets (id int primary key, value text);
revoke all on public.secrets from anon, authenticated;
create view public.manual_titles as select id, title, brand_id from public.manuals;

insert into public.brands values (1, 'Acme', 'US'), (2, 'Bolt', 'DE'), (3, 'Crane', null);
insert into public.manuals (title, brand_id, pages, published, tags, meta, period) values
  ('Pump installation guide', 1, 40, true, '{pump,install}', '{"lang":"en","size":{"w":210}}', '[1,10)'),
  ('Boiler service manual', 2, 120, true, '{boiler,service}', '{"lang":"de","size":{"w":148}}', '[5,20)'),
  ('Pump troubleshooting', 1, 12, false, '{pump,fault}', '{"lang":"en"}', '[30,40)'),
  ('Crane safety', 3, null, null, '{}', null, null),
  ('Loose leaflet', null, 2, true, null, '{"lang":"fr"}', '[50,60)');
insert into public.categories values (1, 'Hydraulics'), (2, 'Heating'), (3, 'Safety');
insert into public.manual_categories values (1, 1), (2, 2), (3, 1), (4, 3), (1, 3);
insert into public.employees values (1, 'Ada', null), (2, 'Ben', 1), (3, 'Cy', 1);
insert into public.reviews values (1, 1, 5, 2, 1), (2, 1, 3, 3, 1), (3, 2, 4, 2, null);
insert into public.items values (1, 'bolt', 10, 'first'), (2, 'nut', 20, 'second');
insert into public.notes (owner_id, body, is_public) values
  ('${ALICE}', 'alice public', true), ('${ALICE}', 'alice private', false),
  ('${BOB}', 'bob public', true), ('${BOB}', 'bob private', false);
insert into public.secrets values (1, 'hidden');

create function public.add_numbers(a int, b int default 10) returns int language sql immutable as $$ select a + b $$;
create function public.search_manuals(q text) returns setof public.manuals language sql stable as
  $$ select * from public.manuals where title ilike '%' || q || '%' order by id $$;
create function public.manual_title_list() returns setof text language sql stable as $$ select title from public.manuals order by id $$;
create function public.brand_summary(brand int) returns table(name text, manual_count bigint) language sql stable as
  $$ select b.name, count(m.id) from public.brands b left join public.manuals m on m.brand_id = b.id where b.id = brand group by b.name $$;
create function public.first_manual() returns public.manuals language sql stable as $$ select * from public.manuals order by id limit 1 $$;
create function public.touch_item(item int) returns void language sql as $$ update public.items set note = 'touched' where id = item $$;
create function public.restock(low int, high int) returns setof public.items language sql as
  $$ update public.items set qty = qty + 100 where id between low and high returning * $$;
create function public.fail_loudly() returns void language plpgsql as $$ begin raise exception 'it broke' using detail = 'some detail', hint = 'some hint'; end $$;
create function public.echo(jsonb) returns jsonb language sql immutable as $$ select $1 $$;
create function public.overloaded(a int) returns text language sql immutable as $$ select 'int' $$;
create function public.overloaded(a text) returns text language sql immutable as $$ select 'text' $$;
create function public.whoami() returns text language sql stable as $$ select coalesce(auth.uid()::text, 'nobody') || ' ' || current_user $$;
create function public.request_info() returns json language sql stable as
  $$ select json_build_object('method', current_setting('request.method', true), 'path', current_setting('request.path', true)) $$;
`;

export function conformanceMigration() {
  return sqlMigration('0001_conformance.sql', CONFORMANCE_SQL);
}

export interface Conformance {
  platform: TestPlatform;
  anon: SupabaseClient;
  service: SupabaseClient;
  /** A client signed in as the given user id (an access token minted as /auth/v1 would). */
  as(sub: string, extra?: Record<string, unknown>): Promise<SupabaseClient>;
  token(sub: string, extra?: Record<string, unknown>): Promise<string>;
  /** Raw fetch to /rest/v1 with the anon key, for headers supabase-js does not expose. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

function client(url: string, key: string, token?: string): SupabaseClient {
  return createClient(url, key, {
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false },
    ...(token ? { accessToken: async () => token } : {}),
  });
}

/** `extra`: more migrations after the shared schema, and platform settings, for suites that need their own objects. */
export async function startConformance(
  backend: TestBackend,
  extra: { migrations?: readonly Migration[]; config?: Partial<PlatformConfig> } = {},
): Promise<Conformance> {
  const platform = await startTestPlatform({
    backend,
    migrations: [conformanceMigration(), ...(extra.migrations ?? [])],
    config: extra.config,
  });
  const token = (sub: string, extra: Record<string, unknown> = {}) =>
    platform.ctx.jwt.sign({
      sub,
      role: 'authenticated',
      aud: 'authenticated',
      email: `${sub.slice(-1)}@example.com`,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 3600,
      ...extra,
    });
  return {
    platform,
    anon: client(platform.url, platform.anonKey),
    service: client(platform.url, platform.serviceRoleKey),
    token,
    async as(sub, extra) {
      return client(platform.url, platform.anonKey, await token(sub, extra));
    },
    fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('apikey')) headers.set('apikey', platform.anonKey);
      if (!headers.has('authorization')) headers.set('authorization', `Bearer ${platform.anonKey}`);
      return fetch(`${platform.url}/rest/v1${path}`, { ...init, headers });
    },
    close: () => platform.close(),
  };
}

/** The four fields of a PostgREST error body, whatever class supabase-js wraps them in. */
export function errorBody(error: { code?: unknown; message?: unknown; details?: unknown; hint?: unknown } | null): unknown {
  if (!error) return null;
  return { code: error.code, message: error.message, details: error.details, hint: error.hint };
}
