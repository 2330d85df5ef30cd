/** The invitation element's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';

export function fleetInvitation(settings: { token: Bound<string> } & Common): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('forklift-fleet-invitation', rest, common);
}
