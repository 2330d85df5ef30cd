/** The fleet dashboard element's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Common, ElementNode } from '@kit/runtime-react/authoring';

export function fleetDashboard(settings: Common = {}): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('forklift-fleet-dashboard', rest, common);
}
