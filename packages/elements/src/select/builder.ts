/** Typed design builder for the select. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';
import type { SelectSettings } from './settings';

type Settings = { [K in keyof SelectSettings]?: Bound<SelectSettings[K]> };

export function select(settings: Settings & Common): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('select', rest, common);
}
