// The fleet pages in the compiled design: their paths, the dashboard's guard on all but the invitation's landing
// (reached from an e-mail by people without an account), one fleet element each, and the links that reach them.
import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../brands';
import { buildForkliftSite } from '../site';

const site = buildForkliftSite();
const byPath = (path: string) =>
  site.design.pages.find(
    (page) => (page.paths as Record<string, string>).en === path || (page.paths as Record<string, string>).default === path,
  );
const dataOf = (path: string) => site.pages[byPath(path)?.id ?? ''];
const types = (path: string) => Object.values(dataOf(path)?.wwObjects ?? {}).map((element) => (element as { type: string }).type);

describe('the fleet pages', () => {
  it('are guarded like the dashboard, except the invitation landing', () => {
    for (const path of ['fleet', 'fleet/trucks', 'fleet/truck', 'fleet/team', 'fleet/log-fault']) {
      expect(byPath(path)?.pageUserGroups, path).toEqual([{ id: 'freemium', roles: [ROLE_IDS.freemium] }]);
    }
    expect(byPath('fleet/invitation')?.pageUserGroups ?? []).toEqual([]);
  });

  it('each render one fleet element', () => {
    expect(types('fleet')).toContain('forklift-fleet-dashboard');
    expect(types('fleet/trucks')).toContain('forklift-fleet-trucks');
    expect(types('fleet/truck')).toContain('forklift-fleet-truck');
    expect(types('fleet/team')).toContain('forklift-fleet-team');
    expect(types('fleet/invitation')).toContain('forklift-fleet-invitation');
    expect(types('fleet/log-fault')).toContain('forklift-fleet-fault');
  });

  it('are reached from the top bar and the dashboard', () => {
    expect(JSON.stringify(dataOf('dashboard')?.wwObjects)).toContain('"pageId":"fleet"');
    const topBar = Object.entries(dataOf('services')?.wwObjects ?? {}).filter(([uid]) => uid.startsWith('lc-lf-header'));
    expect(JSON.stringify(topBar)).toContain('"pageId":"fleet"');
  });
});
