// What a provider object's current state means for access: active or not, and until when. Pure functions.
import type { Subscription } from '../provider/types';

export interface AccessPolicy {
  /** How long a past-due subscription keeps access after its first failed renewal (seconds). */
  pastDueGraceSeconds: number;
}

export const DEFAULT_ACCESS_POLICY: AccessPolicy = { pastDueGraceSeconds: 7 * 86_400 };

export interface Access {
  status: string;
  active: boolean;
  /** Unix seconds; null = no end while the status holds. */
  accessUntil: number | null;
  pastDueSince: number | null;
}

export function subscriptionAccess(
  subscription: Subscription,
  now: number,
  previousPastDueSince: number | null,
  policy: AccessPolicy,
): Access {
  const { status } = subscription;
  if (status === 'active' || status === 'trialing') return { status, active: true, accessUntil: null, pastDueSince: null };
  if (status === 'past_due') {
    const since = previousPastDueSince ?? now;
    const until = since + policy.pastDueGraceSeconds;
    return { status, active: now < until, accessUntil: until, pastDueSince: since };
  }
  return { status, active: false, accessUntil: null, pastDueSince: null };
}

export function passAccess(paidAt: number, accessSeconds: number, now: number): Access {
  const until = paidAt + accessSeconds;
  return { status: 'paid', active: now < until, accessUntil: until, pastDueSince: null };
}
