/** The truck page element's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';

export function fleetTruck(settings: { truck: Bound<string> } & Common): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('forklift-fleet-truck', rest, common);
}
