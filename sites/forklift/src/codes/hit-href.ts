/**
 * Where a search hit leads from the search box and the results page: an error code to its code page (reading a code
 * is a page load, not a diagnosis), everything else where `hitHref` sends it (the viewer, the plans).
 */
import { hitCode, hitHref } from '../search/hit-links';
import type { SearchHit } from '../search/portal-api';
import { codePagePath } from './slug';

export function searchHitHref(hit: SearchHit): string {
  return hit.kind === 'error_code' ? codePagePath(hit.brand_id, hitCode(hit)) : hitHref(hit);
}
