/** The account link notice's typed design builder; the page reads `variables['<uid>-failed']`. */
import { node } from '@kit/runtime-react/authoring';
import type { ElementNode } from '@kit/runtime-react/authoring';
import type { LinkFlow } from './link-outcome';

export function authLink(uid: string, flow: LinkFlow): ElementNode {
  return node('forklift-auth-link', { flow }, { uid });
}

/** The formula that is true once the notice found the link failed. */
export function linkFailed(uid: string): string {
  return `variables['${uid}-failed']`;
}

/** The formula that is true when the page was opened from an e-mailed link (not by a member who went there). */
export function linkArrived(uid: string): string {
  return `variables['${uid}-arrived']`;
}
