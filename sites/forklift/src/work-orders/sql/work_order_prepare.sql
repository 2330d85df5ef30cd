-- A work order before it is written (0115's trigger; 0140: owners do what managers do): on opening, the truck's
-- organization and hours, the fault's code and diagnosis, the opener's right to open and to assign; on a change,
-- what the order is about stays, the state machine, who assigns and cancels, the cause and remedy for done.
create or replace function public.work_order_prepare() returns trigger
language plpgsql set search_path = public, pg_temp as $$
declare
  t public.fleet_trucks;
  e public.fleet_fault_events;
  v_role text;
  v_causes jsonb;
  v_allowed text[];
begin
  if tg_op = 'INSERT' then
    -- Under the caller's row-level security: another organization's truck is not found.
    select * into t from public.fleet_trucks where id = new.truck_id;
    if not found then
      raise exception 'no such truck' using errcode = 'PT404', hint = 'truck_not_found';
    end if;
    new.organization_id := t.organization_id;
    v_role := public.work_order_role(t.organization_id);
    if auth.uid() is not null and coalesce(v_role, '') not in ('owner', 'manager', 'technician') then
      raise exception 'only an owner, a manager or a technician of the fleet can open a work order' using errcode = 'PT403', hint = 'not_allowed';
    end if;
    if new.fault_event_id is not null then
      select * into e from public.fleet_fault_events where id = new.fault_event_id;
      if not found or e.truck_id <> new.truck_id then
        raise exception 'no such fault on this truck' using errcode = 'PT404', hint = 'fault_not_found';
      end if;
      new.error_code_id := e.error_code_id;
      new.diagnosis_id := e.diagnosis_id;
    else
      new.diagnosis_id := null;
      if new.error_code_id is not null and not exists (select 1 from public.error_codes c where c.id = new.error_code_id and c.brand_id = t.brand_id) then
        raise exception 'that code is not of this truck''s brand' using errcode = '22023', hint = 'code_not_of_brand';
      end if;
    end if;
    new.title := btrim(coalesce(new.title, ''));
    if new.title = '' then
      new.title := coalesce((select c.code || ' ' || c.title from public.error_codes c where c.id = new.error_code_id),
        nullif(btrim(coalesce(e.code, '')), ''), 'Work order');
      new.title := left(new.title, 200);
    end if;
    new.description := coalesce(new.description, '');
    new.priority := coalesce(new.priority, 'normal');
    new.state := 'open';
    new.opened_at := now();
    new.started_at := null;
    new.closed_at := null;
    new.hours_at_open := t.hour_meter;
    new.hours_at_close := null;
    new.cause_index := null;
    new.cause_text := null;
    new.remedy_text := null;
    new.updated_at := now();
    if auth.uid() is not null then
      new.created_by := auth.uid();
      if new.assignee_id is not null and v_role not in ('owner', 'manager') and new.assignee_id <> auth.uid() then
        raise exception 'only a manager assigns work orders to others' using errcode = 'PT403', hint = 'not_manager';
      end if;
    end if;
    if new.assignee_id is not null and not exists (select 1 from public.work_order_assignable(t.organization_id) a where a.user_id = new.assignee_id) then
      raise exception 'the assignee must be an owner, a manager or a technician of the fleet' using errcode = '22023', hint = 'invalid_assignee';
    end if;
    return new;
  end if;

  -- UPDATE: what the order is about never changes.
  new.id := old.id;
  new.organization_id := old.organization_id;
  new.truck_id := old.truck_id;
  new.fault_event_id := old.fault_event_id;
  new.maintenance_task_id := old.maintenance_task_id;
  new.error_code_id := old.error_code_id;
  new.diagnosis_id := old.diagnosis_id;
  new.opened_at := old.opened_at;
  new.hours_at_open := old.hours_at_open;
  new.client_key := old.client_key;
  new.created_by := old.created_by;
  if old.state in ('done', 'cancelled') then
    raise exception 'this work order is closed' using errcode = 'PT409', hint = 'work_order_closed';
  end if;
  v_role := public.work_order_role(old.organization_id);
  if new.assignee_id is distinct from old.assignee_id and auth.uid() is not null and coalesce(v_role, '') not in ('owner', 'manager')
    and not (old.assignee_id is null and new.assignee_id = auth.uid())
    and not (old.assignee_id = auth.uid() and new.assignee_id is null) then
    raise exception 'only a manager assigns work orders' using errcode = 'PT403', hint = 'not_manager';
  end if;
  if new.assignee_id is distinct from old.assignee_id and new.assignee_id is not null
    and not exists (select 1 from public.work_order_assignable(old.organization_id) a where a.user_id = new.assignee_id) then
    raise exception 'the assignee must be an owner, a manager or a technician of the fleet' using errcode = '22023', hint = 'invalid_assignee';
  end if;
  if new.state is distinct from old.state then
    v_allowed := case old.state
      when 'open' then array['in_progress', 'waiting_parts', 'cancelled']
      when 'in_progress' then array['waiting_parts', 'done', 'cancelled', 'open']
      when 'waiting_parts' then array['in_progress', 'done', 'cancelled'] end;
    if new.state is null or not (new.state = any (v_allowed)) then
      raise exception 'a work order cannot go from % to %', old.state, coalesce(new.state, 'nothing')
        using errcode = 'PT409', hint = 'invalid_transition';
    end if;
    if new.state = 'cancelled' and auth.uid() is not null and coalesce(v_role, '') not in ('owner', 'manager') then
      raise exception 'only a manager cancels work orders' using errcode = 'PT403', hint = 'not_manager';
    end if;
    if new.state = 'in_progress' then new.started_at := coalesce(old.started_at, now()); end if;
  end if;
  if new.state = 'done' then
    if new.cause_index is not null then
      -- The code's details as the caller may read them (premium causes only for those entitled).
      select d.causes into v_causes from public.error_code_details d where d.error_code_id = old.error_code_id;
      if v_causes is null or (v_causes -> new.cause_index ->> 'text') is null then
        raise exception 'no such cause of this fault''s code' using errcode = '22023', hint = 'cause_not_found';
      end if;
      new.cause_text := v_causes -> new.cause_index ->> 'text';
    else
      new.cause_text := nullif(btrim(coalesce(new.cause_text, '')), '');
      if new.cause_text is null then
        raise exception 'name the cause found before closing' using errcode = '22023', hint = 'cause_required';
      end if;
    end if;
    new.remedy_text := nullif(btrim(coalesce(new.remedy_text, '')), '');
    if new.remedy_text is null then
      raise exception 'say what was done before closing' using errcode = '22023', hint = 'remedy_required';
    end if;
    new.hours_at_close := coalesce(new.hours_at_close, (select t2.hour_meter from public.fleet_trucks t2 where t2.id = old.truck_id), old.hours_at_open);
    if new.hours_at_close < coalesce(old.hours_at_open, 0) then
      raise exception 'the hour meter at closing is below the one at opening' using errcode = '22023', hint = 'hours_before_open';
    end if;
  elsif new.state <> 'cancelled' then
    -- Cause and remedy belong to the closing.
    new.hours_at_close := null;
  end if;
  if new.state in ('done', 'cancelled') and old.state not in ('done', 'cancelled') then
    new.closed_at := now();
  else
    new.closed_at := old.closed_at;
  end if;
  new.updated_at := now();
  return new;
end $$;

revoke execute on function public.work_order_prepare() from public, anon, authenticated;
