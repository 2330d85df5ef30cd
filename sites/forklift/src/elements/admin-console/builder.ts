/** The operator console element's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';
import type { AdminView } from './paths';

export function adminConsole(settings: { view: AdminView; query?: Bound<string> } & Common): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('forklift-admin-console', rest, common);
}
