/** The filter sheet's typed design builder: the filter panel it holds as its children. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';

export function filterSheet(
  settings: { label?: string; active: Bound<number>; summary: Bound<string>; doneLabel: Bound<string> } & Common,
  children: ElementNode[],
): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('forklift-filter-sheet', rest, common, { children });
}
