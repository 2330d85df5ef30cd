// The plan cards: one row of equal columns (the pass was left alone and shorter on a second row at tablet widths),
// one column on a phone, each card's buttons or links at its foot so they line up across the row.
import { describe, expect, it } from 'vitest';
import type { ElementNode } from '@kit/runtime-react/authoring';
import { BRANDS } from './brands';
import { planCards } from './buy';

const gridOf = (cards: ElementNode) => cards.children?.[0] as ElementNode;

describe('plan cards', () => {
  it('share one row, a column per card, and stack on a phone', () => {
    for (const [cards, count] of [
      [planCards('services'), 3],
      [planCards('c-monarch-portal-freemium', BRANDS[0]), 3],
      [planCards('upgrade', undefined, false), 2],
    ] as const) {
      const grid = gridOf(cards);
      expect(grid.children).toHaveLength(count);
      expect(grid.styles?.default?.gridTemplateColumns).toBe(`repeat(${count}, minmax(0, 1fr))`);
      expect(grid.styles?.mobile?.gridTemplateColumns).toBe('minmax(0, 1fr)');
    }
  });

  it('keep each card’s actions at its foot', () => {
    for (const card of gridOf(planCards('services')).children ?? []) {
      const actions = card.children?.at(-1);
      expect(actions?.styles?.default?.marginTop).toBe('auto');
      expect(actions?.children?.length).toBeGreaterThan(0);
    }
  });
});
