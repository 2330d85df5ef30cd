// The sandbox's objects (Stripe-shaped JSON) kept in the database, so they outlive a restart and serve every process.
import type { Queryable } from '@kit/platform';
import { PaymentsError } from '../errors';

export type SandboxObject = Record<string, unknown> & { id: string; object: string; created: number };

export async function getObject(tx: Queryable, id: string, object?: string): Promise<SandboxObject> {
  const { rows } = await tx.query<{ data: SandboxObject }>('select data from payments.sandbox_objects where id = $1', [id]);
  const found = rows[0]?.data;
  if (!found || (object && found.object !== object)) {
    throw new PaymentsError('not_found', `No such ${object ?? 'object'}: '${id}'`);
  }
  return found;
}

export async function putObject(tx: Queryable, value: SandboxObject): Promise<SandboxObject> {
  await tx.query(
    `insert into payments.sandbox_objects (id, object, data, created) values ($1, $2, $3::jsonb, $4)
     on conflict (id) do update set data = excluded.data`,
    [value.id, value.object, JSON.stringify(value), value.created],
  );
  return value;
}

/** Objects of one kind whose top-level string field equals a value (customer, status…), oldest first. */
export async function findObjects(tx: Queryable, object: string, field?: string, value?: string): Promise<SandboxObject[]> {
  const { rows } = field
    ? await tx.query<{ data: SandboxObject }>(
        'select data from payments.sandbox_objects where object = $1 and data ->> $2 = $3 order by created, id',
        [object, field, value],
      )
    : await tx.query<{ data: SandboxObject }>('select data from payments.sandbox_objects where object = $1 order by created, id', [object]);
  return rows.map((row) => row.data);
}
