-- The operator console's audit trail (issue 36): every write an admin makes to the tables the console changes — who,
-- when, what, the row before and after, and the reason the admin gave — one row per changed row, written by triggers
-- on those tables, so no console path (REST, rpc, a future page) can write without leaving a line.
-- Append-only: readable by admins; no API role (anon, authenticated, service_role — admins included) may insert,
-- update, delete or truncate; and a trigger refuses update, delete and truncate for everyone, so even the table's
-- owner cannot rewrite history without first dropping the trigger in a migration.
create table if not exists public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid not null,
  action text not null check (action in ('insert', 'update', 'delete')),
  table_name text not null,
  -- The changed row's key as text (`id`, or the key columns joined with '/').
  row_key text not null,
  before jsonb,
  after jsonb,
  reason text check (length(reason) <= 500)
);
create index if not exists audit_log_at_idx on public.audit_log (at desc, id desc);
create index if not exists audit_log_table_idx on public.audit_log (table_name, id desc);
create index if not exists audit_log_actor_idx on public.audit_log (actor_id, id desc);

alter table public.audit_log enable row level security;
revoke all on public.audit_log from public, anon, authenticated, service_role;
grant select on public.audit_log to authenticated, service_role;
drop policy if exists audit_log_admin_read on public.audit_log;
create policy audit_log_admin_read on public.audit_log for select to authenticated using ((select public.is_admin()));

create or replace function public.audit_log_refuse_change() returns trigger
language plpgsql as $$
begin
  raise exception 'the audit log is append-only' using errcode = '42501', hint = 'audit_log_append_only';
end $$;

drop trigger if exists audit_log_append_only on public.audit_log;
create trigger audit_log_append_only before update or delete on public.audit_log
  for each row execute function public.audit_log_refuse_change();
drop trigger if exists audit_log_no_truncate on public.audit_log;
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function public.audit_log_refuse_change();

-- Records one row's change when an admin made it (directly or through a function they called). Writes without an admin
-- caller (the importer, payments' webhooks, the sample loader) are the system's and are not the console's to audit.
-- The trigger's arguments name the row's key columns; `audit.reason` (set for the transaction by the console's
-- functions) is the admin's reason.
create or replace function public.audit_row() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  v_uid uuid := auth.uid();
  v_row jsonb;
  v_key text;
begin
  if v_uid is null or not public.is_admin() then
    return null;
  end if;
  v_row := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  select string_agg(coalesce(v_row ->> k, ''), '/' order by n) into v_key from unnest(tg_argv) with ordinality as a(k, n);
  insert into public.audit_log (actor_id, action, table_name, row_key, before, after, reason)
  values (v_uid, lower(tg_op), tg_table_name, coalesce(v_key, ''),
    case when tg_op = 'INSERT' then null else to_jsonb(old) end,
    case when tg_op = 'DELETE' then null else to_jsonb(new) end,
    left(nullif(current_setting('audit.reason', true), ''), 500));
  return null;
end $$;

revoke execute on function public.audit_row(), public.audit_log_refuse_change() from public, anon, authenticated;

-- The tables the console writes.
drop trigger if exists audit_custom_user_roles on public.custom_user_roles;
create trigger audit_custom_user_roles after insert or update or delete on public.custom_user_roles
  for each row execute function public.audit_row('user_id', 'role_id');
drop trigger if exists audit_code_extractions on public.code_extractions;
create trigger audit_code_extractions after insert or update or delete on public.code_extractions
  for each row execute function public.audit_row('id');
drop trigger if exists audit_error_codes on public.error_codes;
create trigger audit_error_codes after insert or update or delete on public.error_codes
  for each row execute function public.audit_row('id');
drop trigger if exists audit_error_code_details on public.error_code_details;
create trigger audit_error_code_details after insert or update or delete on public.error_code_details
  for each row execute function public.audit_row('error_code_id');
drop trigger if exists audit_brands on public.brands;
create trigger audit_brands after insert or update or delete on public.brands
  for each row execute function public.audit_row('id');
drop trigger if exists audit_manuals on public.manuals;
create trigger audit_manuals after insert or update or delete on public.manuals
  for each row execute function public.audit_row('id');
drop trigger if exists audit_diagnostics_settings on public.diagnostics_settings;
create trigger audit_diagnostics_settings after insert or update or delete on public.diagnostics_settings
  for each row execute function public.audit_row('id');
