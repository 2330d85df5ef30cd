/** The flexbox's typed design builder: settings, an optional repeat list, and its children. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode, Formula } from '@kit/runtime-react/authoring';
import type { ALIGN, DIRECTIONS, DISPLAYS, FLEX_TAGS, JUSTIFY } from './settings';

export function flexbox(
  settings: {
    display?: Bound<(typeof DISPLAYS)[number]>;
    direction?: (typeof DIRECTIONS)[number];
    gap?: string;
    wrap?: boolean;
    tag?: (typeof FLEX_TAGS)[number];
    justifyContent?: (typeof JUSTIFY)[number];
    alignItems?: (typeof ALIGN)[number];
    ariaLabel?: Bound<string>;
    repeat?: Formula | readonly unknown[];
  } & Common,
  children: ElementNode[],
): ElementNode {
  const { repeat, ...others } = settings;
  const [common, rest] = splitCommon(others);
  return node('flexbox', rest, common, { children, ...(repeat === undefined ? {} : { repeat }) });
}
