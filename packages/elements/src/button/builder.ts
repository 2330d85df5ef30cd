/** The button's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';
import type { ButtonType } from './settings';

export function button(
  settings: {
    text: Bound<string>;
    buttonType?: ButtonType;
    disabled?: Bound<boolean>;
    hasLeftIcon?: boolean;
    leftIcon?: Bound<string>;
    hasRightIcon?: boolean;
    rightIcon?: Bound<string>;
    backgroundColor?: Bound<string>;
    ariaLabel?: Bound<string>;
  } & Common,
): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('button', rest, common);
}
