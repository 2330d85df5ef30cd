/** The paginator's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';

export function paginator(
  settings: {
    useCustomPagination?: boolean;
    collectionId?: string;
    paginatorTotal?: Bound<number>;
    paginatorLimit?: Bound<number>;
    paginatorOffset?: Bound<number>;
    ariaLabel?: Bound<string>;
  } & Common,
): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('paginator', rest, common);
}
