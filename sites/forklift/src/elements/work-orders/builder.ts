/** The work-order elements' typed design builders. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';

export function workOrderBoard(settings: Common = {}): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('forklift-work-order-board', rest, common);
}

export function workOrder(settings: { order: Bound<string> } & Common): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('forklift-work-order', rest, common);
}

export function workOrderOpen(settings: { truck: Bound<string>; fault: Bound<string>; task: Bound<string> } & Common): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('forklift-work-order-open', rest, common);
}
