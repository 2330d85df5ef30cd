/** Modal rules: defaults, z-index and custom position clamping, placements, transitions, and the focus trap's edges. */
import { describe, expect, it } from 'vitest';
import { trapTarget } from './focus-trap';
import { clampCustomPosition, clampZIndex, modalPlacement, modalTransition } from './modal-layout';
import { MODAL_DEFAULTS } from './settings';

describe('modal defaults', () => {
  it('are fade, middle and all .3s ease', () => {
    expect(MODAL_DEFAULTS).toMatchObject({ animation: 'fade', position: 'middle', transition: 'all .3s ease' });
  });
});

describe('clampZIndex', () => {
  it('keeps 0 to 100 and falls back for unusable values', () => {
    expect(clampZIndex(5)).toBe(5);
    expect(clampZIndex(-4)).toBe(0);
    expect(clampZIndex(1000)).toBe(100);
    expect(clampZIndex('40')).toBe(40);
    expect(clampZIndex('x')).toBe(100);
  });
});

describe('clampCustomPosition', () => {
  it('keeps percentages within 0–100 and pixels within 0–1000', () => {
    expect(clampCustomPosition(150, '%', 50)).toBe(100);
    expect(clampCustomPosition(-1, '%', 50)).toBe(0);
    expect(clampCustomPosition(150, 'px', 50)).toBe(150);
    expect(clampCustomPosition(5000, 'px', 50)).toBe(1000);
    expect(clampCustomPosition(null, 'px', 50)).toBe(50);
  });
});

describe('modalPlacement', () => {
  it('aligns named positions and places custom ones at a clamped point', () => {
    expect(modalPlacement('middle', { x: 0, y: 0, unit: '%' })).toEqual({ justifyContent: 'center', alignItems: 'center' });
    expect(modalPlacement('top-right', { x: 0, y: 0, unit: '%' })).toEqual({ justifyContent: 'flex-end', alignItems: 'flex-start' });
    expect(modalPlacement('bottom', { x: 0, y: 0, unit: '%' })).toEqual({ justifyContent: 'center', alignItems: 'flex-end' });
    expect(modalPlacement('left', { x: 0, y: 0, unit: '%' })).toEqual({ justifyContent: 'flex-start', alignItems: 'center' });
    expect(modalPlacement('custom', { x: 120, y: 30, unit: '%' }).custom).toEqual({ left: '100%', top: '30%' });
    expect(modalPlacement('custom', { x: 2000, y: 30, unit: 'px' }).custom).toEqual({ left: '1000px', top: '30px' });
  });
});

describe('modalTransition', () => {
  it('keeps a transition and refuses one that would end the declaration', () => {
    expect(modalTransition('opacity 1s linear')).toBe('opacity 1s linear');
    expect(modalTransition('')).toBe('all .3s ease');
    expect(modalTransition('all 1s; background: red')).toBe('all .3s ease');
  });
});

describe('trapTarget', () => {
  const [a, b, c, box] = ['a', 'b', 'c', 'box'];
  it('wraps Tab from the last to the first and Shift+Tab from the first to the last', () => {
    expect(trapTarget([a, b, c], c, false, box)).toBe(a);
    expect(trapTarget([a, b, c], a, true, box)).toBe(c);
  });
  it('lets the browser move focus inside, brings outside focus back, and keeps it on an empty dialog', () => {
    expect(trapTarget([a, b, c], b, false, box)).toBeUndefined();
    expect(trapTarget([a, b, c], 'outside', false, box)).toBe(a);
    expect(trapTarget([a, b, c], null, true, box)).toBe(c);
    expect(trapTarget([], null, false, box)).toBe(box);
  });
});
