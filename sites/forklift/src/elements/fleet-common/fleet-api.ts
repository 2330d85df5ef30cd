// The fleet pages' calls on this origin's Supabase wire (rest, rpc, functions) with the visitor's session: row-level
// security decides what each member reads and changes (tables and RPCs: /work/team/fleets-api.md, docs "Fleets").
import { PortalApiError } from '../../search/portal-api-error';
import type { SearchHit } from '../../search/portal-api';
import { createWire, type WireOptions } from '../../search/wire';
import type {
  Catalog,
  Diagnosis,
  FaultEvent,
  FaultEventInput,
  ImportResult,
  Invitation,
  InvitationPreview,
  MaintenanceDue,
  Member,
  MyInvitation,
  Organization,
  RecentEvent,
  RepeatedCode,
  Role,
  ServiceDoneInput,
  ServiceRecord,
  Truck,
  TruckCode,
  TruckInput,
  TruckManual,
} from './types';

const TRUCK_COLUMNS =
  'id,organization_id,unit,brand_id,series_id,model_id,model,serial_number,serial_in_range,fuel_type,hour_meter,site,in_service_date,notes,created_at';
const SERVICE_COLUMNS = 'id,truck_id,task_id,interval_hours,hour_meter,performed_on,notes,created_by,created_at';
const EVENT_COLUMNS =
  'id,truck_id,code,error_code_id,occurred_at,hour_meter,symptoms,diagnosis_id,cause_text,fix,fixed,parts_replaced,minutes_spent,created_by,created_at';

const enc = encodeURIComponent;

export function createFleetApi(options: WireOptions = {}) {
  const { call, json, request, signedIn } = createWire(options);
  const rpc = <T>(name: string, args: Record<string, unknown> = {}) => call<T>(`/rest/v1/rpc/${name}`, json('POST', args));
  const returning = { prefer: 'return=representation' };

  return {
    signedIn,

    // Organizations, members, invitations.
    myOrganizations: () => rpc<Organization[]>('fleet_my_organizations'),
    createOrganization: (name: string) => rpc<{ id: string; name: string }>('fleet_create_organization', { p_name: name }),
    members: (organizationId: string) =>
      call<Member[]>(
        `/rest/v1/fleet_members?organization_id=eq.${enc(organizationId)}&select=organization_id,user_id,role,email,joined_at&order=joined_at`,
      ),
    async setRole(organizationId: string, userId: string, role: Role): Promise<void> {
      const rows = await call<Member[]>(
        `/rest/v1/fleet_members?organization_id=eq.${enc(organizationId)}&user_id=eq.${enc(userId)}`,
        json('PATCH', { role }, returning),
      );
      if (rows.length === 0) throw new PortalApiError('not_manager', 'Only a fleet manager can change roles.', { status: 403 });
    },
    removeMember: (organizationId: string, userId: string) =>
      rpc<unknown>('fleet_remove_member', { p_organization_id: organizationId, p_user_id: userId }),
    invite: (organizationId: string, email: string, role: Role) =>
      call<{ invitationId: string; email: string; role: Role; expiresAt: string }>(
        '/functions/v1/fleet-invite',
        json('POST', { organizationId, email, role }),
      ),
    invitations: (organizationId: string) =>
      call<Invitation[]>(
        `/rest/v1/fleet_invitations?organization_id=eq.${enc(organizationId)}&accepted_at=is.null&select=id,email,role,invited_by_email,created_at,expires_at&order=created_at.desc`,
      ),
    revokeInvitation: (id: string) => call<unknown>(`/rest/v1/fleet_invitations?id=eq.${enc(id)}`, { method: 'DELETE' }),
    invitationPreview: (token: string) => rpc<InvitationPreview>('fleet_invitation_preview', { p_token: token }),
    acceptInvitation: (token: string) => rpc<{ organizationId: string; role: Role }>('fleet_accept_invitation', { p_token: token }),
    myInvitations: () => rpc<MyInvitation[]>('fleet_my_invitations'),
    acceptInvitationById: (id: string) =>
      rpc<{ organizationId: string; role: Role }>('fleet_accept_invitation_by_id', { p_invitation_id: id }),

    // Trucks.
    trucks: (organizationId: string) =>
      call<Truck[]>(
        `/rest/v1/fleet_trucks?organization_id=eq.${enc(organizationId)}&select=${TRUCK_COLUMNS}&order=unit.asc.nullslast,serial_number`,
      ),
    async truck(id: string): Promise<Truck | null> {
      const rows = await call<Truck[]>(`/rest/v1/fleet_trucks?id=eq.${enc(id)}&select=${TRUCK_COLUMNS}`);
      return rows[0] ?? null;
    },
    async addTruck(input: TruckInput): Promise<Truck> {
      const rows = await call<Truck[]>(`/rest/v1/fleet_trucks?select=${TRUCK_COLUMNS}`, json('POST', input, returning));
      if (!rows[0]) throw new PortalApiError('truck_not_saved', 'The truck was not saved.', { status: 500 });
      return rows[0];
    },
    async updateTruck(id: string, patch: Partial<TruckInput>): Promise<Truck> {
      const rows = await call<Truck[]>(`/rest/v1/fleet_trucks?id=eq.${enc(id)}&select=${TRUCK_COLUMNS}`, json('PATCH', patch, returning));
      if (!rows[0]) throw new PortalApiError('truck_not_saved', 'The truck was not changed.', { status: 403 });
      return rows[0];
    },
    importCatalog: () => rpc<Catalog>('fleet_import_catalog'),
    importTrucks: (organizationId: string, rows: Array<Record<string, unknown>>, dryRun: boolean) =>
      rpc<ImportResult[]>('fleet_import_trucks', { p_organization_id: organizationId, p_rows: rows, p_dry_run: dryRun }),

    // The truck page.
    truckManuals: (truckId: string) => rpc<TruckManual[]>('fleet_truck_manuals', { p_truck_id: truckId }),
    truckCodes: (truckId: string) => rpc<TruckCode[]>('fleet_truck_error_codes', { p_truck_id: truckId }),
    truckSearch: (truckId: string, query: string, signal?: AbortSignal) =>
      call<SearchHit[]>('/rest/v1/rpc/fleet_truck_search', {
        ...json('POST', { p_truck_id: truckId, p_query: query, p_max_results: 12 }),
        ...(signal ? { signal } : {}),
      }),
    truckEvents: (truckId: string) =>
      call<FaultEvent[]>(
        `/rest/v1/fleet_fault_events?truck_id=eq.${enc(truckId)}&select=${EVENT_COLUMNS}&order=occurred_at.desc&limit=200`,
      ),
    maintenanceDue: (organizationId: string, truckId: string | null = null, includeOk = false) =>
      rpc<MaintenanceDue[]>('fleet_maintenance_due', { p_organization_id: organizationId, p_truck_id: truckId, p_include_ok: includeOk }),
    async markServiceDone(input: ServiceDoneInput): Promise<ServiceRecord> {
      const rows = await call<ServiceRecord[]>(`/rest/v1/fleet_service_records?select=${SERVICE_COLUMNS}`, json('POST', input, returning));
      if (!rows[0]) throw new PortalApiError('service_not_saved', 'The maintenance was not recorded. Try again.', { status: 500 });
      return rows[0];
    },
    /** Undoes a "Mark done": deletes the record (its author or a manager may). */
    async undoServiceDone(id: string): Promise<void> {
      const rows = await call<ServiceRecord[]>(`/rest/v1/fleet_service_records?id=eq.${enc(id)}&select=id`, {
        method: 'DELETE',
        headers: { prefer: 'return=representation' },
      });
      if (rows.length === 0)
        throw new PortalApiError('service_not_undone', 'This record can no longer be undone: ask a fleet manager to remove it.', {
          status: 403,
        });
    },

    // Fault events and the dashboard.
    async logFault(input: FaultEventInput): Promise<FaultEvent> {
      const rows = await call<FaultEvent[]>(`/rest/v1/fleet_fault_events?select=${EVENT_COLUMNS}`, json('POST', input, returning));
      if (!rows[0]) throw new PortalApiError('event_not_saved', 'The fault was not saved.', { status: 500 });
      return rows[0];
    },
    recentEvents: (organizationId: string, limit = 30) =>
      rpc<RecentEvent[]>('fleet_recent_events', { p_organization_id: organizationId, p_limit: limit }),
    repeatedCodes: (organizationId: string, days = 30) =>
      rpc<RepeatedCode[]>('fleet_repeated_codes', { p_organization_id: organizationId, p_days: days, p_min_count: 2 }),
    myDiagnoses: () =>
      call<Diagnosis[]>('/rest/v1/diagnoses?select=id,brand_id,code,symptoms,created_at&refused=is.false&order=created_at.desc&limit=20'),

    /** A truck's history as a file: the blob and the name the server gives it. */
    async exportHistory(truckId: string, format: 'csv' | 'pdf'): Promise<{ blob: Blob; filename: string }> {
      const response = await request(`/functions/v1/fleet-export?${new URLSearchParams({ truck: truckId, format })}`);
      const disposition = response.headers.get('content-disposition') ?? '';
      const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `truck-history.${format}`;
      return { blob: await response.blob(), filename };
    },
  };
}

export type FleetApi = ReturnType<typeof createFleetApi>;
