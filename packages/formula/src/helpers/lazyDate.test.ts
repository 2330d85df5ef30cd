/** The date helpers' own chunk: the forwarders, the loading, and the scan that decides whether a page needs them. */
import { describe, expect, it, vi } from 'vitest';
import { defaultHelperEnvironment } from './environment';
import { createDateHelpers } from './date';
import { DATE_HELPER_NAMES, mentionsDateHelper } from './lazyDate';

describe('lazy date helpers', () => {
  it('forwards every name the date helpers define', () => {
    expect([...DATE_HELPER_NAMES].sort()).toEqual(Object.keys(createDateHelpers(defaultHelperEnvironment)).sort());
  });

  it('refuses a call before the chunk has loaded, then works once it has', async () => {
    vi.resetModules();
    const fresh = await import('./lazyDate');
    const helpers = fresh.lazyDateHelpers({ ...defaultHelperEnvironment, getTimeZone: () => 'UTC' }) as Record<string, (...args: unknown[]) => unknown>;
    expect(fresh.dateHelpersLoaded()).toBe(false);
    expect(() => helpers.formatDate?.('2024-03-05T00:00:00Z')).toThrow('formatDate is not loaded yet: load the date helpers before evaluating');
    // The refused call started the load.
    await fresh.loadDateHelpers();
    expect(fresh.dateHelpersLoaded()).toBe(true);
    expect(helpers.formatDate?.('2024-03-05T00:00:00Z', 'DD/MM/YYYY')).toBe('05/03/2024');
  });

  it('finds a helper name only as a whole word', () => {
    expect(mentionsDateHelper(`{"code":"formatDate(variables['x'], 'YYYY')"}`)).toBe(true);
    expect(mentionsDateHelper('map(list, addDays)')).toBe(true);
    expect(mentionsDateHelper('{"code":"variables[\'myformatDateText\']"}')).toBe(false);
    expect(mentionsDateHelper('a plain page about dates')).toBe(false);
  });
});
