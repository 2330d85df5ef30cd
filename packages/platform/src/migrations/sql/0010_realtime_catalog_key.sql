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
  class_part text;
  column_part text;
  index_part text;
  member_part text;
  session_part text;
  role_name text;
  role_part text;
  role_lines text[] := '{}';
begin
  -- Separate statements: one statement of scalar subqueries cost twice their sum.
  select c.xmin::text || c.ctid::text into class_part from pg_catalog.pg_class c where c.oid = entity;
  select string_agg(
      a.attnum::text || a.xmin::text || a.ctid::text
        || coalesce((select t.xmin::text || t.ctid::text from pg_catalog.pg_type t where t.oid = a.atttypid), '-'),
      ',' order by a.attnum)
    into column_part
    from pg_catalog.pg_attribute a where a.attrelid = entity and a.attnum > 0;
  select string_agg(x.indexrelid::text || x.xmin::text || x.ctid::text, ',' order by x.indexrelid)
    into index_part
    from pg_catalog.pg_index x where x.indrelid = entity;
  select string_agg(m.xmin::text || m.ctid::text, ',' order by m.roleid, m.member, m.grantor)
    into member_part
    from pg_catalog.pg_auth_members m;
  select r.oid::text || r.rolsuper::text into session_part from pg_catalog.pg_roles r where r.rolname = session_user;
  foreach role_name in array roles loop
    role_part := null;
    select r.oid::text || r.rolsuper::text || r.rolinherit::text || r.rolbypassrls::text
      into role_part
      from pg_catalog.pg_roles r where r.rolname = role_name;
    role_lines := role_lines || coalesce(role_part, '-');
  end loop;
  -- Every part keeps its place (an absent one is empty), so no two catalogue states give the same key.
  return array_to_string(
    array[concat_ws('|', coalesce(class_part, ''), coalesce(column_part, ''), coalesce(index_part, ''),
      coalesce(member_part, ''), coalesce(session_part, ''))] || role_lines,
    e'\n');
end
$$;

revoke all on function realtime.catalog_key(regclass, text[]) from public;
