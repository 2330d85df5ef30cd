/** The trucks element's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Common, ElementNode } from '@kit/runtime-react/authoring';

export function fleetTrucks(settings: Common = {}): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('forklift-fleet-trucks', rest, common);
}
