-- A work order's checklist is copied from its code's checks, which are the code's details: a member reads the copied
-- checks (and their readings) only where they may read that code's details themselves, so a fleet never widens who
-- reads premium content. An order without a code (opened by hand, from a maintenance task) keeps its checks readable
-- by the whole organisation. error_code_details' own policy decides, as the caller.

drop policy if exists work_order_checks_read on public.work_order_checks;
create policy work_order_checks_read on public.work_order_checks for select to authenticated using (
  organization_id = any ((select public.fleet_member_org_ids())::uuid[])
  and exists (
    select 1 from public.work_orders w
    where w.id = work_order_checks.work_order_id
      and (w.error_code_id is null or exists (select 1 from public.error_code_details d where d.error_code_id = w.error_code_id))
  )
);
