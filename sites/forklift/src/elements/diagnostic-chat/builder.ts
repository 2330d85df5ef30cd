/** The diagnostic chat's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';

export function diagnosticChat(
  settings: { brand?: Bound<string>; code?: Bound<string>; viewerPath?: string; loginPath?: string; truck?: Bound<string> } & Common = {},
): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('forklift-diagnostic-chat', rest, common);
}
