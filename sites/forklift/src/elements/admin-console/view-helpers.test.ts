// The console views' pure helpers: role names as operators read them, an audit entry's changed fields, a brand's
// pattern judged against its example, purchases summed per day, and the console's paths.
import { describe, expect, it } from 'vitest';
import { changedFields } from './AuditView';
import { patternAccepts } from './BrandsView';
import { roleLabel } from './MembersView';
import { adminHref, isAdminView } from './paths';
import { salesByDay } from './SalesView';

describe('console view helpers', () => {
  it('names roles in words', () => {
    expect(['admin', 'all-access', 'freemium', 'c-monarch-premium', 'u-stitch-premium', 'custom'].map(roleLabel)).toEqual([
      'Operator (admin)',
      'All brands',
      'Free account',
      'C-Monarch plan',
      'U-Stitch plan',
      'custom',
    ]);
  });

  it('lists only the fields an update changed, and every field of an insert', () => {
    expect(changedFields({ before: { id: 1, title: 'Old', tier: 'free' }, after: { id: 1, title: 'New', tier: 'free' } })).toEqual([
      ['title', 'Old', 'New'],
    ]);
    expect(changedFields({ before: null, after: { id: 1, causes: [{ text: 'x' }] } })).toEqual([
      ['id', '—', '1'],
      ['causes', '—', '[{"text":"x"}]'],
    ]);
  });

  it('tests a brand pattern against its example', () => {
    expect(patternAccepts('^E-[0-9]{3}$', 'E-212')).toBe(true);
    expect(patternAccepts('^E-[0-9]{3}$', '212')).toBe(false);
    expect(patternAccepts('([', 'E-212')).toBeNull();
  });

  it('sums purchases per day, newest first', () => {
    const row = { product: 'p', kind: 'subscription', ended: 0 };
    expect(
      salesByDay([
        { ...row, day: '2026-12-01', product_id: 'a', sold: 2, active: 1 },
        { ...row, day: '2026-12-02', product_id: 'a', sold: 1, active: 1 },
        { ...row, day: '2026-12-01', product_id: 'b', sold: 3, active: 3 },
      ]),
    ).toEqual([
      { day: '2026-12-02', sold: 1, active: 1 },
      { day: '2026-12-01', sold: 5, active: 4 },
    ]);
  });

  it('writes the console paths of ARCHITECTURE §7', () => {
    expect(adminHref('overview')).toBe('/admin');
    expect(adminHref('manuals', { q: 'mast chain' })).toBe('/admin/manuals?q=mast+chain');
    expect(adminHref('manuals', { q: '' })).toBe('/admin/manuals');
    expect([isAdminView('audit'), isAdminView('root'), isAdminView(3)]).toEqual([true, false, false]);
  });
});
