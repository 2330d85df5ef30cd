/**
 * DOM ids for a field's parts (input, label, error, listbox…). An element repeated by a parent renders once per
 * item under the same uid, so the repeat index joins the uid there: labels and descriptions stay tied to their own
 * field. Ids are derived, not random, so the server's HTML and the hydrating render agree.
 */
import type { LocalScope } from '@kit/runtime-core';

export function fieldIdBase(uid: string, local: LocalScope | undefined): string {
  const item = local?.context?.item as { index?: unknown } | undefined;
  return typeof item?.index === 'number' ? `${uid}-${item.index}` : uid;
}
