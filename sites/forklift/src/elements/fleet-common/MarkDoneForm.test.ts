import { describe, expect, it } from 'vitest';
import { doneEntryProblems } from './MarkDoneForm';

const now = new Date('2026-12-07T10:00:00');

describe('"Mark done" entry', () => {
  it('accepts today or an earlier day and a reading', () => {
    expect(doneEntryProblems('2026-12-07', '246', now)).toEqual({});
    expect(doneEntryProblems('2026-11-30', '0', now)).toEqual({});
  });

  it('says what is wrong beside each field, in words', () => {
    expect(doneEntryProblems('', '', now)).toEqual({
      date: 'Enter the day the work was done.',
      hours: 'Enter the hour meter reading, in hours.',
    });
    expect(doneEntryProblems('2027-01-05', '-1', now)).toEqual({
      date: 'The date is in the future: enter the day the work was done.',
      hours: 'The hour meter reads from 0 to 999,999 hours.',
    });
    expect(doneEntryProblems('2026-12-07', 'lots', now).hours).toBe('Enter the hour meter reading, in hours.');
  });
});
