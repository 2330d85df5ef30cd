/** Typed design builder for the number display. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';
import type { NumberDisplaySettings } from './settings';

type Settings = { [K in keyof NumberDisplaySettings]?: Bound<NumberDisplaySettings[K]> };

export function numberDisplay(settings: Settings & Common): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('number-display', rest, common);
}
