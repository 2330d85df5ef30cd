// A truck's history as the caller may read it: the truck, its fault events (newest first), its service records and
// the maintenance due — all through /rest/v1 with the caller's token, so another organization's truck is simply not
// found and premium schedule rows stay hidden from members without that brand's entitlement.
import type { CallerRest } from '../caller-rest';
import { FleetError } from '../errors';

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
}

/** Most events one export holds (newest first). */
export const MAX_EXPORT_EVENTS = 5000;

export async function loadTruckHistory(rest: CallerRest, truckId: string): Promise<TruckHistory> {
  const id = encodeURIComponent(truckId);
  const trucks = await rest.get<TruckFacts[]>(
    `fleet_trucks?id=eq.${id}&select=id,organization_id,unit,brand_id,series_id,model,serial_number,serial_in_range,fuel_type,hour_meter,site,in_service_date,notes,brands(name),series(name),fleet_organizations(name)`,
  );
  const truck = trucks[0];
  if (!truck) throw new FleetError('truck_not_found', 'No such truck in your fleets.', { status: 404 });
  const [events, services, due] = await Promise.all([
    rest.get<FaultEventRow[]>(
      `fleet_fault_events?truck_id=eq.${id}&select=id,occurred_at,hour_meter,code,symptoms,diagnosis_id,cause_text,fix,fixed,parts_replaced,minutes_spent,error_codes(code,title,severity)&order=occurred_at.desc,id.desc&limit=${MAX_EXPORT_EVENTS}`,
    ),
    rest.get<ServiceRow[]>(
      `fleet_service_records?truck_id=eq.${id}&select=performed_on,hour_meter,interval_hours,notes,maintenance_tasks(task)&order=performed_on.desc&limit=500`,
    ),
    rest.rpc<DueRow[]>('fleet_maintenance_due', { p_organization_id: truck.organization_id, p_truck_id: truck.id }),
  ]);
  return { truck, events, services, due };
}
