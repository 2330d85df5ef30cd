import { describe, expect, it } from 'vitest';
import { BRANDS as DESIGN_BRANDS } from '../../design/brands';
import { BRANDS } from './brands';

// Kinds of truck a brand's copy may name, each with what a series' truck type says when the brand builds it.
const KINDS: ReadonlyArray<[RegExp, RegExp]> = [
  [/reach truck/i, /reach truck/i],
  [/order picker/i, /order picker/i],
  [/pallet truck/i, /pallet truck/i],
  [/stacker/i, /stacker/i],
  [/narrow-aisle|narrow aisle|turret/i, /narrow-aisle|turret/i],
  [/container handler/i, /container handler/i],
  [/counterbalance/i, /counterbalance/i],
  [/cushion/i, /cushion/i],
  [/pneumatic/i, /pneumatic/i],
  [/three-wheel/i, /three-wheel|three- and four-wheel/i],
  [/diesel/i, /diesel/i],
  [/electric/i, /electric/i],
];

describe('brand descriptions', () => {
  it.each(BRANDS.map((brand) => [brand.name, brand] as const))(
    '%s: tagline and description name only trucks its series are',
    (_, brand) => {
      const types = brand.series.map((series) => `${series.truckType} ${series.description}`).join(' | ');
      for (const copy of [brand.tagline, brand.description]) {
        for (const [named, built] of KINDS) {
          if (named.test(copy)) expect(types, `${brand.name} copy names ${named}: "${copy}"`).toMatch(built);
        }
      }
    },
  );

  it('R-Raynet is sold as what its series are: counterbalance trucks, no reach trucks or order pickers', () => {
    const raynet = BRANDS.find((brand) => brand.id === 'r-raynet');
    expect(raynet?.series.every((series) => /counterbalance/i.test(series.truckType))).toBe(true);
    expect(raynet?.tagline).toMatch(/counterbalance/i);
    expect(`${raynet?.tagline} ${raynet?.description}`).not.toMatch(/reach|order picker|narrow-aisle/i);
  });

  it('the design says of each brand what the catalogue says (one place)', () => {
    for (const brand of DESIGN_BRANDS) expect(brand.tagline).toBe(BRANDS.find((entry) => entry.id === brand.id)?.tagline);
  });
});
