// Looks the requested prices up in the catalogue: unknown ones are refused, the provider's own ids are sent on.
import type { Queryable } from '@kit/platform';
import { findPrice, PaymentsError, type CataloguePrice } from '@kit/payments';
import type { PriceRequest } from './payloads';

export async function resolvePrices(db: Queryable, requested: PriceRequest[]): Promise<{ price: CataloguePrice; quantity: number }[]> {
  return Promise.all(
    requested.map(async ({ price: id, quantity }) => {
      const price = await findPrice(db, id);
      if (!price) throw new PaymentsError('unknown_price', `No such price: '${id}'`);
      return { price, quantity };
    }),
  );
}
