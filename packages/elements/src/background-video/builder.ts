/** The background video's typed design builder: its settings and the content shown over it. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';
import type { VideoObjectFit } from './settings';

export function backgroundVideo(
  settings: { url: Bound<string>; poster?: Bound<string>; loop?: boolean; objectFit?: VideoObjectFit } & Common,
  content: ElementNode[],
): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('background-video', rest, common, { children: content });
}
