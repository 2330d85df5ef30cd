/** The icon's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';

export function icon(
  settings: { icon: Bound<string>; color?: Bound<string>; fontSize?: Bound<number | string>; label?: Bound<string> } & Common,
): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('icon', rest, common);
}
