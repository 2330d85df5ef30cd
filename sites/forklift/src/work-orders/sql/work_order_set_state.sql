-- Moves an order to another state; `done` with the cause (p_cause_index: one of the code's causes; or p_cause_text)
-- and the remedy, and optionally the hour meter at closing. The rules are the trigger's (work_order_prepare); a viewer
-- is refused in words (0140).
create or replace function public.work_order_set_state(p_work_order_id uuid, p_state text, p_cause_index int default null,
  p_cause_text text default null, p_remedy_text text default null, p_hours_at_close numeric default null) returns jsonb
language plpgsql volatile security invoker set search_path = public, pg_temp as $$
declare
  w public.work_orders;
begin
  perform public.fleet_require_user();
  if p_state is null or p_state not in ('open', 'in_progress', 'waiting_parts', 'done', 'cancelled') then
    raise exception 'the state must be open, in_progress, waiting_parts, done or cancelled' using errcode = '22023', hint = 'invalid_state';
  end if;
  if length(coalesce(p_cause_text, '')) > 2000 or length(coalesce(p_remedy_text, '')) > 4000 then
    raise exception 'the cause is at most 2000 characters and the remedy 4000' using errcode = '22023', hint = 'text_too_long';
  end if;
  if p_hours_at_close is not null and (p_hours_at_close < 0 or p_hours_at_close >= 1000000) then
    raise exception 'the hour meter must be 0 to 999999' using errcode = '22023', hint = 'invalid_hour_meter';
  end if;
  if p_cause_index is not null and (p_cause_index < 0 or p_cause_index >= 1000) then
    raise exception 'no such cause of this fault''s code' using errcode = '22023', hint = 'cause_not_found';
  end if;
  select * into w from public.work_orders where id = p_work_order_id;
  if not found then
    raise exception 'no such work order' using errcode = 'PT404', hint = 'work_order_not_found';
  end if;
  if w.state = p_state then
    return to_jsonb(w); -- already there (a retried request)
  end if;
  perform public.fleet_refuse_viewer(w.organization_id);
  if not public.work_order_workable(w.organization_id, w.assignee_id) then
    raise exception 'this work order is assigned to someone else' using errcode = 'PT403', hint = 'not_assigned';
  end if;
  update public.work_orders set state = p_state,
    cause_index = case when p_state = 'done' then p_cause_index end,
    cause_text = case when p_state = 'done' then p_cause_text end,
    remedy_text = case when p_state = 'done' then p_remedy_text end,
    hours_at_close = case when p_state = 'done' then p_hours_at_close end
  where id = p_work_order_id returning * into w;
  return to_jsonb(w);
end $$;

revoke execute on function public.work_order_set_state(uuid, text, int, text, text, numeric) from public, anon;
grant execute on function public.work_order_set_state(uuid, text, int, text, text, numeric) to authenticated, service_role;
