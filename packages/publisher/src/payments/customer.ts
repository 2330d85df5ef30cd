// Which provider customer a buyer may use: only one linked to their own account.
import type { Queryable } from '@kit/platform';
import { latestCustomerOf, PaymentsError, userOfCustomer } from '@kit/payments';

export async function requireOwnCustomer(db: Queryable, userId: string, customerId: string): Promise<string> {
  const owner = await userOfCustomer(db, customerId);
  // Another account's customer answers as an unknown one.
  if (owner !== userId) throw new PaymentsError('not_found', `No such customer: '${customerId}'`);
  return customerId;
}

/** The customer to bill: the one asked for (if the buyer's), else the buyer's latest, else none (a new one is made). */
export async function customerFor(db: Queryable, userId: string, requested: string | undefined): Promise<string | undefined> {
  if (requested) return requireOwnCustomer(db, userId, requested);
  return latestCustomerOf(db, userId);
}
