// Where a search hit leads: a code to its diagnostics page, a page to the viewer at that page, a manual to its first
// page (or, locked, to the plans); and the order of groups on the results page (codes, pages, manuals).
import type { SearchHit } from './portal-api';

export interface LinkPaths {
  manual: string;
  diagnostics: string;
  upgrade: string;
}

export const DEFAULT_LINK_PATHS: LinkPaths = { manual: '/manual', diagnostics: '/diagnostics', upgrade: '/upgrade' };

/** The code of an error-code hit ("E-212 — Pump motor overcurrent" → "E-212"). */
export function hitCode(hit: SearchHit): string {
  return hit.title.split(' — ')[0] ?? hit.title;
}

export function hitHref(hit: SearchHit, paths: LinkPaths = DEFAULT_LINK_PATHS): string {
  if (hit.kind === 'error_code') {
    return `${paths.diagnostics}?${new URLSearchParams({ brand: hit.brand_id, code: hitCode(hit) })}`;
  }
  if (hit.kind === 'manual' && hit.locked) return paths.upgrade;
  return `${paths.manual}?${new URLSearchParams({ manual: hit.manual_id ?? '', page: String(hit.page_number ?? 1) })}`;
}

export type HitGroup = { kind: SearchHit['kind']; label: string; hits: SearchHit[] };

const GROUPS: ReadonlyArray<Omit<HitGroup, 'hits'>> = [
  { kind: 'error_code', label: 'Error codes' },
  { kind: 'page', label: 'Manual pages' },
  { kind: 'manual', label: 'Manuals' },
];

/** Hits grouped by kind in the fixed order, each group keeping the server's ranking; empty groups left out. */
export function groupHits(hits: readonly SearchHit[]): HitGroup[] {
  return GROUPS.map((group) => ({ ...group, hits: hits.filter((hit) => hit.kind === group.kind) })).filter(
    (group) => group.hits.length > 0,
  );
}

/** Suggestions as the user types: the brand's codes first, then the rest in rank order. */
export function suggestionOrder(hits: readonly SearchHit[], brand: string | null | undefined, limit = 8): SearchHit[] {
  const weight = (hit: SearchHit) => (hit.kind === 'error_code' ? (brand && hit.brand_id === brand ? 0 : 1) : 2);
  return [...hits]
    .map((hit, index) => ({ hit, index }))
    .sort((a, b) => weight(a.hit) - weight(b.hit) || a.index - b.index)
    .slice(0, limit)
    .map(({ hit }) => hit);
}
