// One work order as the caller may read it (through /rest/v1 with their token: another organization's order is not
// found): the order with its truck and code, its checklist in order and its parts. Bounded by the tables themselves
// (at most 1,000 checks, MAX_PARTS parts per order, every text column length-checked).
import type { CallerRest } from '../../fleets/caller-rest';
import { FleetError } from '../../fleets/errors';

export const MAX_PARTS = 200;

export interface WorkOrderRecord {
  order: {
    id: string;
    organization_id: string;
    title: string;
    description: string;
    state: string;
    priority: string;
    assignee_id: string | null;
    due_on: string | null;
    hours_at_open: number | null;
    hours_at_close: number | null;
    cause_text: string | null;
    remedy_text: string | null;
    opened_at: string;
    closed_at: string | null;
    downtime_minutes: number | null;
    fleet_trucks: { unit: string; serial_number: string; brand_id: string; model: string } | null;
    error_codes: { code: string; title: string } | null;
    fleet_organizations: { name: string } | null;
  };
  checks: Array<{
    position: number;
    text: string;
    expected: string;
    measured: string | null;
    result: 'pass' | 'fail' | null;
    note: string;
    photo_path: string | null;
    page_number: number | null;
    manuals: { title: string } | null;
  }>;
  parts: Array<{
    part_number: string;
    description: string;
    quantity: number;
    page_number: number | null;
    manuals: { title: string } | null;
  }>;
  assigneeEmail: string | null;
}

export async function loadWorkOrder(rest: CallerRest, workOrderId: string): Promise<WorkOrderRecord> {
  const id = encodeURIComponent(workOrderId);
  const orders = await rest.get<WorkOrderRecord['order'][]>(
    `work_orders?id=eq.${id}&select=id,organization_id,title,description,state,priority,assignee_id,due_on,hours_at_open,hours_at_close,cause_text,remedy_text,opened_at,closed_at,downtime_minutes,fleet_trucks(unit,serial_number,brand_id,model),error_codes(code,title),fleet_organizations(name)`,
  );
  const order = orders[0];
  if (!order) throw new FleetError('work_order_not_found', 'No such work order in your fleets.', { status: 404 });
  const [checks, parts, members] = await Promise.all([
    rest.get<WorkOrderRecord['checks']>(
      `work_order_checks?work_order_id=eq.${id}&select=position,text,expected,measured,result,note,photo_path,page_number,manuals(title)&order=position&limit=1000`,
    ),
    rest.get<WorkOrderRecord['parts']>(
      `work_order_parts?work_order_id=eq.${id}&select=part_number,description,quantity,page_number,manuals(title)&order=created_at,id&limit=${MAX_PARTS}`,
    ),
    order.assignee_id
      ? rest.get<Array<{ email: string }>>(
          `fleet_members?organization_id=eq.${order.organization_id}&user_id=eq.${encodeURIComponent(order.assignee_id)}&select=email`,
        )
      : Promise.resolve([]),
  ]);
  return { order, checks, parts, assigneeEmail: members[0]?.email ?? null };
}
