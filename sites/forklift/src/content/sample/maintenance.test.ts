// Planned maintenance in the sample manuals: every task row is printed on the page it cites, operator tasks live in
// the free operator's manual and technician tasks in the premium service manual, fuel-specific work only where the
// series has that fuel, and no page before the chapter moves.
import { describe, expect, it } from 'vitest';
import { generateSampleLibrary } from './generate';

const library = generateSampleLibrary();
const manuals = new Map(library.manuals.map((m) => [m.id, m]));
const series = new Map(library.series.map((s) => [s.id, s]));

describe('sample maintenance schedules', () => {
  it('cites, for every task, a page of its manual whose text prints the row word for word', () => {
    expect(library.maintenanceTasks.length).toBeGreaterThan(library.series.length * 10);
    for (const task of library.maintenanceTasks) {
      const manual = manuals.get(task.manualId);
      const page = manual?.pages.find((p) => p.number === task.pageNumber);
      expect(page?.body.split('\n'), `${task.seriesId} ${task.intervalHours} h ${task.task}`).toContain(task.quote);
      expect(task.quote.startsWith(`${task.intervalHours} | `)).toBe(true);
      expect(manual?.seriesIds).toEqual([task.seriesId]);
    }
  });

  it('puts the operator checks (50/250 h) in the free operator manual and the service work (500+ h) in the premium service manual', () => {
    for (const task of library.maintenanceTasks) {
      const manual = manuals.get(task.manualId);
      if (task.intervalHours <= 250) expect([manual?.kind, manual?.tier]).toEqual(['operator', 'free']);
      else expect([manual?.kind, manual?.tier]).toEqual(['service', 'premium']);
    }
    const intervals = new Set(library.maintenanceTasks.filter((t) => t.seriesId === 'c-monarch-cx').map((t) => t.intervalHours));
    expect([...intervals].sort((a, b) => a - b)).toEqual([50, 250, 500, 1000, 2000]);
  });

  it('lists fuel-specific work only for series with that fuel', () => {
    const electricOnly = library.maintenanceTasks.filter((t) => t.seriesId === 'c-monarch-cx');
    expect(electricOnly.some((t) => /oil filter|spark plugs|LPG/i.test(t.task))).toBe(false);
    expect(electricOnly.some((t) => /Battery electrolyte/.test(t.task))).toBe(true);
    const mixed = library.maintenanceTasks.filter((t) => t.seriesId === 'c-monarch-cg');
    const plugs = mixed.find((t) => /Spark plugs/.test(t.task));
    expect(plugs?.fuelTypes).toEqual([]);
    for (const task of library.maintenanceTasks) {
      for (const fuel of task.fuelTypes) expect(series.get(task.seriesId)?.fuelTypes).toContain(fuel);
    }
  });

  it('adds the chapter just before the revision history', () => {
    const cx = library.manuals.find((m) => m.seriesIds[0] === 'c-monarch-cx' && m.kind === 'service');
    const titles = (cx?.pages ?? []).flatMap((p) => (p.sectionTitle ? [p.sectionTitle] : []));
    expect(titles.slice(-2)).toEqual([expect.stringMatching(/^\d+ Planned maintenance$/), 'Revision history']);
    expect(titles.at(-3)).toMatch(/Diagnostic trouble codes$/);
  });
});
