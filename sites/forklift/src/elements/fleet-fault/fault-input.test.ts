// The fault form's checks and the row it stores.
import { describe, expect, it } from 'vitest';
import { checkFault, faultRow, minutesOf, occurredAt, splitParts, type FaultDraft } from './fault-input';

const draft: FaultDraft = {
  truck: 't1',
  code: ' E-212 ',
  date: '2026-11-25',
  hours: '8210.5',
  symptoms: 'Forks will not lift',
  diagnosis: 'd1',
  fix: 'Replaced the pump contactor',
  fixed: true,
  parts: 'Contactor 24V; tip kit\nfuse',
  spentHours: '1',
  spentMinutes: '30',
};

describe('the fault form', () => {
  it('stores parts, time, hour meter and the diagnosis as the row', () => {
    const now = new Date('2026-11-25T14:03:00Z');
    expect(faultRow(draft, '2026-11-25', now)).toEqual({
      truck_id: 't1',
      code: 'E-212',
      occurred_at: '2026-11-25T14:03:00.000Z',
      hour_meter: 8210.5,
      symptoms: 'Forks will not lift',
      diagnosis_id: 'd1',
      fix: 'Replaced the pump contactor',
      fixed: true,
      parts_replaced: ['Contactor 24V', 'tip kit', 'fuse'],
      minutes_spent: 90,
    });
  });

  it('asks for the truck, a code or symptoms, a past date and numbers', () => {
    expect(checkFault(draft, '2026-11-25')).toEqual({});
    expect(
      checkFault({ ...draft, truck: '', code: '', symptoms: ' ', date: '2026-11-26', hours: '-1', spentMinutes: 'x' }, '2026-11-25'),
    ).toEqual({
      truck: 'Choose the truck.',
      code: 'Enter the code from the display, or describe the symptoms.',
      date: 'The date cannot be in the future.',
      hours: 'The hour meter is a number, 0 or more.',
      spentHours: 'Time spent is hours and minutes, 0 or more.',
    });
  });

  it('keeps the parts list within what the database stores', () => {
    expect(checkFault({ ...draft, parts: `${'P'.repeat(201)}, fuse` }, '2026-11-25').parts).toBe(
      'Each part is at most 200 characters: separate parts with commas.',
    );
    expect(checkFault({ ...draft, parts: Array.from({ length: 51 }, (_, i) => `p${i}`).join(',') }, '2026-11-25').parts).toBe(
      'List at most 50 parts.',
    );
    expect(checkFault(draft, '2026-11-25').parts).toBeUndefined();
  });

  it('writes an earlier day as its local midday and leaves empty values out', () => {
    expect(new Date(occurredAt('2026-11-20', '2026-11-25')).getDate()).toBe(20);
    expect(minutesOf('', '')).toBeNull();
    expect(minutesOf('0.5', '')).toBe(30);
    expect(splitParts(' , ')).toEqual([]);
  });
});
