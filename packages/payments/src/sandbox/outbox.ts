// Queues a webhook event in the same transaction as the change it reports; the delivery worker sends it after commit.
import type { Queryable } from '@kit/platform';
import { eventObject } from './objects';
import type { SandboxObject } from './store';

export async function emitEvent(
  tx: Queryable,
  type: string,
  created: number,
  object: SandboxObject,
  previousAttributes?: Record<string, unknown>,
): Promise<string> {
  const event = eventObject(type, created, object, previousAttributes);
  await tx.query('insert into payments.sandbox_events (id, type, payload) values ($1, $2, $3)', [event.id, type, JSON.stringify(event)]);
  return event.id;
}
