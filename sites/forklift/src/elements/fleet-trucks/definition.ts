/** The trucks element's definition (list, add, CSV import); its component loads lazily. */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';

const LazyFleetTrucks = lazyElementComponent(() => import('./FleetTrucks').then((module) => module.FleetTrucks));

export const fleetTrucksElement = defineElement<Record<string, unknown>>({
  type: 'forklift-fleet-trucks',
  settings: {},
  events: [],
  states: [],
  actions: [],
  variables: {},
  component: LazyFleetTrucks,
  lazy: true,
});
