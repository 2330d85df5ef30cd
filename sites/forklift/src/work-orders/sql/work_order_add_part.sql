-- Adds a part line (from a parts manual's table: its page; or free). The same p_client_key twice is one line.
-- A viewer is refused in words (0140).
create or replace function public.work_order_add_part(p_work_order_id uuid, p_part_number text default '', p_description text default '',
  p_quantity int default 1, p_manual_id uuid default null, p_page_number int default null, p_client_key uuid default null) returns jsonb
language plpgsql volatile security invoker set search_path = public, pg_temp as $$
declare
  p public.work_order_parts;
  w public.work_orders;
begin
  perform public.fleet_require_user();
  if length(coalesce(p_part_number, '')) > 60 or length(coalesce(p_description, '')) > 200 then
    raise exception 'the part number is at most 60 characters and the description 200' using errcode = '22023', hint = 'text_too_long';
  end if;
  if p_quantity is null or p_quantity < 1 or p_quantity > 10000 then
    raise exception 'the quantity must be 1 to 10000' using errcode = '22023', hint = 'invalid_quantity';
  end if;
  if btrim(coalesce(p_part_number, '')) = '' and btrim(coalesce(p_description, '')) = '' then
    raise exception 'name the part by its number or a description' using errcode = '22023', hint = 'part_required';
  end if;
  select * into w from public.work_orders where id = p_work_order_id;
  if not found then
    raise exception 'no such work order' using errcode = 'PT404', hint = 'work_order_not_found';
  end if;
  perform public.fleet_refuse_viewer(w.organization_id);
  if not public.work_order_workable(w.organization_id, w.assignee_id) then
    raise exception 'this work order is assigned to someone else' using errcode = 'PT403', hint = 'not_assigned';
  end if;
  if p_client_key is not null then
    select * into p from public.work_order_parts where work_order_id = p_work_order_id and client_key = p_client_key;
    if found then return to_jsonb(p); end if;
  end if;
  insert into public.work_order_parts (work_order_id, part_number, description, quantity, manual_id, page_number, client_key)
  values (p_work_order_id, coalesce(p_part_number, ''), coalesce(p_description, ''), p_quantity,
    (select m.id from public.manuals m where m.id = p_manual_id), case when p_page_number >= 1 then p_page_number end, p_client_key)
  returning * into p;
  return to_jsonb(p);
end $$;

revoke execute on function public.work_order_add_part(uuid, text, text, int, uuid, int, uuid) from public, anon;
grant execute on function public.work_order_add_part(uuid, text, text, int, uuid, int, uuid) to authenticated, service_role;
