/** Typed design builder for the form container. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';
import { FORM_CONTAINER_TYPE } from './settings';

export function formContainer(
  settings: { autocomplete?: boolean; validation?: 'submit' | 'change'; debounceDelay?: number; label?: Bound<string> } & Common,
  children: ElementNode[],
): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node(FORM_CONTAINER_TYPE, rest, common, { children });
}
