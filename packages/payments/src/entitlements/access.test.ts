// Access from an object's current state: statuses, the past-due grace period, the 72-hour pass.
import { describe, expect, it } from 'vitest';
import type { Subscription } from '../provider/types';
import { passAccess, subscriptionAccess } from './access';

const sub = (status: Subscription['status']): Subscription => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status,
  cancelAtPeriodEnd: false,
  currentPeriodStart: 0,
  currentPeriodEnd: 1000,
  canceledAt: null,
  endedAt: null,
  metadata: {},
  items: [],
});
const policy = { pastDueGraceSeconds: 100 };

describe('access', () => {
  it.each([
    ['active', true],
    ['trialing', true],
    ['canceled', false],
    ['unpaid', false],
    ['incomplete', false],
    ['incomplete_expired', false],
    ['paused', false],
  ] as const)('%s grants access: %s', (status, active) => {
    expect(subscriptionAccess(sub(status), 500, null, policy).active).toBe(active);
  });

  it('keeps a past-due subscription for the grace period from the first failure', () => {
    expect(subscriptionAccess(sub('past_due'), 500, null, policy)).toEqual({
      status: 'past_due',
      active: true,
      accessUntil: 600,
      pastDueSince: 500,
    });
    expect(subscriptionAccess(sub('past_due'), 650, 500, policy)).toEqual({
      status: 'past_due',
      active: false,
      accessUntil: 600,
      pastDueSince: 500,
    });
  });

  it('gives a pass 72 hours from payment', () => {
    expect(passAccess(1000, 259_200, 1000 + 259_199)).toMatchObject({ active: true, accessUntil: 260_200 });
    expect(passAccess(1000, 259_200, 1000 + 259_200).active).toBe(false);
  });
});
