// Hit links, grouping and suggestion order.
import { describe, expect, it } from 'vitest';
import { groupHits, hitHref, suggestionOrder } from './hit-links';
import type { SearchHit } from './portal-api';

const hit = (kind: SearchHit['kind'], extra: Partial<SearchHit> = {}): SearchHit => ({
  kind,
  brand_id: 'c-monarch',
  title: 'T',
  manual_id: null,
  page_number: null,
  error_code_id: null,
  snippet: '',
  rank: 1,
  ...extra,
});

describe('hit links', () => {
  it('sends codes to diagnostics, pages to the viewer at the page, locked manuals to the plans', () => {
    expect(hitHref(hit('error_code', { title: 'SPN 520 FMI 3 — Oil temperature sensor' }))).toBe(
      '/diagnostics?brand=c-monarch&code=SPN+520+FMI+3',
    );
    expect(hitHref(hit('page', { manual_id: 'm1', page_number: 212 }))).toBe('/manual?manual=m1&page=212');
    expect(hitHref(hit('manual', { manual_id: 'm1' }))).toBe('/manual?manual=m1&page=1');
    expect(hitHref(hit('manual', { manual_id: 'm1', locked: true }))).toBe('/upgrade');
  });

  it('groups codes, pages, manuals in that order, keeping rank order inside', () => {
    const groups = groupHits([
      hit('manual', { title: 'a' }),
      hit('page', { title: 'b' }),
      hit('error_code', { title: 'c' }),
      hit('page', { title: 'd' }),
    ]);
    expect(groups.map((group) => [group.label, group.hits.map((h) => h.title).join('')])).toEqual([
      ['Error codes', 'c'],
      ['Manual pages', 'bd'],
      ['Manuals', 'a'],
    ]);
  });

  it("suggests the brand's codes first", () => {
    const order = suggestionOrder(
      [hit('page', { title: 'p' }), hit('error_code', { title: 'x', brand_id: 'r-raynet' }), hit('error_code', { title: 'y' })],
      'c-monarch',
    );
    expect(order.map((h) => h.title)).toEqual(['y', 'x', 'p']);
  });
});
