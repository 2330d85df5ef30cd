/** The fault form element's definition (`fleet/log-fault?truck=&brand=&code=&symptoms=&diagnosis=`); lazy component. */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';

export interface FleetFaultSettings extends Record<string, unknown> {
  /** Prefills, bound to the page address: the truck id, the code's brand, the code, symptoms and the diagnosis id. */
  truck: string;
  brand: string;
  code: string;
  symptoms: string;
  diagnosis: string;
}

const LazyFleetFault = lazyElementComponent(() => import('./FleetFault').then((module) => module.FleetFault));

export const fleetFaultElement = defineElement<FleetFaultSettings>({
  type: 'forklift-fleet-fault',
  settings: {
    truck: { default: '' },
    brand: { default: '' },
    code: { default: '' },
    symptoms: { default: '' },
    diagnosis: { default: '' },
  },
  events: ['logged'],
  states: [],
  actions: [],
  variables: {},
  component: LazyFleetFault,
  lazy: true,
});
