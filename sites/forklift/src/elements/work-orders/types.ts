// Rows the work-order pages read (0115/0116).
import type { WorkOrderState } from '../../work-orders/labels';

export type Priority = 'low' | 'normal' | 'high' | 'urgent';

export interface BoardRow {
  id: string;
  truck_id: string;
  unit: string;
  serial_number: string;
  brand_id: string;
  title: string;
  state: WorkOrderState;
  priority: Priority;
  assignee_id: string | null;
  assignee_email: string | null;
  due_on: string | null;
  error_code_id: string | null;
  code: string | null;
  opened_at: string;
  closed_at: string | null;
  downtime_minutes: number;
  checks_total: number;
  checks_done: number;
  parts_count: number;
}

export interface WorkOrder {
  id: string;
  organization_id: string;
  truck_id: string;
  fault_event_id: string | null;
  error_code_id: string | null;
  diagnosis_id: string | null;
  title: string;
  description: string;
  state: WorkOrderState;
  priority: Priority;
  assignee_id: string | null;
  due_on: string | null;
  hours_at_open: number | null;
  hours_at_close: number | null;
  cause_index: number | null;
  cause_text: string | null;
  remedy_text: string | null;
  opened_at: string;
  started_at: string | null;
  closed_at: string | null;
  downtime_minutes: number | null;
  created_by: string | null;
}

export interface CheckLine {
  id: string;
  work_order_id: string;
  position: number;
  text: string;
  expected: string;
  manual_id: string | null;
  page_number: number | null;
  measured: string | null;
  result: 'pass' | 'fail' | null;
  note: string;
  photo_path: string | null;
  recorded_at: string | null;
}

export interface PartLine {
  id: string;
  part_number: string;
  description: string;
  quantity: number;
  manual_id: string | null;
  page_number: number | null;
  created_at: string;
}

export interface CatalogPart {
  manual_id: string;
  page_number: number;
  item: string;
  part_number: string;
  description: string;
  quantity: number;
  serial_numbers: string;
}

export interface Assignable {
  user_id: string;
  email: string;
  role: string;
}

export interface DowntimeRow {
  truck_id: string;
  unit: string;
  serial_number: string;
  order_count: number;
  downtime_minutes: number;
}

export interface RepeatRow {
  truck_id: string;
  unit: string;
  error_code_id: string;
  code: string;
  order_count: number;
  repeat_count: number;
  last_opened_at: string;
}

export interface BoardFilters {
  truckId?: string;
  assigneeId?: string;
  unassigned?: boolean;
  brandId?: string;
}
