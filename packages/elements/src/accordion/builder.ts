/** The accordion's typed design builder: the first child is the toggle layout, the rest the content layout. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';

export function accordion(settings: { value?: Bound<boolean> } & Common, toggle: ElementNode, content: ElementNode[]): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('accordion', rest, common, { children: [toggle, ...content] });
}
