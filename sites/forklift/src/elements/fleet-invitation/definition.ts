/** The invitation element's definition (`fleet/invitation?token=`); its component loads lazily. */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';

export interface FleetInvitationSettings extends Record<string, unknown> {
  /** The invitation token from the e-mail's link (the page binds it to `?token=`). */
  token: string;
}

const LazyFleetInvitation = lazyElementComponent(() => import('./FleetInvitation').then((module) => module.FleetInvitation));

export const fleetInvitationElement = defineElement<FleetInvitationSettings>({
  type: 'forklift-fleet-invitation',
  settings: { token: { default: '' } },
  events: [],
  states: [],
  actions: [],
  variables: {},
  component: LazyFleetInvitation,
  lazy: true,
});
