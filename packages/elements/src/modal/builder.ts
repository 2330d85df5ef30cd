/** The modal's typed design builder: its settings and the dialog's content. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';
import type { ModalAnimation, ModalPosition, PositionUnit } from './settings';

export function modal(
  settings: {
    value?: Bound<boolean>;
    animation?: ModalAnimation;
    position?: ModalPosition;
    transition?: string;
    zIndex?: Bound<number>;
    positionUnit?: PositionUnit;
    customX?: Bound<number>;
    customY?: Bound<number>;
    closeOnBackdrop?: boolean;
    closeOnEscape?: boolean;
    ariaLabel: Bound<string>;
    backdropColor?: string;
  } & Common,
  content: ElementNode[],
): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('modal', rest, common, { children: content });
}
