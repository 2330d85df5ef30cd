/** The fleet dashboard element's definition (live fault events, repeated codes, maintenance due); lazy component. */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';

const LazyFleetDashboard = lazyElementComponent(() => import('./FleetDashboard').then((module) => module.FleetDashboard));

export const fleetDashboardElement = defineElement<Record<string, unknown>>({
  type: 'forklift-fleet-dashboard',
  settings: {},
  events: [],
  states: [],
  actions: [],
  variables: {},
  component: LazyFleetDashboard,
  lazy: true,
});
