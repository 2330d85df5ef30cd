/** Donut progress: clamping of value, thickness and animation, and the ring geometry of each style. */
import { describe, expect, it } from 'vitest';
import { clampDelay, clampDuration, clampThickness, clampValue, donutGeometry } from './donut-geometry';
import { DONUT_DEFAULTS } from './settings';

describe('clamping', () => {
  it('keeps the value within 0–100, thickness within 1–50 px and animation within 1–999 ms', () => {
    expect(DONUT_DEFAULTS.value).toBe(65);
    expect(clampValue(130)).toBe(100);
    expect(clampValue(-5)).toBe(0);
    expect(clampValue('42')).toBe(42);
    expect(clampThickness(0, 10)).toBe(1);
    expect(clampThickness(80, 10)).toBe(50);
    expect(clampThickness('abc', 10)).toBe(10);
    expect(clampDuration(0)).toBe(1);
    expect(clampDuration(5000)).toBe(999);
    expect(clampDuration(undefined)).toBe(DONUT_DEFAULTS.animationDuration);
    expect(clampDelay(-1)).toBe(0);
  });
});

describe('donutGeometry', () => {
  const base = { size: 100, thickness: 10, emptyThickness: 4, offset: 2, value: 25 };
  it('puts both rings on one circle for center', () => {
    const g = donutGeometry({ ...base, style: 'center' });
    expect(g.fill.radius).toBe(45);
    expect(g.empty.radius).toBe(45);
  });
  it('puts the fill ring outside (out) or inside (in) the empty ring, offset apart', () => {
    const out = donutGeometry({ ...base, style: 'out' });
    expect(out.fill.radius).toBe(45);
    expect(out.empty.radius).toBe(50 - 10 - 2 - 2);
    const inside = donutGeometry({ ...base, style: 'in' });
    expect(inside.empty.radius).toBe(48);
    expect(inside.fill.radius).toBe(50 - 4 - 2 - 5);
  });
  it('overlaps the rings for the -over styles, aligned inside or outside', () => {
    const outOver = donutGeometry({ ...base, style: 'out-over' });
    expect(outOver.fill.radius - 5).toBe(outOver.empty.radius - 2);
    const inOver = donutGeometry({ ...base, style: 'in-over' });
    expect(inOver.fill.radius + 5).toBe(inOver.empty.radius + 2);
  });
  it('leaves value percent of the fill circle drawn', () => {
    const g = donutGeometry({ ...base, style: 'center' });
    expect(g.circumference).toBeCloseTo(2 * Math.PI * 45);
    expect(g.dashOffset).toBeCloseTo(g.circumference * 0.75);
    expect(donutGeometry({ ...base, style: 'center', value: 100 }).dashOffset).toBe(0);
  });
  it('never draws a negative radius in a tiny box', () => {
    const g = donutGeometry({ ...base, size: 4, style: 'out' });
    expect(g.empty.radius).toBe(0);
  });
});
