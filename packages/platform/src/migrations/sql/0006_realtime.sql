-- Realtime: the supabase_realtime publication, change capture by row triggers on its tables, and the delivery-time RLS check.

create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- Every captured change gets a number: it orders changes and keeps NOTIFY from merging identical payloads.
create sequence if not exists realtime.change_seq;

-- Changes too large for one NOTIFY (8000 bytes) wait here; listeners read them by number. Swept after a while.
create table if not exists realtime.changes (
  seq bigint primary key,
  payload jsonb not null,
  created_at timestamptz not null default now()
);

-- The same for messages between server instances (broadcast, presence) that do not fit into a NOTIFY.
create table if not exists realtime.bus_messages (
  id bigserial primary key,
  payload text not null,
  created_at timestamptz not null default now()
);

-- Messages of private channels: their RLS policies decide who may read (select) and write (insert) a topic.
create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid() primary key,
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  inserted_at timestamp not null default now(),
  updated_at timestamp not null default now()
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;

-- The row trigger of published tables: one NOTIFY per changed row, with the whole row (or a reference to it).
create or replace function realtime.capture_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  seq bigint := nextval('realtime.change_seq');
  body text;
begin
  body := json_build_object(
    'seq', seq,
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'record', case when tg_op <> 'DELETE' then to_jsonb(new) end,
    'old', case when tg_op <> 'INSERT' then to_jsonb(old) end
  )::text;
  if octet_length(body) > 7800 then
    insert into realtime.changes (seq, payload) values (seq, body::jsonb);
    body := json_build_object('seq', seq, 'ref', true)::text;
  end if;
  perform pg_notify('realtime_changes', body);
  return null;
end
$$;

-- Installs the row trigger on every table of the publication and removes it from tables no longer in it.
create or replace function realtime.sync_publication_triggers() returns void
language plpgsql
set search_path = ''
as $$
declare
  rel regclass;
begin
  for rel in
    select c.oid::regclass
    from pg_catalog.pg_publication_tables pt
    join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
    where pt.pubname = 'supabase_realtime'
      and c.relkind = 'r'
      and not exists (
        select 1 from pg_catalog.pg_trigger t where t.tgrelid = c.oid and t.tgname = 'realtime_capture'
      )
  loop
    begin
      execute format(
        'create trigger realtime_capture after insert or update or delete on %s for each row execute function realtime.capture_change()',
        rel
      );
    exception when insufficient_privilege then
      raise warning 'realtime: cannot capture changes of %: not its owner', rel;
    end;
  end loop;
  for rel in
    select t.tgrelid::regclass
    from pg_catalog.pg_trigger t
    join pg_catalog.pg_class c on c.oid = t.tgrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where t.tgname = 'realtime_capture'
      and not exists (
        select 1 from pg_catalog.pg_publication_tables pt
        where pt.pubname = 'supabase_realtime' and pt.schemaname = n.nspname and pt.tablename = c.relname
      )
  loop
    begin
      execute format('drop trigger realtime_capture on %s', rel);
    exception when insufficient_privilege then
      raise warning 'realtime: cannot stop capturing changes of %: not its owner', rel;
    end;
  end loop;
end
$$;

-- After DDL that can change what the publication holds, sync the triggers; a failure here never breaks the DDL.
create or replace function realtime.on_ddl_command_end() returns event_trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO') then
    perform realtime.sync_publication_triggers();
  end if;
exception when others then
  raise warning 'realtime: publication sync failed: %', sqlerrm;
end
$$;

-- Event triggers need a superuser; without one the server syncs on start and when clients subscribe.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_event_trigger where evtname = 'realtime_publication_sync') then
    create event trigger realtime_publication_sync on ddl_command_end
      execute function realtime.on_ddl_command_end();
  end if;
exception when insufficient_privilege then
  raise notice 'realtime: no event trigger (not a superuser); publication changes are picked up by the server';
end
$$;

select realtime.sync_publication_triggers();

-- Which changes each subscriber identity may see, checked now, under its role and JWT claims.
--   live: records of inserts and updates; visible when the row can be selected now (RLS tables) or the table can be read.
--   gone: old records of deletes; visible when the role's SELECT policies accept the old row.
--   identities: [{role, claims}]. Returns {rls, pk, replident, columns: {role: [{name, type}]}, visible: [{live, gone}]}.
create or replace function realtime.visible_changes(entity regclass, live jsonb, gone jsonb, identities jsonb)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  rls boolean;
  replident text;
  rel_alias text;
  pk text[];
  pk_match text;
  live_sql text;
  columns jsonb;
  visible jsonb := '[]'::jsonb;
  ident jsonb;
  role_name text;
  bypass boolean;
  permissive text;
  restrictive text;
  live_visible jsonb;
  gone_visible jsonb;
  all_live jsonb;
  all_gone jsonb;
  i int;
begin
  select c.relrowsecurity, c.relreplident::text, quote_ident(c.relname)
    into rls, replident, rel_alias
    from pg_catalog.pg_class c where c.oid = entity;

  select coalesce(array_agg(a.attname::text order by k.ord), '{}')
    into pk
    from pg_catalog.pg_index x
    cross join lateral unnest(x.indkey) with ordinality as k(attnum, ord)
    join pg_catalog.pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum
    where x.indrelid = entity and x.indisprimary;

  select coalesce(jsonb_object_agg(r.role_name, r.cols), '{}')
    into columns
    from (
      select q.role_name,
        case when exists (select 1 from pg_catalog.pg_roles pr where pr.rolname = q.role_name) then (
          select coalesce(jsonb_agg(jsonb_build_object('name', a.attname, 'type', t.typname) order by a.attnum), '[]')
          from pg_catalog.pg_attribute a
          join pg_catalog.pg_type t on t.oid = a.atttypid
          where a.attrelid = entity and a.attnum > 0 and not a.attisdropped
            and pg_catalog.has_column_privilege(q.role_name, entity, a.attnum, 'SELECT')
        ) else '[]'::jsonb end as cols
      from (select distinct e ->> 'role' as role_name from jsonb_array_elements(identities) e) q
      where q.role_name is not null
    ) r;

  select coalesce(jsonb_agg(n - 1), '[]') into all_live from generate_series(1, jsonb_array_length(live)) n;
  select coalesce(jsonb_agg(n - 1), '[]') into all_gone from generate_series(1, jsonb_array_length(gone)) n;

  if cardinality(pk) > 0 then
    select string_agg(format('_rt_t.%1$I is not distinct from %2$s.%1$I', col, rel_alias), ' and ')
      into pk_match from unnest(pk) col;
    live_sql := format(
      'select coalesce(jsonb_agg(_rt_c._rt_ord - 1), ''[]'') from jsonb_array_elements($1) with ordinality as _rt_c(_rt_v, _rt_ord) '
      'cross join lateral jsonb_populate_record(null::%1$s, _rt_c._rt_v) as %2$s '
      'where exists (select 1 from %1$s as _rt_t where %3$s)',
      entity, rel_alias, pk_match);
  end if;

  for i in 0 .. jsonb_array_length(identities) - 1 loop
    ident := identities -> i;
    role_name := ident ->> 'role';
    live_visible := '[]';
    gone_visible := '[]';
    begin
      bypass := coalesce((select r.rolbypassrls from pg_catalog.pg_roles r where r.rolname = role_name), false);
      perform
        set_config('role', role_name, true),
        set_config('request.jwt.claims', coalesce(ident -> 'claims', '{}')::text, true),
        set_config('request.jwt.claim.role', role_name, true),
        set_config('request.jwt.claim.sub', coalesce(ident -> 'claims' ->> 'sub', ''), true);
      if pg_catalog.has_any_column_privilege(role_name, entity, 'SELECT') then
        if not rls or bypass then
          live_visible := all_live;
          gone_visible := all_gone;
        else
          if live_sql is not null and jsonb_array_length(live) > 0 then
            execute live_sql into live_visible using live;
          end if;
          if jsonb_array_length(gone) > 0 then
            select
              string_agg('(' || coalesce(pg_catalog.pg_get_expr(p.polqual, p.polrelid), 'false') || ')', ' or ')
                filter (where p.polpermissive),
              string_agg('(' || coalesce(pg_catalog.pg_get_expr(p.polqual, p.polrelid), 'false') || ')', ' and ')
                filter (where not p.polpermissive)
              into permissive, restrictive
              from pg_catalog.pg_policy p
              where p.polrelid = entity and p.polcmd in ('r', '*')
                and (p.polroles = '{0}' or exists (
                  select 1 from unnest(p.polroles) pr where pg_catalog.pg_has_role(role_name, pr, 'member')
                ));
            if permissive is not null then
              execute format(
                'select coalesce(jsonb_agg(_rt_c._rt_ord - 1), ''[]'') from jsonb_array_elements($1) with ordinality as _rt_c(_rt_v, _rt_ord) '
                'cross join lateral jsonb_populate_record(null::%1$s, _rt_c._rt_v) as %2$s '
                'where (%3$s) and (%4$s)',
                entity, rel_alias, permissive, coalesce(restrictive, 'true'))
                into gone_visible using gone;
            end if;
          end if;
        end if;
      end if;
    exception when others then
      live_visible := '[]';
      gone_visible := '[]';
    end;
    visible := visible || jsonb_build_array(jsonb_build_object('live', live_visible, 'gone', gone_visible));
  end loop;

  perform set_config('role', 'none', true), set_config('request.jwt.claims', '', true);
  return jsonb_build_object('rls', rls, 'pk', to_jsonb(pk), 'replident', replident, 'columns', columns, 'visible', visible);
end
$$;

-- The server's own machinery: not callable by API roles.
revoke all on function realtime.capture_change() from public;
revoke all on function realtime.sync_publication_triggers() from public;
revoke all on function realtime.visible_changes(regclass, jsonb, jsonb, jsonb) from public;
revoke all on table realtime.changes, realtime.bus_messages from anon, authenticated, service_role;
revoke all on sequence realtime.change_seq from public;
