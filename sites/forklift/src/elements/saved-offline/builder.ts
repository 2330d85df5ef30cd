/** The "Saved on this phone" list's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Common, ElementNode } from '@kit/runtime-react/authoring';

export function savedOffline(settings: { viewerPath?: string } & Common = {}): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('forklift-saved-offline', rest, common);
}
