/** The search results' typed design builder. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';

type Filter = Bound<string>;

export function searchResults(
  settings: {
    query: Filter;
    brand?: Filter;
    series?: Filter;
    fuelType?: Filter;
    system?: Filter;
    serial?: Filter;
    maxResults?: number;
  } & Common,
): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('forklift-search-results', rest, common);
}
