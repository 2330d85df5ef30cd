/** Typed design builder for the form input. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';
import type { FormInputSettings } from './settings';

type Settings = { [K in keyof FormInputSettings]?: Bound<FormInputSettings[K]> };

/** `validation` is a formula binding resolved to a boolean, or formula code run with the value as `context.value`. */
export function formInput(settings: Settings & Common): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('form-input', rest, common);
}
