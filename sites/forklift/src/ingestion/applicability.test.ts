import { describe, expect, it } from 'vitest';
import { readApplicability } from './applicability';

const MODELS = [
  { id: 'r-rn7', name: 'RN7' },
  { id: 'r-rn7x', name: 'RN7X' },
  { id: 'c-cx90', name: 'CX90' },
];

describe('readApplicability', () => {
  it('reads an open serial range, models and the revision date', () => {
    expect(readApplicability(['CX90 Service Manual\nSerial No. CX90-21000 and up\nRevision 4 – 2024-06-30'], MODELS)).toEqual({
      serialFrom: 21000,
      serialTo: null,
      modelIds: ['c-cx90'],
      revision: '4',
      revisionDate: '2024-06-30',
    });
  });

  it('reads a closed range and tells RN7 from RN7X', () => {
    const read = readApplicability(['Models RN7X\nSerial numbers RN7-5000 to RN7-8999\nIssued November 2021'], MODELS);
    expect(read).toMatchObject({ serialFrom: 5000, serialTo: 8999, modelIds: ['r-rn7x'], revisionDate: '2021-11-01' });
  });

  it('says nothing it did not read', () => {
    expect(readApplicability(['Operator handbook\nRevision history on the last page'], MODELS)).toEqual({
      serialFrom: null,
      serialTo: null,
      modelIds: [],
      revision: null,
      revisionDate: null,
    });
  });
});
