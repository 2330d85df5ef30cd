import { describe, expect, it } from 'vitest';
import { brandName, fuelName, hours } from './format';

describe('fleet formats', () => {
  it('names fuels and brands as the catalogue does, never by their ids', () => {
    expect(fuelName('cng-dual')).toBe('CNG / dual fuel');
    expect(fuelName('lpg')).toBe('LPG');
    expect(fuelName(null)).toBe('—');
    expect(brandName('r-raynet')).toBe('R-Raynet');
    expect(brandName('unknown-brand')).toBe('unknown-brand');
  });

  it('writes an hour meter with its unit, and a dash when unknown', () => {
    expect(hours(8210)).toBe('8,210 h');
    expect(hours(null)).toBe('—');
  });
});
