/** The search box's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';

export function searchBox(
  settings: { brand?: Bound<string>; value?: Bound<string>; placeholder?: string; resultsPath?: string; compact?: boolean } & Common = {},
): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('forklift-search-box', rest, common);
}
