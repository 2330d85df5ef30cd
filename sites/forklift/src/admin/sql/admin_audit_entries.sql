-- The audit log as the console shows it (/admin/audit): newest first, a page at a time before p_before_id (keyset on
-- the identity), filtered by table, action and the actor's e-mail, each entry with the actor's e-mail and what it was
-- about in words (the member and role of a role link, a code, a brand's or a manual's name).
-- (Dropped first: a definition's columns may change, which create or replace cannot do.)
drop function if exists public.admin_audit_entries(text, text, text, bigint, int);
create function public.admin_audit_entries(
  p_table text default null,
  p_action text default null,
  p_actor_email text default null,
  p_before_id bigint default null,
  p_limit int default 50
)
returns table (id bigint, at timestamptz, actor_id uuid, actor_email text, action text, table_name text, row_key text,
  subject text, before jsonb, after jsonb, reason text)
language plpgsql stable security definer set search_path = public, pg_temp as $$
declare
  v_actor uuid;
begin
  perform public.admin_require();
  if p_action is not null and p_action not in ('insert', 'update', 'delete') then
    raise exception 'Action is insert, update or delete.' using errcode = '22023', hint = 'invalid_action';
  end if;
  if nullif(btrim(coalesce(p_actor_email, '')), '') is not null then
    select u.id into v_actor from auth.users u where lower(u.email) = lower(btrim(p_actor_email));
    if v_actor is null then
      return;
    end if;
  end if;
  return query
  select a.id, a.at, a.actor_id, u.email::text, a.action, a.table_name, a.row_key,
    case a.table_name
      when 'custom_user_roles' then
        coalesce((select m.email::text from auth.users m where m.id::text = coalesce(a.after, a.before) ->> 'user_id'), 'a deleted member')
        || ' · ' || coalesce((select r.name from public.roles r where r.id::text = coalesce(a.after, a.before) ->> 'role_id'), 'a role')
      when 'code_extractions' then coalesce(a.after, a.before) ->> 'code'
      when 'error_codes' then coalesce(a.after, a.before) ->> 'code'
      when 'brands' then coalesce(a.after, a.before) ->> 'name'
      when 'manuals' then coalesce(a.after, a.before) ->> 'title'
    end,
    a.before, a.after, a.reason
  from public.audit_log a left join auth.users u on u.id = a.actor_id
  where (p_table is null or a.table_name = p_table)
    and (p_action is null or a.action = p_action)
    and (v_actor is null or a.actor_id = v_actor)
    and (p_before_id is null or a.id < p_before_id)
  order by a.id desc
  limit least(greatest(coalesce(p_limit, 50), 1), 200);
end $$;

revoke execute on function public.admin_audit_entries(text, text, text, bigint, int) from public, anon;
grant execute on function public.admin_audit_entries(text, text, text, bigint, int) to authenticated;
