// Messages between server instances on one PostgreSQL (LISTEN/NOTIFY), in order per sender; large ones go by reference.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db';

export const BUS_CHANNEL = 'realtime_bus';
const NOTIFY_LIMIT = 7800;
const SWEEP_EVERY_MS = 60_000;

export type BusMessage = Record<string, unknown> & { t: string };

export interface ClusterBus {
  readonly instanceId: string;
  /** Whether other instances can exist (PostgreSQL); on PGlite the bus carries nothing. */
  readonly shared: boolean;
  publish(message: BusMessage): void;
  onMessage(handler: (from: string, message: BusMessage) => void): void;
  /** Resolves once everything published so far has been sent. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

interface Envelope {
  from: string;
  m?: BusMessage[];
  ref?: number;
}

export function createLocalBus(): ClusterBus {
  return {
    instanceId: randomUUID(),
    shared: false,
    publish: () => undefined,
    onMessage: () => undefined,
    flush: async () => undefined,
    close: async () => undefined,
  };
}

export async function createPostgresBus(db: Database, onError: (error: unknown) => void): Promise<ClusterBus> {
  const instanceId = randomUUID();
  const handlers: ((from: string, message: BusMessage) => void)[] = [];
  let outbox: BusMessage[] = [];
  let sending: Promise<void> = Promise.resolve();
  let receiving: Promise<void> = Promise.resolve();
  let closed = false;

  function dispatch(envelope: Envelope): void {
    for (const message of envelope.m ?? []) for (const handler of handlers) handler(envelope.from, message);
  }

  async function resolve(envelope: Envelope): Promise<void> {
    if (envelope.ref === undefined) return dispatch(envelope);
    const { rows } = await db.query<{ payload: string }>('select payload from realtime.bus_messages where id = $1', [envelope.ref]);
    if (rows[0]) dispatch(JSON.parse(rows[0].payload) as Envelope);
  }

  const unlisten = await db.listen(BUS_CHANNEL, (text) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === instanceId) return;
    receiving = receiving.then(() => resolve(envelope)).catch(onError);
  });

  async function send(messages: BusMessage[]): Promise<void> {
    const chunks: string[] = [];
    let current: BusMessage[] = [];
    let size = 0;
    for (const message of messages) {
      const length = Buffer.byteLength(JSON.stringify(message));
      if (current.length > 0 && size + length > NOTIFY_LIMIT) {
        chunks.push(JSON.stringify({ from: instanceId, m: current }));
        current = [];
        size = 0;
      }
      current.push(message);
      size += length + 1;
    }
    if (current.length > 0) chunks.push(JSON.stringify({ from: instanceId, m: current }));
    for (const chunk of chunks) {
      if (Buffer.byteLength(chunk) <= NOTIFY_LIMIT) {
        await db.query('select pg_notify($1, $2)', [BUS_CHANNEL, chunk]);
      } else {
        const { rows } = await db.query<{ id: number }>('insert into realtime.bus_messages (payload) values ($1) returning id', [chunk]);
        await db.query('select pg_notify($1, $2)', [BUS_CHANNEL, JSON.stringify({ from: instanceId, ref: rows[0]?.id })]);
      }
    }
  }

  const sweeper = setInterval(() => {
    db.query(`delete from realtime.bus_messages where created_at < now() - interval '2 minutes'`).catch(onError);
  }, SWEEP_EVERY_MS);
  sweeper.unref();

  return {
    instanceId,
    shared: true,
    publish(message) {
      if (closed) return;
      outbox.push(message);
      if (outbox.length > 1) return;
      sending = sending.then(async () => {
        const batch = outbox;
        outbox = [];
        await send(batch).catch(onError);
      });
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    flush() {
      return sending;
    },
    async close() {
      closed = true;
      clearInterval(sweeper);
      await sending;
      await unlisten();
    },
  };
}
