/** The truck page element's definition (`fleet/truck?truck=ID`); its component loads lazily. */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';

export interface FleetTruckSettings extends Record<string, unknown> {
  /** The truck's id (the page binds it to `?truck=`). */
  truck: string;
}

const LazyFleetTruck = lazyElementComponent(() => import('./FleetTruck').then((module) => module.FleetTruck));

export const fleetTruckElement = defineElement<FleetTruckSettings>({
  type: 'forklift-fleet-truck',
  settings: { truck: { default: '' } },
  events: [],
  states: [],
  actions: [],
  variables: {},
  component: LazyFleetTruck,
  lazy: true,
});
