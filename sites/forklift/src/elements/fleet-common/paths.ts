// The fleet pages' paths and ids, shared by the design (pages, links) and the fleet elements (links between them).

export const FLEET_PAGE = {
  dashboard: 'fleet',
  trucks: 'fleet-trucks',
  truck: 'fleet-truck',
  team: 'fleet-team',
  invitation: 'fleet-invitation',
  fault: 'fleet-log-fault',
} as const;

export const FLEET_PATH = {
  dashboard: 'fleet',
  trucks: 'fleet/trucks',
  truck: 'fleet/truck',
  team: 'fleet/team',
  invitation: 'fleet/invitation',
  fault: 'fleet/log-fault',
} as const;

/** `/fleet/truck?truck=ID`. */
export const truckHref = (truckId: string): string => `/${FLEET_PATH.truck}?${new URLSearchParams({ truck: truckId })}`;

export interface FaultPrefill {
  truck?: string;
  brand?: string;
  code?: string;
  symptoms?: string;
  diagnosis?: string;
}

/** The fault form, prefilled (empty values left out of the address). */
export function faultHref(prefill: FaultPrefill = {}): string {
  const query = new URLSearchParams(
    Object.entries(prefill).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
  const text = query.toString();
  return `/${FLEET_PATH.fault}${text ? `?${text}` : ''}`;
}
