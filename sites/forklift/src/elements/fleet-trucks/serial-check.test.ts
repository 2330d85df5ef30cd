// The add-truck form's serial hint: the model whose range holds the serial, or the ranges it misses.
import { describe, expect, it } from 'vitest';
import { checkSerial } from './serial-check';

const catalog = {
  models: [
    { id: 'cr14', seriesId: 'c-monarch-cr', brandId: 'c-monarch', name: 'CR14', fuelType: 'electric', serialFrom: 88000, serialTo: 90499 },
    { id: 'cr16', seriesId: 'c-monarch-cr', brandId: 'c-monarch', name: 'CR16', fuelType: 'electric', serialFrom: 90500, serialTo: null },
    { id: 'cx20', seriesId: 'c-monarch-cx', brandId: 'c-monarch', name: 'CX20', fuelType: 'electric', serialFrom: 40500, serialTo: 42999 },
  ],
};

describe('checkSerial', () => {
  it('names the model whose range holds the serial, open ranges included', () => {
    expect(checkSerial(catalog, 'c-monarch-cr', '88001')).toEqual({ kind: 'in-range', modelId: 'cr14', modelName: 'CR14' });
    expect(checkSerial(catalog, 'c-monarch-cr', 'CR-999999')).toEqual({ kind: 'in-range', modelId: 'cr16', modelName: 'CR16' });
  });

  it('lists the series ranges a serial misses', () => {
    expect(checkSerial(catalog, 'c-monarch-cx', '12')).toEqual({ kind: 'out-of-range', ranges: 'CX20 40500–42999' });
  });

  it('says nothing without digits or without a known series', () => {
    expect(checkSerial(catalog, 'c-monarch-cr', 'ABC')).toEqual({ kind: 'none' });
    expect(checkSerial(catalog, 'unknown', '88001')).toEqual({ kind: 'none' });
  });
});
