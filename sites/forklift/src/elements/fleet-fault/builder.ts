/** The fault form element's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';

export function fleetFault(
  settings: {
    truck?: Bound<string>;
    brand?: Bound<string>;
    code?: Bound<string>;
    symptoms?: Bound<string>;
    diagnosis?: Bound<string>;
  } & Common = {},
): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('forklift-fleet-fault', rest, common);
}
