-- Realtime: a key of the catalogue rows realtime.visible_changes reads for a table and roles, so the server can keep
-- what it answered (columns, primary key, replica identity, who may read the whole table) and ask again only when a
-- row behind it changed. Each row is named by its version (xmin, ctid): a GRANT/REVOKE, ALTER TABLE, new or dropped
-- column or index, renamed type, role attribute or membership change writes a new version, so the key changes with
-- it; an unchanged key means unchanged rows. One call costs a few index lookups, against the function's many.
--   session: the session user's superuser flag (whether it may SET ROLE to any role).
--   per role, in the order given: its oid and the attributes privilege checks read, or '-' when there is no such role.
-- Returns the parts joined by newlines: the table's part, then one line per role.
create or replace function realtime.catalog_key(entity regclass, roles text[])
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  table_part text;
  role_lines text;
begin
  select concat_ws('|',
      (select c.xmin::text || c.ctid::text from pg_catalog.pg_class c where c.oid = entity),
      (select string_agg(
           a.attnum::text || a.xmin::text || a.ctid::text
             || coalesce((select t.xmin::text || t.ctid::text from pg_catalog.pg_type t where t.oid = a.atttypid), '-'),
           ',' order by a.attnum)
         from pg_catalog.pg_attribute a where a.attrelid = entity and a.attnum > 0),
      (select string_agg(x.indexrelid::text || x.xmin::text || x.ctid::text, ',' order by x.indexrelid)
         from pg_catalog.pg_index x where x.indrelid = entity),
      (select string_agg(m.xmin::text || m.ctid::text, ',' order by m.roleid, m.member, m.grantor)
         from pg_catalog.pg_auth_members m),
      (select r.oid::text || r.rolsuper::text from pg_catalog.pg_roles r where r.rolname = session_user))
    into table_part;
  select string_agg(
      coalesce(
        (select r.oid::text || r.rolsuper::text || r.rolinherit::text || r.rolbypassrls::text
           from pg_catalog.pg_roles r where r.rolname = q.role_name),
        '-'),
      e'\n' order by q.ord)
    into role_lines
    from unnest(roles) with ordinality as q(role_name, ord);
  return concat_ws(e'\n', table_part, role_lines);
end
$$;

revoke all on function realtime.catalog_key(regclass, text[]) from public;
