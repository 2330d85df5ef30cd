/**
 * Where a search hit leads from the search box and the results page: an error code to its code page (reading a code
 * is a page load, not a diagnosis; offline, to its diagnosis from the saved details), a page hit of a part-number
 * query to the viewer scrolled to the part's row, everything else where `hitHref` sends it (the viewer, the plans).
 */
import { viewerHref } from '../citations/citation-label';
import { hitCode, hitHref } from '../search/hit-links';
import { partNumberOf } from '../search/part-number';
import type { SearchHit } from '../search/portal-api';
import { codePagePath } from './slug';

export function searchHitHref(hit: SearchHit, query = ''): string {
  // Offline, a code opens its diagnosis from the saved details (code pages are not kept on the phone).
  if (hit.kind === 'error_code') return hit.offline ? hitHref(hit) : codePagePath(hit.brand_id, hitCode(hit));
  const part = partNumberOf(query);
  if (hit.kind === 'page' && part && hit.manual_id && hit.page_number && !hit.locked) {
    return viewerHref(hit.manual_id, hit.page_number, { part });
  }
  return hitHref(hit);
}
