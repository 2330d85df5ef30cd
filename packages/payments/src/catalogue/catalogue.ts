// The catalogue in the database: products, their prices (month, year or one-off) and the roles each product grants.
import type { Queryable } from '@kit/platform';

export interface CataloguePrice {
  /** The id the site references (`price_c_monarch_monthly`). */
  id: string;
  /** The provider's price id when it differs (a Stripe `price_…` id); the sandbox uses `id`. */
  providerPriceId: string | null;
  productId: string;
  productName: string;
  currency: string;
  unitAmount: number;
  type: 'one_time' | 'recurring';
  interval: 'day' | 'week' | 'month' | 'year' | null;
  intervalCount: number;
  /** How long one purchase gives access (passes); null for subscriptions. */
  accessSeconds: number | null;
  roles: string[];
}

interface PriceRow {
  id: string;
  provider_price_id: string | null;
  product_id: string;
  product_name: string;
  currency: string;
  unit_amount: number;
  type: 'one_time' | 'recurring';
  interval: CataloguePrice['interval'];
  interval_count: number;
  access_seconds: number | null;
  roles: string[] | null;
}

const SELECT = `
  select p.id, p.provider_price_id, p.product_id, pr.name as product_name, p.currency, p.unit_amount, p.type, p.interval,
         p.interval_count, pr.access_seconds,
         array(select r.role_name from payments.product_roles r where r.product_id = p.product_id order by r.role_name) as roles
    from payments.prices p join payments.products pr on pr.id = p.product_id`;

function fromRow(row: PriceRow): CataloguePrice {
  return {
    id: row.id,
    providerPriceId: row.provider_price_id,
    productId: row.product_id,
    productName: row.product_name,
    currency: row.currency,
    unitAmount: row.unit_amount,
    type: row.type,
    interval: row.interval,
    intervalCount: row.interval_count,
    accessSeconds: row.access_seconds,
    roles: row.roles ?? [],
  };
}

/** The active prices, by product then amount. */
export async function listPrices(db: Queryable): Promise<CataloguePrice[]> {
  const { rows } = await db.query<PriceRow>(`${SELECT} where p.active and pr.active order by pr.sort, p.unit_amount`);
  return rows.map(fromRow);
}

/** A price by the site's id or the provider's id (webhook objects carry the latter). */
export async function findPrice(db: Queryable, id: string): Promise<CataloguePrice | undefined> {
  const { rows } = await db.query<PriceRow>(`${SELECT} where p.id = $1 or p.provider_price_id = $1 limit 1`, [id]);
  return rows[0] ? fromRow(rows[0]) : undefined;
}

/** The id to send to the provider for a catalogue price. */
export function providerPriceId(price: CataloguePrice): string {
  return price.providerPriceId ?? price.id;
}
