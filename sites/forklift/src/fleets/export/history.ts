// A truck's history as the caller may read it: the truck, its fault events (newest first), its service records and
// the maintenance due — all through /rest/v1 with the caller's token, so another organization's truck is simply not
// found and premium schedule rows stay hidden from members without that brand's entitlement. Reads are paged and
// stop at the export's bounds (limits.ts); the history says whether rows were left out.
import type { CallerRest } from '../caller-rest';
import { FleetError } from '../errors';
import { PAGE_ROWS, type HistoryBounds } from './limits';

export interface TruckFacts {
  id: string;
  organization_id: string;
  unit: string;
  brand_id: string;
  series_id: string | null;
  model: string;
  serial_number: string;
  serial_in_range: boolean | null;
  fuel_type: string | null;
  hour_meter: number;
  site: string;
  in_service_date: string | null;
  notes: string;
  brands: { name: string } | null;
  series: { name: string } | null;
  fleet_organizations: { name: string } | null;
}

export interface FaultEventRow {
  id: string;
  occurred_at: string;
  hour_meter: number | null;
  code: string;
  symptoms: string;
  diagnosis_id: string | null;
  cause_text: string | null;
  fix: string;
  fixed: boolean;
  parts_replaced: string[];
  minutes_spent: number | null;
  error_codes: { code: string; title: string; severity: string } | null;
}

export interface ServiceRow {
  performed_on: string;
  hour_meter: number;
  interval_hours: number | null;
  notes: string;
  maintenance_tasks: { task: string } | null;
}

export interface DueRow {
  task: string;
  interval_hours: number;
  due_at_hours: number;
  hours_left: number;
  status: 'overdue' | 'due' | 'ok';
  manual_id: string;
  page_number: number;
}

export interface TruckHistory {
  truck: TruckFacts;
  events: FaultEventRow[];
  services: ServiceRow[];
  due: DueRow[];
  /** Older fault events (or service records) exist beyond what was read. */
  moreEvents?: boolean;
  moreServices?: boolean;
}

const EVENT_COLUMNS =
  'id,occurred_at,hour_meter,code,symptoms,diagnosis_id,cause_text,fix,fixed,parts_replaced,minutes_spent,error_codes(code,title,severity)';

function eventText(e: FaultEventRow): number {
  let chars = e.code.length + e.symptoms.length + (e.cause_text?.length ?? 0) + e.fix.length;
  for (const part of e.parts_replaced) chars += part.length;
  return chars;
}

/** Reads `path` page by page: at most `max` rows, and none after the page where `budget` (by `size`) ran out. */
async function readPaged<T>(
  rest: CallerRest,
  path: string,
  max: number,
  size: (row: T) => number = () => 0,
  budget = Infinity,
): Promise<{ rows: T[]; more: boolean }> {
  const rows: T[] = [];
  let left = budget;
  while (rows.length <= max) {
    const take = Math.min(PAGE_ROWS, max + 1 - rows.length);
    const page = await rest.get<T[]>(`${path}&limit=${take}&offset=${rows.length}`);
    for (const row of page) {
      rows.push(row);
      left -= size(row);
    }
    if (left < 0) return { rows: rows.slice(0, max), more: true };
    if (page.length < take) break;
  }
  return { rows: rows.slice(0, max), more: rows.length > max };
}

export async function loadTruckHistory(rest: CallerRest, truckId: string, bounds: HistoryBounds): Promise<TruckHistory> {
  const id = encodeURIComponent(truckId);
  const trucks = await rest.get<TruckFacts[]>(
    `fleet_trucks?id=eq.${id}&select=id,organization_id,unit,brand_id,series_id,model,serial_number,serial_in_range,fuel_type,hour_meter,site,in_service_date,notes,brands(name),series(name),fleet_organizations(name)`,
  );
  const truck = trucks[0];
  if (!truck) throw new FleetError('truck_not_found', 'No such truck in your fleets.', { status: 404 });
  const none = { rows: [], more: false };
  const [events, services, due] = await Promise.all([
    readPaged<FaultEventRow>(
      rest,
      `fleet_fault_events?truck_id=eq.${id}&select=${EVENT_COLUMNS}&order=occurred_at.desc,id.desc`,
      bounds.events,
      eventText,
      bounds.eventTextChars,
    ),
    bounds.services > 0
      ? readPaged<ServiceRow>(
          rest,
          `fleet_service_records?truck_id=eq.${id}&select=performed_on,hour_meter,interval_hours,notes,maintenance_tasks(task)&order=performed_on.desc,hour_meter.desc,id.desc`,
          bounds.services,
        )
      : none,
    bounds.due ? rest.rpc<DueRow[]>('fleet_maintenance_due', { p_organization_id: truck.organization_id, p_truck_id: truck.id }) : [],
  ]);
  return { truck, events: events.rows, services: services.rows, due, moreEvents: events.more, moreServices: services.more };
}
