/** The image's typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';
import type { IMAGE_LOADINGS, OBJECT_FITS } from './image-settings';

export function image(
  settings: {
    url: Bound<string>;
    alt: Bound<string | Record<string, string>>;
    objectFit?: (typeof OBJECT_FITS)[number];
    overlay?: Bound<string>;
    filter?: Bound<string>;
    loading?: (typeof IMAGE_LOADINGS)[number];
    width?: number;
    height?: number;
  } & Common,
): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('image', rest, common);
}
