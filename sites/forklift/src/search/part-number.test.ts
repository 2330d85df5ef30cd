import { describe, expect, it } from 'vitest';
import { compactPart, partNumberOf } from './part-number';

describe('part numbers in a query', () => {
  it.each([
    ['CM-02005-71', 'CM-02005-71'],
    [' 3EB-14-51 ', '3EB-14-51'],
    ['0009424507', '0009424507'],
    ['RN.7720/14', 'RN.7720/14'],
  ])('reads %j as a part number', (query, part) => {
    expect(partNumberOf(query)).toBe(part);
  });

  it.each(['E-212', '01-01', 'AL12', 'hydraulic pump', 'SPN 520192 FMI 2', 'pump-motor', '', 'CM--0200571'])(
    'does not read %j as one',
    (query) => {
      expect(partNumberOf(query)).toBeNull();
    },
  );

  it('compares by letters and digits only', () => {
    expect(compactPart('cm 02005/71')).toBe(compactPart('CM-02005-71'));
  });
});
