// The four fleet roles (migration 0140), one source for the fleet functions and the fleet pages: what an invitation
// may carry, each role's name, its one-line description (the team page's choices) and how a sentence says it.

export const FLEET_ROLES = ['owner', 'manager', 'technician', 'viewer'] as const;

export type FleetRole = (typeof FLEET_ROLES)[number];

export const isFleetRole = (value: unknown): value is FleetRole => FLEET_ROLES.includes(value as FleetRole);

export const ROLE_LABEL: Record<FleetRole, string> = {
  owner: 'Owner',
  manager: 'Fleet manager',
  technician: 'Technician',
  viewer: 'Viewer',
};

/** What each role does, in the words the team page offers them. */
export const ROLE_DESCRIPTION: Record<FleetRole, string> = {
  owner: 'Owner — everything a fleet manager does, and makes or removes owners.',
  manager: 'Fleet manager — also trucks, members and assigning work orders.',
  technician: 'Technician — logs faults, works the orders, reads the fleet.',
  viewer: 'Viewer — reads the fleet, its faults and work orders; changes nothing.',
};

/** The role with its article, as a sentence carries it: "an owner", "a fleet manager". */
export const ROLE_IN_A_SENTENCE: Record<FleetRole, string> = {
  owner: 'an owner',
  manager: 'a fleet manager',
  technician: 'a technician',
  viewer: 'a viewer',
};

/** Owners and managers run the fleet: trucks, members, invitations, assigning and cancelling work orders. */
export const runsTheFleet = (role: FleetRole): boolean => role === 'owner' || role === 'manager';

/** Everyone but a viewer writes: logs faults, records maintenance, uploads, works orders. */
export const writesToTheFleet = (role: FleetRole): boolean => role !== 'viewer';
