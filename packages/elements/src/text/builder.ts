/** The text's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';
import type { TextTag } from './settings';

export function text(settings: { text: Bound<string | number>; tag?: TextTag; linkId?: string } & Common): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('text', rest, common);
}
