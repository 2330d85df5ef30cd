/** The date helpers' own chunk: the forwarders, the loading, and the scan that decides whether a page needs them. */
import { describe, expect, it, vi } from 'vitest';
import { defaultHelperEnvironment } from './environment';
import { createDateHelpers } from './date';
import { DATE_HELPER_NAMES, formulasNeedDateHelpers } from './lazy-date';

describe('lazy date helpers', () => {
  it('forwards every name the date helpers define', () => {
    expect([...DATE_HELPER_NAMES].sort()).toEqual(Object.keys(createDateHelpers(defaultHelperEnvironment)).sort());
  });

  it('refuses a call before the chunk has loaded, then works once it has', async () => {
    vi.resetModules();
    const fresh = await import('./lazy-date');
    const helpers = fresh.lazyDateHelpers({ ...defaultHelperEnvironment, getTimeZone: () => 'UTC' }) as Record<
      string,
      (...args: unknown[]) => unknown
    >;
    expect(fresh.dateHelpersLoaded()).toBe(false);
    expect(() => helpers.formatDate?.('2024-03-05T00:00:00Z')).toThrow(
      'formatDate is not loaded yet: load the date helpers before evaluating',
    );
    // The refused call started the load.
    await fresh.loadDateHelpers();
    expect(fresh.dateHelpersLoaded()).toBe(true);
    expect(helpers.formatDate?.('2024-03-05T00:00:00Z', 'DD/MM/YYYY')).toBe('05/03/2024');
  });

  it('needs the date helpers only for formulas that read one', () => {
    expect(formulasNeedDateHelpers(["formatDate(variables['x'], 'YYYY')"])).toBe(true);
    expect(formulasNeedDateHelpers(['map(list, addDays)', '1 + 1'])).toBe(true);
    expect(formulasNeedDateHelpers(['{ date }'])).toBe(true);
    expect(formulasNeedDateHelpers(["variables['date'] + context.item.date", '{ date: 1 }', "'formatDate'"])).toBe(false);
    expect(formulasNeedDateHelpers(['a +'])).toBe(false);
  });
});
