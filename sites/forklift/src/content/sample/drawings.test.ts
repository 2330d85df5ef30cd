import { describe, expect, it } from 'vitest';
import type { ComponentKind } from './components';
import { explodedView, type ExplodedItem } from './drawings';
import type { Shape } from './types';

const KINDS: ComponentKind[] = ['sensor', 'temp-sensor', 'solenoid', 'contactor', 'motor', 'switch', 'supply', 'module', 'level'];
const BOX = { x: 50, y: 300, w: 495, h: 330 };

function bounds(shape: Shape): { left: number; right: number; bottom: number; top: number } {
  if (shape.type === 'line')
    return {
      left: Math.min(shape.x1, shape.x2),
      right: Math.max(shape.x1, shape.x2),
      bottom: Math.min(shape.y1, shape.y2),
      top: Math.max(shape.y1, shape.y2),
    };
  if (shape.type === 'rect') return { left: shape.x, right: shape.x + shape.w, bottom: shape.y, top: shape.y + shape.h };
  return { left: shape.x - shape.r, right: shape.x + shape.r, bottom: shape.y - shape.r, top: shape.y + shape.r };
}

/** Six parts of different kinds, each with its mounting kit, as the parts manual lists them. */
function figure(kinds: ComponentKind[]): ExplodedItem[] {
  return kinds.flatMap((kind, i) => [
    { item: i * 2 + 1, description: kind, kind },
    { item: i * 2 + 2, description: `Bolt kit, ${kind}`, kind: 'fastener' as const },
  ]);
}

describe('the exploded view', () => {
  it.each([KINDS.slice(0, 6), KINDS.slice(3, 9)])(
    'draws every part inside the figure, each item numbered once in its own balloon',
    (...kinds) => {
      const items = figure(kinds);
      const { shapes, labels } = explodedView('CX Series Hydraulics', items)(BOX);
      for (const shape of shapes) {
        const b = bounds(shape);
        expect(b.left).toBeGreaterThanOrEqual(BOX.x - 0.01);
        expect(b.right).toBeLessThanOrEqual(BOX.x + BOX.w + 0.01);
        expect(b.bottom).toBeGreaterThanOrEqual(BOX.y - 0.01);
        expect(b.top).toBeLessThanOrEqual(BOX.y + BOX.h + 0.01);
      }
      // The balloons: a circle of radius 8 around each item number (the page text the viewer links to its table row).
      const numbers = labels.filter((label) => /^\d+$/.test(label.text)).map((label) => label.text);
      expect(numbers.sort((a, b) => Number(a) - Number(b))).toEqual(items.map((item) => String(item.item)));
      const balloons = shapes.filter((shape): shape is Extract<Shape, { type: 'circle' }> => shape.type === 'circle' && shape.r === 8);
      expect(balloons).toHaveLength(items.length);
      for (const [i, a] of balloons.entries())
        for (const b of balloons.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y), 'balloons apart').toBeGreaterThan(16);
    },
  );

  it('draws each kind of part as itself, not as one placeholder block', () => {
    const drawn = KINDS.map((kind) => JSON.stringify(explodedView('t', [{ item: 1, description: kind, kind }])(BOX).shapes.slice(1)));
    expect(new Set(drawn).size).toBe(KINDS.length);
    for (const shapes of drawn) expect(JSON.parse(shapes).length).toBeGreaterThan(6);
  });
});
