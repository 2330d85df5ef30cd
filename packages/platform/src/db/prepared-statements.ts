// Which statements each pooled connection has prepared, so a statement run again and again (a /rest/v1 read of one
// shape) is parsed, analysed and planned once per connection, as PostgREST's prepared statements are. Names come from
// the SQL text, so a name always means the same statement. A statement is prepared from its second use on (a one-off
// shape costs no extra round trip); each connection keeps at most `perConnection`, the least recently used
// deallocated first; a statement PostgreSQL will not prepare is remembered and runs unnamed.
import { createHash } from 'node:crypto';

/** The part of a pooled node-postgres client this needs. */
export interface PreparingClient {
  query(sql: string): Promise<unknown>;
}

export interface PreparedStatementsOptions {
  perConnection?: number;
  /** Bound on the remembered SQL → name mappings and refusals, shared by all connections. */
  maxRemembered?: number;
}

const DUPLICATE_PREPARED_STATEMENT = '42P05';

/**
 * PostgreSQL re-plans a prepared statement after a schema change by itself, but refuses when the change alters its
 * result's columns (`select *` over a table that gained one). It refuses at Bind, before anything ran.
 */
export function isStalePlanError(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '0A000' && message === 'cached plan must not change result type';
}

export class PreparedStatements {
  private readonly perConnection: number;
  private readonly maxRemembered: number;
  private readonly names = new Map<string, string>();
  private readonly seenOnce = new Set<string>();
  private readonly refused = new Set<string>();
  // Per connection, its prepared names in least-recently-used order (a Map iterates in insertion order).
  private readonly byConnection = new WeakMap<PreparingClient, Map<string, true>>();

  constructor(options: PreparedStatementsOptions = {}) {
    this.perConnection = options.perConnection ?? 100;
    this.maxRemembered = options.maxRemembered ?? 2000;
  }

  nameFor(sql: string): string {
    let name = this.names.get(sql);
    if (name === undefined) {
      if (this.names.size >= this.maxRemembered) {
        this.names.clear();
        this.seenOnce.clear();
      }
      name = `kit_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`;
      this.names.set(sql, name);
    }
    return name;
  }

  /** Deallocates a statement on this connection, e.g. one whose result type a schema change altered. */
  async forget(client: PreparingClient, name: string): Promise<void> {
    this.byConnection.get(client)?.delete(name);
    await client.query(`deallocate ${name}`).catch(() => undefined);
  }

  /**
   * The statement's name on this connection, preparing it first (one extra round trip, once) if it is not yet;
   * undefined on its first use in this process, and when PostgreSQL refuses to prepare it: the caller then runs it
   * unnamed (and sees its error there).
   */
  async ensure(client: PreparingClient, sql: string): Promise<string | undefined> {
    const name = this.nameFor(sql);
    if (this.refused.has(name)) return undefined;
    if (!this.seenOnce.has(name)) {
      this.seenOnce.add(name);
      return undefined;
    }
    let prepared = this.byConnection.get(client);
    if (!prepared) {
      prepared = new Map();
      this.byConnection.set(client, prepared);
    }
    if (prepared.delete(name)) {
      prepared.set(name, true);
      return name;
    }
    if (prepared.size >= this.perConnection) {
      const oldest = prepared.keys().next().value as string;
      prepared.delete(oldest);
      await client.query(`deallocate ${oldest}`).catch(() => undefined);
    }
    try {
      await client.query(`prepare ${name} as ${sql}`);
    } catch (error) {
      // Already there (a connection whose bookkeeping was lost): the name is the SQL's, so it is the same statement.
      if ((error as { code?: unknown }).code !== DUPLICATE_PREPARED_STATEMENT) {
        if (this.refused.size >= this.maxRemembered) this.refused.clear();
        this.refused.add(name);
        return undefined;
      }
    }
    prepared.set(name, true);
    return name;
  }
}
