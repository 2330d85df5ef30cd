/** The manual viewer's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';

export function manualViewer(
  settings: {
    manualId: Bound<string>;
    page?: Bound<number | string>;
    part?: Bound<string>;
    signInPath?: string;
    upgradePath?: string;
  } & Common,
): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('forklift-manual-viewer', rest, common);
}
