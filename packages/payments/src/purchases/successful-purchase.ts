// What the successful-purchase page shows: a checkout session's items and the access it gave, only to its buyer.
import type { Queryable } from '@kit/platform';
import { findPrice } from '../catalogue/catalogue';
import { PaymentsError } from '../errors';
import type { PaymentProvider } from '../provider/types';

export interface PurchaseSummary {
  id: string;
  mode: 'payment' | 'subscription';
  status: string;
  paymentStatus: string;
  amountTotal: number | null;
  currency: string | null;
  customerId: string | null;
  items: { priceId: string; productId: string | null; productName: string | null; quantity: number; interval: string | null }[];
  access: { productId: string; status: string; active: boolean; accessUntil: string | null; currentPeriodEnd: string | null }[];
  /** True once a verified webhook has granted access; the page polls until then. */
  fulfilled: boolean;
}

interface AccessRow {
  product_id: string;
  status: string;
  active: boolean;
  access_until: string | null;
  current_period_end: string | null;
}

export async function readPurchase(db: Queryable, provider: PaymentProvider, sessionId: string, userId: string): Promise<PurchaseSummary> {
  const notFound = () => new PaymentsError('not_found', 'No such purchase.');
  if (!/^[A-Za-z0-9_]{1,255}$/.test(sessionId)) throw notFound();
  const session = await provider.retrieveCheckoutSession(sessionId).catch((error: unknown) => {
    throw error instanceof PaymentsError && error.code === 'not_found' ? notFound() : error;
  });
  const owner = session.clientReferenceId ?? session.metadata.user_id;
  // Someone else's purchase answers exactly as a missing one, so ids cannot be probed.
  if (!owner || owner.toLowerCase() !== userId.toLowerCase()) throw notFound();
  const items = await Promise.all(
    session.lineItems.map(async (item) => {
      const price = await findPrice(db, item.price);
      return {
        priceId: price?.id ?? item.price,
        productId: price?.productId ?? null,
        productName: price?.productName ?? null,
        quantity: item.quantity,
        interval: price?.interval ?? null,
      };
    }),
  );
  const sources = [session.id, session.subscriptionId].filter((id): id is string => Boolean(id));
  const { rows } = await db.query<AccessRow>(
    `select product_id, status, active,
            to_char(access_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as access_until,
            to_char(current_period_end at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as current_period_end
       from payments.entitlements where user_id = $1 and source_id = any($2::text[]) order by product_id`,
    [userId, sources],
  );
  const access = rows.map((row) => ({
    productId: row.product_id,
    status: row.status,
    active: row.active,
    accessUntil: row.access_until,
    currentPeriodEnd: row.current_period_end,
  }));
  return {
    id: session.id,
    mode: session.mode,
    status: session.status,
    paymentStatus: session.paymentStatus,
    amountTotal: session.amountTotal,
    currency: session.currency,
    customerId: session.customerId,
    items,
    access,
    fulfilled: access.some((entry) => entry.active),
  };
}
