// The fleet API with its client's code in its own chunk, loaded with the first call: a fleet page (the invitation a
// visitor opens from an e-mail) hydrates without it. Every call but `signedIn` is asynchronous already; `signedIn`
// reads the session cookie, as the client does.
import { cookieToken } from '../../search/page-session';
import type { FleetApi } from './fleet-api';

/** Every asynchronous call of the fleet API (a test keeps the list equal to the client's). */
export const DEFERRED_FLEET_CALLS = [
  'myOrganizations',
  'createOrganization',
  'members',
  'setRole',
  'removeMember',
  'invite',
  'invitations',
  'revokeInvitation',
  'invitationPreview',
  'acceptInvitation',
  'myInvitations',
  'acceptInvitationById',
  'trucks',
  'truck',
  'addTruck',
  'updateTruck',
  'importCatalog',
  'importTrucks',
  'truckManuals',
  'truckCodes',
  'truckSearch',
  'truckEvents',
  'maintenanceDue',
  'markServiceDone',
  'undoServiceDone',
  'logFault',
  'recentEvents',
  'repeatedCodes',
  'myDiagnoses',
  'exportHistory',
] as const satisfies readonly Exclude<keyof FleetApi, 'signedIn'>[];

type Call = (...args: unknown[]) => Promise<unknown>;

export function createDeferredFleetApi(): FleetApi {
  let client: Promise<FleetApi> | undefined;
  const loaded = () => (client ??= import('./fleet-api').then((module) => module.createFleetApi()));
  const calls = Object.fromEntries(
    DEFERRED_FLEET_CALLS.map((name) => [name, async (...args: unknown[]) => ((await loaded())[name] as Call)(...args)]),
  );
  return { ...calls, signedIn: () => cookieToken() !== undefined } as FleetApi;
}
