-- Records a check's reading, result and photo as the technician entered it at p_recorded_at (their device's time).
-- An entry older than the one stored is not applied (an offline queue sending late): the answer is the stored row.
-- The first recorded check starts an open order. A viewer is refused in words (0140).
create or replace function public.work_order_record_check(p_check_id uuid, p_measured text default null, p_result text default null,
  p_note text default null, p_photo_path text default null, p_recorded_at timestamptz default null) returns jsonb
language plpgsql volatile security invoker set search_path = public, pg_temp as $$
declare
  c public.work_order_checks;
  w public.work_orders;
  v_at timestamptz := least(coalesce(p_recorded_at, now()), now() + interval '5 minutes');
begin
  perform public.fleet_require_user();
  if p_result is not null and p_result not in ('pass', 'fail') then
    raise exception 'the result must be pass or fail' using errcode = '22023', hint = 'invalid_result';
  end if;
  if length(coalesce(p_measured, '')) > 200 or length(coalesce(p_note, '')) > 2000 or length(coalesce(p_photo_path, '')) > 400 then
    raise exception 'the reading is at most 200 characters and the note 2000' using errcode = '22023', hint = 'text_too_long';
  end if;
  select * into c from public.work_order_checks where id = p_check_id;
  if not found then
    raise exception 'no such check' using errcode = 'PT404', hint = 'check_not_found';
  end if;
  select * into w from public.work_orders where id = c.work_order_id;
  perform public.fleet_refuse_viewer(w.organization_id);
  if not public.work_order_workable(w.organization_id, w.assignee_id) then
    raise exception 'this work order is assigned to someone else' using errcode = 'PT403', hint = 'not_assigned';
  end if;
  if c.recorded_at is not null and v_at < c.recorded_at then
    return to_jsonb(c);
  end if;
  update public.work_order_checks set measured = p_measured, result = p_result, note = coalesce(p_note, c.note),
    photo_path = coalesce(p_photo_path, c.photo_path), recorded_at = v_at
  where id = p_check_id returning * into c;
  if w.state = 'open' then
    update public.work_orders set state = 'in_progress' where id = w.id;
  end if;
  return to_jsonb(c);
end $$;

revoke execute on function public.work_order_record_check(uuid, text, text, text, text, timestamptz) from public, anon;
grant execute on function public.work_order_record_check(uuid, text, text, text, text, timestamptz) to authenticated, service_role;
