-- Work orders' functions (issue 38), all security invoker: the caller's row-level security (0115) decides every row.
-- Opening from a fault copies its code's checks (as the caller may read the code's details) as the checklist; the
-- checklist and parts writes take the client's key and time, so an offline queue can send an entry twice or late
-- without duplicating it or overwriting a newer one; the board pages by opening time; the manager's figures.

-- Opens a work order (from a fault, a maintenance task, or by hand) and its checklist. A second call with the same
-- p_client_key by the same user answers the order the first one made. Answer: the order row as JSON.
create or replace function public.work_order_open(p_truck_id uuid, p_fault_event_id uuid default null, p_title text default null,
  p_description text default null, p_priority text default null, p_due_on date default null, p_assignee_id uuid default null,
  p_maintenance_task_id uuid default null, p_client_key uuid default null) returns jsonb
language plpgsql volatile security invoker set search_path = public, pg_temp as $$
declare
  w public.work_orders;
  v_checks jsonb;
begin
  perform public.fleet_require_user();
  if p_priority is not null and p_priority not in ('low', 'normal', 'high', 'urgent') then
    raise exception 'the priority must be low, normal, high or urgent' using errcode = '22023', hint = 'invalid_priority';
  end if;
  if length(coalesce(p_title, '')) > 200 or length(coalesce(p_description, '')) > 4000 then
    raise exception 'the title is at most 200 characters and the description 4000' using errcode = '22023', hint = 'text_too_long';
  end if;
  if p_client_key is not null then
    select * into w from public.work_orders where created_by = auth.uid() and client_key = p_client_key;
    if found then return to_jsonb(w); end if;
  end if;
  insert into public.work_orders (truck_id, fault_event_id, maintenance_task_id, title, description, priority, due_on, assignee_id, client_key)
  values (p_truck_id, p_fault_event_id, p_maintenance_task_id, coalesce(p_title, ''), coalesce(p_description, ''),
    coalesce(p_priority, 'normal'), p_due_on, p_assignee_id, p_client_key)
  returning * into w;
  if w.error_code_id is not null then
    -- Under the caller's policies: a premium code's checks only for a member entitled to read them.
    select d.checks into v_checks from public.error_code_details d where d.error_code_id = w.error_code_id;
    insert into public.work_order_checks (work_order_id, position, text, expected, manual_id, page_number)
    select w.id, (k.ord - 1)::int, left(k.c->>'text', 2000), left(coalesce(k.c->>'expected', ''), 500),
      (select m.id from public.manuals m where m.id::text = k.c->>'manualId'),
      case when (k.c->>'pageNumber') ~ '^[0-9]{1,6}$' and (k.c->>'pageNumber')::int >= 1 then (k.c->>'pageNumber')::int end
    from jsonb_array_elements(coalesce(v_checks, '[]')) with ordinality as k(c, ord)
    where length(btrim(coalesce(k.c->>'text', ''))) > 0 and k.ord <= 100;
  end if;
  return to_jsonb(w);
end $$;

-- Records a check's reading, result and photo as the technician entered it at p_recorded_at (their device's time).
-- An entry older than the one stored is not applied (an offline queue sending late): the answer is the stored row.
-- The first recorded check starts an open order.
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

-- Adds a part line (from a parts manual's table: its page; or free). The same p_client_key twice is one line.
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

-- Moves an order to another state; `done` with the cause (p_cause_index: one of the code's causes; or p_cause_text)
-- and the remedy, and optionally the hour meter at closing. The rules are 0115's trigger's.
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

-- The board: an organization's orders, newest opened first, filtered by state, truck, assignee (p_unassigned: those
-- without one) and brand; keyset pages (p_before_opened_at, p_before_id: the last row of the previous page).
create or replace function public.work_order_board(p_organization_id uuid, p_states text[] default null, p_truck_id uuid default null,
  p_assignee_id uuid default null, p_unassigned boolean default false, p_brand_id text default null, p_limit int default 50,
  p_before_opened_at timestamptz default null, p_before_id uuid default null)
returns table (id uuid, truck_id uuid, unit text, serial_number text, brand_id text, series_id text, title text, state text,
  priority text, assignee_id uuid, assignee_email text, due_on date, error_code_id uuid, code text, fault_event_id uuid,
  opened_at timestamptz, closed_at timestamptz, downtime_minutes int, checks_total int, checks_done int, parts_count int)
language sql stable security invoker set search_path = public, pg_temp as $$
  select w.id, w.truck_id, t.unit, t.serial_number, t.brand_id, t.series_id, w.title, w.state, w.priority, w.assignee_id,
    (select m.email from public.fleet_members m where m.organization_id = w.organization_id and m.user_id = w.assignee_id),
    w.due_on, w.error_code_id, (select c.code from public.error_codes c where c.id = w.error_code_id), w.fault_event_id,
    w.opened_at, w.closed_at,
    coalesce(w.downtime_minutes, floor(extract(epoch from (now() - w.opened_at)) / 60)::int),
    (select count(*)::int from public.work_order_checks k where k.work_order_id = w.id),
    (select count(*)::int from public.work_order_checks k where k.work_order_id = w.id and k.result is not null),
    (select count(*)::int from public.work_order_parts p where p.work_order_id = w.id)
  from public.work_orders w
  join public.fleet_trucks t on t.id = w.truck_id
  where w.organization_id = p_organization_id
    and (p_states is null or w.state = any (p_states))
    and (p_truck_id is null or w.truck_id = p_truck_id)
    and (p_assignee_id is null or w.assignee_id = p_assignee_id)
    and (not coalesce(p_unassigned, false) or w.assignee_id is null)
    and (p_brand_id is null or t.brand_id = p_brand_id)
    and (p_before_opened_at is null or (w.opened_at, w.id) < (p_before_opened_at, coalesce(p_before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
  order by w.opened_at desc, w.id desc
  limit least(greatest(coalesce(p_limit, 50), 1), 200)
$$;

-- Counts per state (the board's columns' headings).
create or replace function public.work_order_state_counts(p_organization_id uuid)
returns table (state text, order_count int)
language sql stable security invoker set search_path = public, pg_temp as $$
  select w.state, count(*)::int from public.work_orders w where w.organization_id = p_organization_id group by w.state order by w.state
$$;

-- Downtime per truck over the orders opened in the last p_days (closed ones: opening to closing; open ones: until now).
create or replace function public.work_order_downtime(p_organization_id uuid, p_days int default 90, p_limit int default 20)
returns table (truck_id uuid, unit text, serial_number text, order_count int, downtime_minutes bigint)
language sql stable security invoker set search_path = public, pg_temp as $$
  select t.id, t.unit, t.serial_number, count(*)::int,
    sum(coalesce(w.downtime_minutes, floor(extract(epoch from (now() - w.opened_at)) / 60)::int))::bigint as minutes
  from public.work_orders w join public.fleet_trucks t on t.id = w.truck_id
  where w.organization_id = p_organization_id and w.state <> 'cancelled'
    and w.opened_at > now() - make_interval(days => least(greatest(coalesce(p_days, 90), 1), 3660))
  group by t.id, t.unit, t.serial_number
  order by minutes desc, t.unit, t.id
  limit least(greatest(coalesce(p_limit, 20), 1), 200)
$$;

-- Repeat faults: the same code on the same truck opened again within p_days of an earlier order for it.
create or replace function public.work_order_repeat_faults(p_organization_id uuid, p_days int default 30, p_limit int default 20)
returns table (truck_id uuid, unit text, error_code_id uuid, code text, order_count int, repeat_count int, last_opened_at timestamptz)
language sql stable security invoker set search_path = public, pg_temp as $$
  with o as (
    select w.truck_id, w.error_code_id, w.opened_at,
      lag(w.opened_at) over (partition by w.truck_id, w.error_code_id order by w.opened_at) as previous_at
    from public.work_orders w
    where w.organization_id = p_organization_id and w.error_code_id is not null and w.state <> 'cancelled'
  )
  select o.truck_id, t.unit, o.error_code_id, c.code, count(*)::int,
    count(*) filter (where o.previous_at > o.opened_at - make_interval(days => least(greatest(coalesce(p_days, 30), 1), 366)))::int as repeats,
    max(o.opened_at)
  from o join public.fleet_trucks t on t.id = o.truck_id join public.error_codes c on c.id = o.error_code_id
  group by o.truck_id, t.unit, o.error_code_id, c.code
  having count(*) filter (where o.previous_at > o.opened_at - make_interval(days => least(greatest(coalesce(p_days, 30), 1), 366))) > 0
  order by repeats desc, max(o.opened_at) desc
  limit least(greatest(coalesce(p_limit, 20), 1), 200)
$$;

-- Parts to pick for a work order: rows of the parts tables in the parts manuals covering its truck (as printed in
-- manual_pages.body: "Item | Part number | Description | Qty | Serial numbers"), under the caller's content access
-- (a premium parts manual's pages only for those entitled), matching p_query in the number or the description.
create or replace function public.work_order_parts_catalog(p_work_order_id uuid, p_query text default '', p_limit int default 50)
returns table (manual_id uuid, page_number int, item text, part_number text, description text, quantity int, serial_numbers text)
language plpgsql stable security invoker set search_path = public, pg_temp as $$
#variable_conflict use_column
declare
  w public.work_orders;
  v_q text := lower(btrim(left(coalesce(p_query, ''), 100)));
  v_serial bigint;
begin
  select * into w from public.work_orders x where x.id = p_work_order_id;
  if not found then
    raise exception 'no such work order' using errcode = 'PT404', hint = 'work_order_not_found';
  end if;
  select t.serial_numeric into v_serial from public.fleet_trucks t where t.id = w.truck_id;
  return query
  select r.manual_id, r.page_number, r.f[1], r.f[2], r.f[3], r.f[4]::int, r.f[5]
  from (
    select p.manual_id, p.page_number, regexp_match(line, '^([0-9]{1,4}) \| ([A-Za-z0-9][A-Za-z0-9-]{2,40}) \| (.{1,120}) \| ([0-9]{1,4}) \| (.{1,60})$') as f
    from public.fleet_truck_manuals(w.truck_id) fm
    join public.manual_pages p on p.manual_id = fm.id
    cross join lateral regexp_split_to_table(p.body, E'\n') as line
    where fm.kind = 'parts' and fm.readable
  ) r
  where r.f is not null and (v_q = '' or position(v_q in lower(r.f[2])) > 0 or position(v_q in lower(r.f[3])) > 0)
    -- Rows for other serial numbers than the truck's are left out ("40500-41999"; "all" fits every truck).
    and (r.f[5] !~ '^[0-9]{1,12}-[0-9]{1,12}$' or v_serial is null
      or v_serial between split_part(r.f[5], '-', 1)::bigint and split_part(r.f[5], '-', 2)::bigint)
  order by r.manual_id, r.page_number, r.f[1]::int
  limit least(greatest(coalesce(p_limit, 50), 1), 200);
end $$;

revoke execute on function
  public.work_order_open(uuid, uuid, text, text, text, date, uuid, uuid, uuid),
  public.work_order_record_check(uuid, text, text, text, text, timestamptz),
  public.work_order_add_part(uuid, text, text, int, uuid, int, uuid),
  public.work_order_set_state(uuid, text, int, text, text, numeric),
  public.work_order_board(uuid, text[], uuid, uuid, boolean, text, int, timestamptz, uuid),
  public.work_order_state_counts(uuid),
  public.work_order_downtime(uuid, int, int),
  public.work_order_repeat_faults(uuid, int, int),
  public.work_order_parts_catalog(uuid, text, int)
from public, anon;
grant execute on function
  public.work_order_open(uuid, uuid, text, text, text, date, uuid, uuid, uuid),
  public.work_order_record_check(uuid, text, text, text, text, timestamptz),
  public.work_order_add_part(uuid, text, text, int, uuid, int, uuid),
  public.work_order_set_state(uuid, text, int, text, text, numeric),
  public.work_order_board(uuid, text[], uuid, uuid, boolean, text, int, timestamptz, uuid),
  public.work_order_state_counts(uuid),
  public.work_order_downtime(uuid, int, int),
  public.work_order_repeat_faults(uuid, int, int),
  public.work_order_parts_catalog(uuid, text, int)
to authenticated, service_role;
