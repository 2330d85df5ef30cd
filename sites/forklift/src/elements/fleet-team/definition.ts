/** The fleet team element's definition (organization, members, invitations); its component loads lazily. */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';

const LazyFleetTeam = lazyElementComponent(() => import('./FleetTeam').then((module) => module.FleetTeam));

export const fleetTeamElement = defineElement<Record<string, unknown>>({
  type: 'forklift-fleet-team',
  settings: {},
  events: [],
  states: [],
  actions: [],
  variables: {},
  component: LazyFleetTeam,
  lazy: true,
});
