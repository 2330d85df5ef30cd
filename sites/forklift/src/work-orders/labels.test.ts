import { describe, expect, it } from 'vitest';
import { formatDowntime, nextStates, stateLabel } from './labels';

describe('work-order words', () => {
  it('says downtime in days, hours and minutes', () => {
    expect([
      formatDowntime(0),
      formatDowntime(59),
      formatDowntime(61),
      formatDowntime(1440 + 180),
      formatDowntime(null),
      formatDowntime(-1),
    ]).toEqual(['0 min', '59 min', '1 h 1 min', '1 d 3 h', '-', '-']);
  });

  it('offers the moves of the database’s state machine, none from a closed order', () => {
    expect(nextStates('open')).toEqual(['in_progress', 'waiting_parts', 'cancelled']);
    expect(nextStates('waiting_parts')).toContain('done');
    expect([nextStates('done'), nextStates('cancelled')]).toEqual([[], []]);
    expect(stateLabel('waiting_parts')).toBe('Waiting for parts');
  });
});
