// The fleet rows and RPC answers as the browser reads them (fleets-data's tables and functions, migrations 005x).

import type { FleetRole } from '../../fleets/roles';

/** Owner, manager, technician or viewer (migration 0140; what each may do: fleets/roles.ts). */
export type Role = FleetRole;

export interface Organization {
  organization_id: string;
  name: string;
  role: Role;
  member_count: number;
  truck_count: number;
  created_at: string;
}

export interface Member {
  organization_id: string;
  user_id: string;
  role: Role;
  email: string;
  joined_at: string;
}

export interface Invitation {
  id: string;
  email: string;
  role: Role;
  invited_by_email: string | null;
  created_at: string;
  expires_at: string;
}

export interface InvitationPreview {
  organizationName: string;
  role: Role;
  email: string;
  invitedByEmail: string | null;
  expiresAt: string;
  status: 'pending' | 'expired' | 'accepted' | 'revoked';
}

export interface MyInvitation {
  id: string;
  organizationName: string;
  role: Role;
  invitedByEmail: string | null;
  expiresAt: string;
}

export interface Truck {
  id: string;
  organization_id: string;
  unit: string | null;
  brand_id: string;
  series_id: string | null;
  model_id: string | null;
  model: string | null;
  serial_number: string;
  serial_in_range: boolean | null;
  fuel_type: string | null;
  hour_meter: number | string | null;
  site: string | null;
  in_service_date: string | null;
  notes: string | null;
  created_at: string;
}

export interface TruckInput {
  organization_id: string;
  unit?: string | null;
  brand_id: string;
  series_id?: string | null;
  model_id?: string | null;
  model?: string | null;
  serial_number: string;
  fuel_type?: string | null;
  hour_meter?: number | null;
  site?: string | null;
  in_service_date?: string | null;
  notes?: string | null;
}

/** What rpc fleet_import_catalog answers (brands, series, models with serial ranges, fuel types). */
export type { ImportCatalog as Catalog } from '../../fleets/csv/types';

export interface ImportMessage {
  code: string;
  message: string;
}

export interface ImportResult {
  row: number;
  ok: boolean;
  id?: string;
  error?: ImportMessage;
  warnings: ImportMessage[];
}

export interface TruckManual {
  id: string;
  kind: 'service' | 'parts' | 'wiring' | 'operator';
  title: string;
  tier: 'free' | 'premium';
  revision: string;
  revision_date: string | null;
  serial_from: number;
  serial_to: number | null;
  page_count: number;
  readable: boolean;
}

export interface TruckCode {
  id: string;
  code: string;
  title: string;
  severity: 'stop' | 'warn' | 'info';
  tier: 'free' | 'premium';
  system_id: string | null;
  event_count: number;
  last_seen: string | null;
}

export interface FaultEvent {
  id: string;
  truck_id: string;
  code: string | null;
  error_code_id: string | null;
  occurred_at: string;
  hour_meter: number | string | null;
  symptoms: string | null;
  diagnosis_id: string | null;
  cause_text: string | null;
  fix: string | null;
  fixed: boolean | null;
  parts_replaced: string[] | null;
  minutes_spent: number | null;
  created_by: string | null;
  created_at: string;
}

export interface FaultEventInput {
  truck_id: string;
  code?: string | null;
  occurred_at: string;
  hour_meter?: number | null;
  symptoms?: string | null;
  diagnosis_id?: string | null;
  fix?: string | null;
  fixed: boolean;
  parts_replaced: string[];
  minutes_spent?: number | null;
}

export interface RecentEvent extends FaultEvent {
  unit: string | null;
  serial_number: string;
  brand_id: string;
  model: string | null;
  code_title: string | null;
  severity: 'stop' | 'warn' | 'info' | null;
  created_by_email: string | null;
}

export interface RepeatedCode {
  truck_id: string;
  unit: string | null;
  serial_number: string;
  error_code_id: string | null;
  code: string;
  title: string | null;
  event_count: number;
  last_at: string;
}

export interface MaintenanceDue {
  truck_id: string;
  unit: string | null;
  serial_number: string;
  task_id: string;
  task: string;
  action: string;
  interval_hours: number;
  last_done_hours: number | string | null;
  due_at_hours: number | string;
  hours_left: number | string;
  status: 'overdue' | 'due' | 'ok';
  manual_id: string | null;
  page_number: number | null;
}

/** What "Mark done" records: the task, when it was done (a plain date) and at which hour-meter reading. */
export interface ServiceDoneInput {
  truck_id: string;
  task_id: string;
  interval_hours: number;
  hour_meter: number;
  performed_on: string;
}

export interface ServiceRecord extends ServiceDoneInput {
  id: string;
  notes: string;
  created_by: string | null;
  created_at: string;
}

export interface Diagnosis {
  id: string;
  brand_id: string;
  code: string | null;
  symptoms: string | null;
  created_at: string;
}
