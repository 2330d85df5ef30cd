-- Work orders (issue 38; ARCHITECTURE §7): the repair of one truck, from a fault (or a maintenance task, or by hand)
-- to a confirmed fix. `work_orders` with its checklist (`work_order_checks`, copied from the fault's diagnosis: each
-- check with its expected value and manual citation) and its parts (`work_order_parts`). Row-level security by
-- organization and fleet role, the same way as the fleet tables (0050–0056): every member reads; managers and
-- technicians open orders; a technician works the orders assigned to them and the unassigned ones (and may take an
-- unassigned one); managers assign, cancel and delete. A member whose role is neither (a future read-only role)
-- reads only. The state machine, the cause required for `done`, the hours and the downtime are the database's, so
-- every API obeys them. Errors carry a stable code in `hint` and SQLSTATE PTnnn (HTTP nnn through /rest/v1).

create table if not exists public.work_orders (
  id uuid primary key default gen_random_uuid(),
  -- Always the truck's organization (set by the trigger).
  organization_id uuid not null references public.fleet_organizations (id) on delete cascade,
  truck_id uuid not null references public.fleet_trucks (id) on delete cascade,
  fault_event_id uuid references public.fleet_fault_events (id) on delete set null,
  maintenance_task_id uuid references public.maintenance_tasks (id) on delete set null,
  -- Copied from the fault event when opened from one.
  error_code_id uuid references public.error_codes (id) on delete set null,
  diagnosis_id uuid references public.diagnoses (id) on delete set null,
  title text not null check (length(btrim(title)) between 1 and 200),
  description text not null default '' check (length(description) <= 4000),
  state text not null default 'open' check (state in ('open', 'in_progress', 'waiting_parts', 'done', 'cancelled')),
  priority text not null default 'normal' check (priority in ('low', 'normal', 'high', 'urgent')),
  assignee_id uuid references auth.users (id) on delete set null,
  due_on date,
  hours_at_open numeric(10, 1) check (hours_at_open >= 0 and hours_at_open < 1000000),
  hours_at_close numeric(10, 1) check (hours_at_close >= 0 and hours_at_close < 1000000),
  -- The cause found: one of the code's causes by its index in error_code_details.causes (its text copied), or other words.
  cause_index int check (cause_index >= 0 and cause_index < 1000),
  cause_text text check (length(cause_text) <= 2000),
  remedy_text text check (length(remedy_text) <= 4000),
  opened_at timestamptz not null default now(),
  started_at timestamptz,
  closed_at timestamptz,
  -- How long the truck stood: from opening to closing (done or cancelled); the board computes it live while open.
  downtime_minutes int generated always as (floor(extract(epoch from (closed_at - opened_at)) / 60)::int) stored,
  -- The opening client's key: an order sent twice (offline queue, a retried request) is one order.
  client_key uuid,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  constraint work_orders_done_needs_cause check (state <> 'done' or (
    (cause_index is not null or length(btrim(coalesce(cause_text, ''))) > 0) and length(btrim(coalesce(remedy_text, ''))) > 0)),
  unique (created_by, client_key)
);
create index if not exists work_orders_board_idx on public.work_orders (organization_id, opened_at desc, id desc);
create index if not exists work_orders_org_state_idx on public.work_orders (organization_id, state, opened_at desc);
create index if not exists work_orders_truck_idx on public.work_orders (truck_id, opened_at desc);
create index if not exists work_orders_fault_idx on public.work_orders (fault_event_id) where fault_event_id is not null;
create index if not exists work_orders_assignee_idx on public.work_orders (assignee_id) where assignee_id is not null;

create table if not exists public.work_order_checks (
  id uuid primary key default gen_random_uuid(),
  work_order_id uuid not null references public.work_orders (id) on delete cascade,
  organization_id uuid not null references public.fleet_organizations (id) on delete cascade,
  position int not null check (position >= 0 and position < 1000),
  text text not null check (length(btrim(text)) between 1 and 2000),
  expected text not null default '' check (length(expected) <= 500),
  -- The manual page that prints the check (the viewer opens there).
  manual_id uuid references public.manuals (id) on delete set null,
  page_number int check (page_number >= 1),
  measured text check (length(measured) <= 200),
  result text check (result in ('pass', 'fail')),
  note text not null default '' check (length(note) <= 2000),
  -- A photo in the fleet-files bucket, under {organization_id}/work-orders/{work_order_id}/.
  photo_path text check (length(photo_path) <= 400),
  -- When the technician recorded the entry on their device: a later-sent older entry never overwrites a newer one.
  recorded_at timestamptz,
  recorded_by uuid references auth.users (id) on delete set null,
  unique (work_order_id, position)
);
create index if not exists work_order_checks_org_idx on public.work_order_checks (organization_id);

create table if not exists public.work_order_parts (
  id uuid primary key default gen_random_uuid(),
  work_order_id uuid not null references public.work_orders (id) on delete cascade,
  organization_id uuid not null references public.fleet_organizations (id) on delete cascade,
  part_number text not null default '' check (length(part_number) <= 60),
  description text not null default '' check (length(description) <= 200),
  quantity int not null default 1 check (quantity between 1 and 10000),
  -- Picked from a parts manual's table (its page), or a free line (both null).
  manual_id uuid references public.manuals (id) on delete set null,
  page_number int check (page_number >= 1),
  client_key uuid,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint work_order_parts_named check (length(btrim(part_number)) > 0 or length(btrim(description)) > 0),
  unique (work_order_id, client_key)
);
create index if not exists work_order_parts_order_idx on public.work_order_parts (work_order_id, created_at);
create index if not exists work_order_parts_org_idx on public.work_order_parts (organization_id);

-- Roles ------------------------------------------------------------------------------------------------------------

-- The caller's role in an organization, or null (security definer: read by policies without recursing).
create or replace function public.work_order_role(p_organization_id uuid) returns text
language sql stable security definer set search_path = public, pg_temp as $$
  select m.role from public.fleet_members m where m.organization_id = p_organization_id and m.user_id = auth.uid()
$$;

-- Organizations where the caller may open work orders (managers and technicians).
create or replace function public.work_order_worker_org_ids() returns uuid[]
language sql stable security definer set search_path = public, pg_temp as $$
  select coalesce(array_agg(organization_id), '{}') from public.fleet_members
  where user_id = auth.uid() and role in ('manager', 'technician')
$$;

-- May the caller work an order of this organization with this assignee? Managers any; technicians theirs and the
-- unassigned ones.
create or replace function public.work_order_workable(p_organization_id uuid, p_assignee uuid) returns boolean
language sql stable security definer set search_path = public, pg_temp as $$
  select exists (select 1 from public.fleet_members m where m.organization_id = p_organization_id and m.user_id = auth.uid()
    and (m.role = 'manager' or (m.role = 'technician' and (p_assignee is null or p_assignee = auth.uid()))))
$$;

-- Triggers ---------------------------------------------------------------------------------------------------------

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
    if auth.uid() is not null and coalesce(v_role, '') not in ('manager', 'technician') then
      raise exception 'only a manager or a technician of the fleet can open a work order' using errcode = 'PT403', hint = 'not_allowed';
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
      if new.assignee_id is not null and v_role <> 'manager' and new.assignee_id <> auth.uid() then
        raise exception 'only a manager assigns work orders to others' using errcode = 'PT403', hint = 'not_manager';
      end if;
    end if;
    if new.assignee_id is not null and not exists (select 1 from public.work_order_assignable(t.organization_id) a where a.user_id = new.assignee_id) then
      raise exception 'the assignee must be a manager or technician of the fleet' using errcode = '22023', hint = 'invalid_assignee';
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
  if new.assignee_id is distinct from old.assignee_id and auth.uid() is not null and v_role is distinct from 'manager'
    and not (old.assignee_id is null and new.assignee_id = auth.uid())
    and not (old.assignee_id = auth.uid() and new.assignee_id is null) then
    raise exception 'only a manager assigns work orders' using errcode = 'PT403', hint = 'not_manager';
  end if;
  if new.assignee_id is distinct from old.assignee_id and new.assignee_id is not null
    and not exists (select 1 from public.work_order_assignable(old.organization_id) a where a.user_id = new.assignee_id) then
    raise exception 'the assignee must be a manager or technician of the fleet' using errcode = '22023', hint = 'invalid_assignee';
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
    if new.state = 'cancelled' and auth.uid() is not null and v_role is distinct from 'manager' then
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

-- Members who may be assigned: managers and technicians of the organization (security definer: a technician reads
-- the team through fleet_members' policy too, but the trigger must not depend on it).
create or replace function public.work_order_assignable(p_organization_id uuid)
returns table (user_id uuid, email text, role text)
language sql stable security definer set search_path = public, pg_temp as $$
  select m.user_id, m.email, m.role from public.fleet_members m
  where m.organization_id = p_organization_id and m.role in ('manager', 'technician')
    and p_organization_id = any (public.fleet_member_org_ids())
  order by m.email
$$;

-- After closing: a higher hour meter moves the truck's; a confirmed cause on an order opened from a fault with a
-- diagnosis becomes that diagnosis' feedback (fixed, the cause by index), which 0062's trigger turns into the
-- diagnosis author's one vote on the code — the same rule as the chat's button and a fleet's confirmed fix, so closing
-- many orders can never add more than that one vote per user and code.
create or replace function public.work_order_after() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  d public.diagnoses;
begin
  if new.state = 'done' and old.state <> 'done' then
    if new.hours_at_close is not null then
      update public.fleet_trucks set hour_meter = new.hours_at_close where id = new.truck_id and hour_meter < new.hours_at_close;
    end if;
    if new.diagnosis_id is not null then
      select * into d from public.diagnoses where id = new.diagnosis_id;
      if found and d.error_code_id is not distinct from new.error_code_id then
        insert into public.diagnosis_feedback (diagnosis_id, user_id, error_code_id, outcome, cause_index, cause_text, comment)
        values (d.id, d.user_id, d.error_code_id, 'fixed', new.cause_index, left(new.cause_text, 2000), left(coalesce(new.remedy_text, ''), 2000))
        on conflict (diagnosis_id) do update set outcome = 'fixed', cause_index = excluded.cause_index,
          cause_text = excluded.cause_text, comment = excluded.comment, updated_at = now();
      end if;
    end if;
  end if;
  return null;
end $$;

drop trigger if exists work_orders_prepare on public.work_orders;
create trigger work_orders_prepare before insert or update on public.work_orders
  for each row execute function public.work_order_prepare();
drop trigger if exists work_orders_after on public.work_orders;
create trigger work_orders_after after update on public.work_orders
  for each row execute function public.work_order_after();

-- Lines: always in the order's organization; a closed order's lines no longer change.
create or replace function public.work_order_line_prepare() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  w public.work_orders;
begin
  select * into w from public.work_orders where id = case when tg_op = 'DELETE' then old.work_order_id else new.work_order_id end;
  if not found then
    if tg_op = 'DELETE' then return old; end if; -- the order itself is being deleted (cascade)
    raise exception 'no such work order' using errcode = 'PT404', hint = 'work_order_not_found';
  end if;
  if w.state in ('done', 'cancelled') and auth.uid() is not null then
    raise exception 'this work order is closed' using errcode = 'PT409', hint = 'work_order_closed';
  end if;
  if tg_op = 'DELETE' then return old; end if;
  new.organization_id := w.organization_id;
  if tg_op = 'UPDATE' then
    new.work_order_id := old.work_order_id;
  end if;
  if tg_table_name = 'work_order_checks' then
    if tg_op = 'UPDATE' then
      new.position := old.position; new.text := old.text; new.expected := old.expected;
      new.manual_id := old.manual_id; new.page_number := old.page_number;
    end if;
    new.measured := nullif(btrim(coalesce(new.measured, '')), '');
    new.note := coalesce(new.note, '');
    if new.photo_path is not null and not starts_with(new.photo_path, w.organization_id::text || '/work-orders/' || w.id::text || '/') then
      raise exception 'the photo must be stored under this work order''s folder' using errcode = '22023', hint = 'invalid_photo_path';
    end if;
    -- Copied checks start unrecorded (no time: the first entry, however late it is sent, applies).
    if (tg_op = 'INSERT' and (new.measured, new.result, new.photo_path) is distinct from (null, null, null))
      or (tg_op = 'UPDATE' and (new.measured, new.result, new.note, new.photo_path) is distinct from (old.measured, old.result, old.note, old.photo_path)) then
      new.recorded_by := coalesce(auth.uid(), new.recorded_by);
      new.recorded_at := least(coalesce(new.recorded_at, now()), now() + interval '5 minutes');
    elsif tg_op = 'INSERT' then
      new.recorded_at := null;
      new.recorded_by := null;
    end if;
  else
    new.part_number := btrim(coalesce(new.part_number, ''));
    new.description := btrim(coalesce(new.description, ''));
    new.quantity := coalesce(new.quantity, 1);
    -- At most 200 parts per order (the export reads them all).
    if tg_op = 'INSERT' and (select count(*) from public.work_order_parts x where x.work_order_id = w.id) >= 200 then
      raise exception 'at most 200 parts per work order' using errcode = 'PT413', hint = 'too_many_parts';
    end if;
    if tg_op = 'INSERT' and auth.uid() is not null then new.created_by := auth.uid(); end if;
    if tg_op = 'UPDATE' then new.created_by := old.created_by; new.client_key := old.client_key; end if;
  end if;
  return new;
end $$;

drop trigger if exists work_order_checks_prepare on public.work_order_checks;
create trigger work_order_checks_prepare before insert or update or delete on public.work_order_checks
  for each row execute function public.work_order_line_prepare();
drop trigger if exists work_order_parts_prepare on public.work_order_parts;
create trigger work_order_parts_prepare before insert or update or delete on public.work_order_parts
  for each row execute function public.work_order_line_prepare();

-- Row-level security --------------------------------------------------------------------------------------------

alter table public.work_orders enable row level security;
alter table public.work_order_checks enable row level security;
alter table public.work_order_parts enable row level security;

drop policy if exists work_orders_read on public.work_orders;
create policy work_orders_read on public.work_orders for select to authenticated
  using (organization_id = any ((select public.fleet_member_org_ids())::uuid[]));
drop policy if exists work_orders_insert on public.work_orders;
create policy work_orders_insert on public.work_orders for insert to authenticated
  with check (organization_id = any ((select public.work_order_worker_org_ids())::uuid[]));
drop policy if exists work_orders_update on public.work_orders;
create policy work_orders_update on public.work_orders for update to authenticated
  using (organization_id = any ((select public.work_order_worker_org_ids())::uuid[]) and public.work_order_workable(organization_id, assignee_id))
  with check (public.work_order_workable(organization_id, assignee_id));
drop policy if exists work_orders_delete on public.work_orders;
create policy work_orders_delete on public.work_orders for delete to authenticated
  using (organization_id = any ((select public.fleet_manager_org_ids())::uuid[]));

drop policy if exists work_order_checks_read on public.work_order_checks;
create policy work_order_checks_read on public.work_order_checks for select to authenticated
  using (organization_id = any ((select public.fleet_member_org_ids())::uuid[]));
drop policy if exists work_order_checks_insert on public.work_order_checks;
create policy work_order_checks_insert on public.work_order_checks for insert to authenticated
  with check (exists (select 1 from public.work_orders w where w.id = work_order_id
    and public.work_order_workable(w.organization_id, w.assignee_id)));
drop policy if exists work_order_checks_update on public.work_order_checks;
create policy work_order_checks_update on public.work_order_checks for update to authenticated
  using (organization_id = any ((select public.work_order_worker_org_ids())::uuid[]) and exists (select 1 from public.work_orders w
    where w.id = work_order_id and public.work_order_workable(w.organization_id, w.assignee_id)))
  with check (organization_id = any ((select public.work_order_worker_org_ids())::uuid[]));
drop policy if exists work_order_checks_delete on public.work_order_checks;
create policy work_order_checks_delete on public.work_order_checks for delete to authenticated
  using (organization_id = any ((select public.fleet_manager_org_ids())::uuid[]));

drop policy if exists work_order_parts_read on public.work_order_parts;
create policy work_order_parts_read on public.work_order_parts for select to authenticated
  using (organization_id = any ((select public.fleet_member_org_ids())::uuid[]));
drop policy if exists work_order_parts_insert on public.work_order_parts;
create policy work_order_parts_insert on public.work_order_parts for insert to authenticated
  with check (exists (select 1 from public.work_orders w where w.id = work_order_id
    and public.work_order_workable(w.organization_id, w.assignee_id)));
drop policy if exists work_order_parts_update on public.work_order_parts;
create policy work_order_parts_update on public.work_order_parts for update to authenticated
  using (organization_id = any ((select public.work_order_worker_org_ids())::uuid[]) and exists (select 1 from public.work_orders w
    where w.id = work_order_id and public.work_order_workable(w.organization_id, w.assignee_id)))
  with check (organization_id = any ((select public.work_order_worker_org_ids())::uuid[]));
drop policy if exists work_order_parts_delete on public.work_order_parts;
create policy work_order_parts_delete on public.work_order_parts for delete to authenticated
  using (organization_id = any ((select public.work_order_worker_org_ids())::uuid[]) and exists (select 1 from public.work_orders w
    where w.id = work_order_id and public.work_order_workable(w.organization_id, w.assignee_id)));

-- Column privileges: through the APIs only what a person decides may be written; the rest is the triggers'.
revoke insert, update on public.work_orders from anon, authenticated;
grant insert (truck_id, fault_event_id, maintenance_task_id, error_code_id, title, description, priority, assignee_id, due_on, client_key)
  on public.work_orders to authenticated;
grant update (title, description, state, priority, assignee_id, due_on, hours_at_close, cause_index, cause_text, remedy_text)
  on public.work_orders to authenticated;
revoke insert, update on public.work_order_checks from anon, authenticated;
grant insert (work_order_id, position, text, expected, manual_id, page_number, measured, result, note, photo_path, recorded_at)
  on public.work_order_checks to authenticated;
grant update (measured, result, note, photo_path, recorded_at) on public.work_order_checks to authenticated;
revoke insert, update on public.work_order_parts from anon, authenticated;
grant insert (work_order_id, part_number, description, quantity, manual_id, page_number, client_key) on public.work_order_parts to authenticated;
grant update (part_number, description, quantity) on public.work_order_parts to authenticated;

revoke execute on function public.work_order_role(uuid), public.work_order_worker_org_ids(), public.work_order_workable(uuid, uuid),
  public.work_order_assignable(uuid) from public, anon;
grant execute on function public.work_order_role(uuid), public.work_order_worker_org_ids(), public.work_order_workable(uuid, uuid),
  public.work_order_assignable(uuid) to authenticated, service_role;
revoke execute on function public.work_order_prepare(), public.work_order_after(), public.work_order_line_prepare()
  from public, anon, authenticated;

-- Live on every member's board (realtime delivery applies these policies per subscriber).
do $$
declare
  t text;
begin
  foreach t in array array['work_orders', 'work_order_checks', 'work_order_parts'] loop
    if not exists (select 1 from pg_catalog.pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end $$;
