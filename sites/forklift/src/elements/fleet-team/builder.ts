/** The fleet team element's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Common, ElementNode } from '@kit/runtime-react/authoring';

export function fleetTeam(settings: Common = {}): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('forklift-fleet-team', rest, common);
}
