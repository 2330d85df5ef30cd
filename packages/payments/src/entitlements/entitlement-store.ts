// Reads and writes entitlement rows; a row is only overwritten by a state read at the same time or later.
import type { Queryable } from '@kit/platform';
import type { Access } from './access';

export interface EntitlementWrite {
  userId: string;
  productId: string;
  sourceType: 'subscription' | 'checkout' | 'payment_intent';
  sourceId: string;
  customerId: string | null;
  currentPeriodEnd: number | null;
  access: Access;
  paymentFailedAt?: number | null;
  eventId: string | null;
  /** When the provider's object was read (ms since epoch). */
  readAt: number;
}

export async function previousPastDueSince(tx: Queryable, sourceId: string, productId: string): Promise<number | null> {
  const { rows } = await tx.query<{ since: number | null }>(
    'select extract(epoch from past_due_since)::float8 as since from payments.entitlements where source_id = $1 and product_id = $2',
    [sourceId, productId],
  );
  return rows[0]?.since ?? null;
}

/** Upserts the entitlement; returns false when a newer read already stands. */
export async function writeEntitlement(tx: Queryable, write: EntitlementWrite): Promise<boolean> {
  const { rowCount } = await tx.query(
    `insert into payments.entitlements as e
       (user_id, product_id, source_type, source_id, customer_id, status, current_period_end, access_until, past_due_since,
        payment_failed_at, active, source_event_id, synced_at)
     values ($1, $2, $3, $4, $5, $6, to_timestamp($7), to_timestamp($8), to_timestamp($9), to_timestamp($10), $11, $12,
             to_timestamp($13::float8 / 1000))
     on conflict (source_id, product_id) do update set
       status = excluded.status, customer_id = coalesce(excluded.customer_id, e.customer_id),
       current_period_end = excluded.current_period_end, access_until = excluded.access_until,
       past_due_since = excluded.past_due_since, payment_failed_at = coalesce(excluded.payment_failed_at, e.payment_failed_at),
       active = excluded.active, source_event_id = excluded.source_event_id, synced_at = excluded.synced_at, updated_at = now()
     where e.synced_at <= excluded.synced_at`,
    [
      write.userId,
      write.productId,
      write.sourceType,
      write.sourceId,
      write.customerId,
      write.access.status,
      write.currentPeriodEnd,
      write.access.accessUntil,
      write.access.pastDueSince,
      write.paymentFailedAt ?? null,
      write.access.active,
      write.eventId,
      write.readAt,
    ],
  );
  return rowCount > 0;
}

export async function linkCustomer(tx: Queryable, customerId: string, userId: string, email: string | null): Promise<void> {
  await tx.query(
    `insert into payments.customers (customer_id, user_id, email) values ($1, $2, $3)
     on conflict (customer_id) do update set email = coalesce(excluded.email, payments.customers.email)`,
    [customerId, userId, email],
  );
}

export async function userOfCustomer(db: Queryable, customerId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>('select user_id from payments.customers where customer_id = $1', [customerId]);
  return rows[0]?.user_id;
}

/** The customer most recently linked to a user (reused for their next purchase), if any. */
export async function latestCustomerOf(db: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ customer_id: string }>(
    'select customer_id from payments.customers where user_id = $1 order by created_at desc, customer_id limit 1',
    [userId],
  );
  return rows[0]?.customer_id;
}
