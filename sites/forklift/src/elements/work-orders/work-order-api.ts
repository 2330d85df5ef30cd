// The work-order pages' calls on this origin's Supabase wire (rest, rpc, storage, functions) with the member's
// session, as the fleet pages' client does: row-level security decides (0115/0116).
import { createWire, type WireOptions } from '../../search/wire';
import type {
  Assignable,
  BoardFilters,
  BoardRow,
  CatalogPart,
  CheckLine,
  DowntimeRow,
  PartLine,
  Priority,
  RepeatRow,
  WorkOrder,
} from './types';

const enc = encodeURIComponent;

export interface OpenInput {
  truckId: string;
  faultEventId?: string;
  maintenanceTaskId?: string;
  title?: string;
  description?: string;
  priority?: Priority;
  dueOn?: string;
  assigneeId?: string;
  clientKey: string;
}

export interface CheckEntry {
  checkId: string;
  measured: string | null;
  result: 'pass' | 'fail' | null;
  note?: string;
  photoPath?: string | null;
  recordedAt: string;
}

export interface PartEntry {
  workOrderId: string;
  partNumber: string;
  description: string;
  quantity: number;
  manualId?: string | null;
  pageNumber?: number | null;
  clientKey: string;
}

export interface CloseInput {
  causeIndex: number | null;
  causeText: string | null;
  remedyText: string;
  hoursAtClose: number | null;
}

export function createWorkOrderApi(options: WireOptions = {}) {
  const { call, json, request, signedIn } = createWire(options);
  const rpc = <T>(name: string, args: Record<string, unknown> = {}) => call<T>(`/rest/v1/rpc/${name}`, json('POST', args));

  return {
    signedIn,
    board: (organizationId: string, filters: BoardFilters = {}, limit = 100) =>
      rpc<BoardRow[]>('work_order_board', {
        p_organization_id: organizationId,
        p_truck_id: filters.truckId || null,
        p_assignee_id: filters.assigneeId || null,
        p_unassigned: filters.unassigned ?? false,
        p_brand_id: filters.brandId || null,
        p_limit: limit,
      }),
    downtime: (organizationId: string) => rpc<DowntimeRow[]>('work_order_downtime', { p_organization_id: organizationId, p_days: 90 }),
    repeats: (organizationId: string) => rpc<RepeatRow[]>('work_order_repeat_faults', { p_organization_id: organizationId, p_days: 30 }),
    assignable: (organizationId: string) => rpc<Assignable[]>('work_order_assignable', { p_organization_id: organizationId }),
    async order(id: string): Promise<WorkOrder | null> {
      const rows = await call<WorkOrder[]>(`/rest/v1/work_orders?id=eq.${enc(id)}&select=*`);
      return rows[0] ?? null;
    },
    checks: (id: string) => call<CheckLine[]>(`/rest/v1/work_order_checks?work_order_id=eq.${enc(id)}&select=*&order=position`),
    parts: (id: string) =>
      call<PartLine[]>(
        `/rest/v1/work_order_parts?work_order_id=eq.${enc(id)}&select=id,part_number,description,quantity,manual_id,page_number,created_at&order=created_at,id`,
      ),
    async causes(errorCodeId: string): Promise<Array<{ text: string }>> {
      const rows = await call<Array<{ causes: Array<{ text: string }> }>>(
        `/rest/v1/error_code_details?error_code_id=eq.${enc(errorCodeId)}&select=causes`,
      );
      return rows[0]?.causes ?? [];
    },
    open: (input: OpenInput) =>
      rpc<WorkOrder>('work_order_open', {
        p_truck_id: input.truckId,
        p_fault_event_id: input.faultEventId || null,
        p_maintenance_task_id: input.maintenanceTaskId || null,
        p_title: input.title || null,
        p_description: input.description || null,
        p_priority: input.priority ?? null,
        p_due_on: input.dueOn || null,
        p_assignee_id: input.assigneeId || null,
        p_client_key: input.clientKey,
      }),
    recordCheck: (entry: CheckEntry) =>
      rpc<CheckLine>('work_order_record_check', {
        p_check_id: entry.checkId,
        p_measured: entry.measured,
        p_result: entry.result,
        p_note: entry.note ?? null,
        p_photo_path: entry.photoPath ?? null,
        p_recorded_at: entry.recordedAt,
      }),
    addPart: (entry: PartEntry) =>
      rpc<PartLine>('work_order_add_part', {
        p_work_order_id: entry.workOrderId,
        p_part_number: entry.partNumber,
        p_description: entry.description,
        p_quantity: entry.quantity,
        p_manual_id: entry.manualId ?? null,
        p_page_number: entry.pageNumber ?? null,
        p_client_key: entry.clientKey,
      }),
    removePart: (id: string) => call<unknown>(`/rest/v1/work_order_parts?id=eq.${enc(id)}`, { method: 'DELETE' }),
    catalog: (workOrderId: string, query: string) =>
      rpc<CatalogPart[]>('work_order_parts_catalog', { p_work_order_id: workOrderId, p_query: query, p_limit: 30 }),
    setState: (id: string, state: string, close?: CloseInput) =>
      rpc<WorkOrder>('work_order_set_state', {
        p_work_order_id: id,
        p_state: state,
        p_cause_index: close?.causeIndex ?? null,
        p_cause_text: close?.causeText ?? null,
        p_remedy_text: close?.remedyText ?? null,
        p_hours_at_close: close?.hoursAtClose ?? null,
      }),
    assign: (id: string, assigneeId: string | null) =>
      call<WorkOrder[]>(
        `/rest/v1/work_orders?id=eq.${enc(id)}`,
        json('PATCH', { assignee_id: assigneeId }, { prefer: 'return=representation' }),
      ),
    remove: (id: string) => call<unknown>(`/rest/v1/work_orders?id=eq.${enc(id)}`, { method: 'DELETE' }),
    /** Stores a photo under the order's folder of the fleet files; answers its path. */
    async uploadPhoto(order: Pick<WorkOrder, 'id' | 'organization_id'>, checkId: string, file: Blob): Promise<string> {
      const ext = file.type === 'image/png' ? 'png' : file.type === 'image/webp' ? 'webp' : 'jpg';
      const path = `${order.organization_id}/work-orders/${order.id}/check-${checkId}-${Date.now().toString(36)}.${ext}`;
      await request(`/storage/v1/object/fleet-files/${path.split('/').map(enc).join('/')}`, {
        method: 'POST',
        headers: { 'content-type': file.type || 'image/jpeg' },
        body: file,
      });
      return path;
    },
    async photoUrl(path: string): Promise<string> {
      const blob = await (await request(`/storage/v1/object/authenticated/fleet-files/${path.split('/').map(enc).join('/')}`)).blob();
      return URL.createObjectURL(blob);
    },
    async exportFile(id: string, format: 'csv' | 'pdf'): Promise<{ blob: Blob; filename: string }> {
      const response = await request(`/functions/v1/work-order-export?workOrder=${enc(id)}&format=${format}`);
      const disposition = response.headers.get('content-disposition') ?? '';
      const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `work-order.${format}`;
      return { blob: await response.blob(), filename };
    },
  };
}

export type WorkOrderApi = ReturnType<typeof createWorkOrderApi>;
