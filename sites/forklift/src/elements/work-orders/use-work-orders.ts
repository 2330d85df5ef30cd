// The work-order pages' common state: the fleet's (session, organizations, the chosen one) and this client.
import { useMemo } from 'react';
import { useFleet, type FleetState } from '../fleet-common/use-fleet';
import { createWorkOrderApi, type WorkOrderApi } from './work-order-api';

export interface WorkOrderState {
  fleet: FleetState;
  api: WorkOrderApi;
}

export function useWorkOrders(): WorkOrderState {
  const fleet = useFleet();
  const api = useMemo(() => createWorkOrderApi(), []);
  return { fleet, api };
}

/** A key no other entry has (crypto.randomUUID where the page is secure; else a random v4 from getRandomValues). */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
