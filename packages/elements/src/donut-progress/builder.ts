/** The donut progress bar's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';
import type { DonutStyle } from './settings';

export function donutProgress(
  settings: {
    value?: Bound<number>;
    style?: DonutStyle;
    offset?: Bound<number>;
    thickness?: Bound<number>;
    emptyThickness?: Bound<number>;
    fillColor?: Bound<string>;
    emptyColor?: Bound<string>;
    animationDuration?: number;
    animationDelay?: number;
    showValue?: boolean;
    ariaLabel: Bound<string>;
  } & Common,
): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('donut-progress', rest, common);
}
