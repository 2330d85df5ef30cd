// Delivers captured changes to subscribed channels: matches bindings, checks RLS per identity in batches, keeps order.
import type { Queryable } from '../../db';
import { WritePacer, type Corkable } from '../socket/write-pacer';
import { bindingMatches, type PostgresBinding } from './binding';
import type { CapturedChange } from './captured-change';
import { changeData } from './change-message';
import { checkVisibility, type VisibilityIdentity } from './visibility';

export interface ChangeSubscription {
  readonly identity: { key: string; role: string; claims: Record<string, unknown> };
  readonly bindings: readonly PostgresBinding[];
  readonly socket: Corkable;
  /** `dataTail` is `,"data":{…}}`: the part of the payload after the ids, shared by every receiver. */
  deliverChange(idsJson: string, dataTail: Buffer): void;
}

interface Delivery {
  seq: number;
  subscription: ChangeSubscription;
  idsJson: string;
  dataTail: Buffer;
}

const MAX_BATCH = 500;

export class ChangeDispatcher {
  private readonly byTable = new Map<string, Set<ChangeSubscription>>();
  private readonly queue: Promise<CapturedChange | null>[] = [];
  private draining = false;
  private readonly pacer = new WritePacer();

  constructor(
    private readonly db: Queryable,
    private readonly onError: (error: unknown) => void,
  ) {}

  get subscriptionCount(): number {
    let count = 0;
    for (const set of this.byTable.values()) count += set.size;
    return count;
  }

  add(subscription: ChangeSubscription): void {
    for (const key of this.keysOf(subscription)) {
      let set = this.byTable.get(key);
      if (!set) this.byTable.set(key, (set = new Set()));
      set.add(subscription);
    }
  }

  remove(subscription: ChangeSubscription): void {
    for (const key of this.keysOf(subscription)) {
      const set = this.byTable.get(key);
      set?.delete(subscription);
      if (set && set.size === 0) this.byTable.delete(key);
    }
  }

  enqueue(change: Promise<CapturedChange | null>): void {
    this.queue.push(change);
    if (!this.draining) {
      this.draining = true;
      setImmediate(() => void this.drain());
    }
  }

  private keysOf(subscription: ChangeSubscription): Set<string> {
    return new Set(subscription.bindings.map((b) => `${b.schema}\u0000${b.table ?? '*'}`));
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      try {
        const batch = (await Promise.all(this.queue.splice(0, MAX_BATCH))).filter((c): c is CapturedChange => c !== null);
        await this.dispatch(batch);
      } catch (error) {
        this.onError(error);
      }
    }
    this.draining = false;
  }

  private async dispatch(changes: CapturedChange[]): Promise<void> {
    const tables = new Map<string, CapturedChange[]>();
    for (const change of changes) {
      const key = `${change.schema}\u0000${change.table}`;
      const list = tables.get(key);
      if (list) list.push(change);
      else tables.set(key, [change]);
    }
    const deliveries: Delivery[] = [];
    await Promise.all(
      [...tables.entries()].map(async ([key, tableChanges]) => {
        try {
          await this.collect(key, tableChanges, deliveries);
        } catch (error) {
          this.onError(error);
        }
      }),
    );
    if (tables.size > 1) deliveries.sort((a, b) => a.seq - b.seq);
    // Held until the pacer's flush: a socket receiving several changes (of this batch or of the next ones, under
    // load) gets them in one write.
    for (const delivery of deliveries) {
      this.pacer.hold(delivery.subscription.socket);
      delivery.subscription.deliverChange(delivery.idsJson, delivery.dataTail);
    }
    this.pacer.release();
  }

  /** Subscriptions to the table, in a stable order (the table's own, then its schema's wildcard ones). */
  private subscriptionsOf(schema: string, tableKey: string): ChangeSubscription[] {
    const own = this.byTable.get(tableKey);
    const wildcard = this.byTable.get(`${schema}\u0000*`);
    if (!wildcard) return own ? [...own] : [];
    const all = new Set(own);
    for (const subscription of wildcard) all.add(subscription);
    return [...all];
  }

  /** Appends the deliveries of one table's changes (in commit order): RLS is asked once per distinct identity. */
  private async collect(tableKey: string, changes: CapturedChange[], out: Delivery[]): Promise<void> {
    const first = changes[0] as CapturedChange;
    const subscriptions = this.subscriptionsOf(first.schema, tableKey);
    if (subscriptions.length === 0) return;
    const candidates: Candidate[] = [];
    const identities = new Map<string, number>();
    const identityList: VisibilityIdentity[] = [];
    changes.forEach((change, index) => {
      for (const subscription of subscriptions) {
        let matched: MatchedGroup | MatchedGroup[] | null = null;
        for (const binding of subscription.bindings) {
          if (binding.schema !== change.schema || (binding.table !== null && binding.table !== change.table)) continue;
          if (bindingMatches(binding, change)) matched = addMatch(matched, binding);
        }
        if (matched === null) continue;
        const { key, role, claims } = subscription.identity;
        let identity = identities.get(key);
        if (identity === undefined) {
          identities.set(key, (identity = identityList.length));
          identityList.push({ role, claims });
        }
        candidates.push({ index, subscription, identity, matched });
      }
    });
    if (candidates.length === 0) return;
    const live: Record<string, unknown>[] = [];
    const gone: Record<string, unknown>[] = [];
    /** Per change: its index in `live` or in `gone`. */
    const rowIndex = changes.map((change) => (change.type === 'DELETE' ? gone.push(change.old ?? {}) : live.push(change.record ?? {})) - 1);
    const table = await checkVisibility(this.db, first.schema, first.table, live, gone, identityList);
    const visibleSets = table.visible.map((v) => ({ live: new Set(v.live), gone: new Set(v.gone) }));
    const isVisible = (change: CapturedChange, row: number, identity: number): boolean => {
      const visible = visibleSets[identity];
      if (!visible) return false;
      if (change.type === 'DELETE') return visible.gone.has(row);
      if (table.pk.length === 0) return table.columns !== undefined;
      return visible.live.has(row);
    };
    /** One serialisation per (change, role, column selection), whatever the number of receivers. */
    const tails = new Map<string, Buffer>();
    for (const { index, subscription, identity, matched } of candidates) {
      const change = changes[index] as CapturedChange;
      if (!isVisible(change, rowIndex[index] as number, identity)) continue;
      for (const group of Array.isArray(matched) ? matched : [matched]) {
        const role = subscription.identity.role;
        const tailKey = `${index}\u0000${role}\u0000${group.select ? JSON.stringify(group.select) : ''}`;
        let dataTail = tails.get(tailKey);
        if (!dataTail) {
          dataTail = Buffer.from(`,"data":${JSON.stringify(changeData(change, table, role, group.select))}}`);
          tails.set(tailKey, dataTail);
        }
        out.push({
          seq: change.seq,
          subscription,
          idsJson: group.ids.length === 1 ? `[${group.ids[0]}]` : JSON.stringify(group.ids),
          dataTail,
        });
      }
    }
  }
}

interface Candidate {
  /** The change's index in its batch. */
  index: number;
  subscription: ChangeSubscription;
  /** Index of the subscription's identity in the visibility query. */
  identity: number;
  matched: MatchedGroup | MatchedGroup[];
}

/** The bindings of one subscription a change matched, grouped by column selection (one message per group). */
interface MatchedGroup {
  ids: number[];
  select: string[] | null;
}

function sameSelect(a: string[] | null, b: string[] | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((column, i) => column === b[i]);
}

function addMatch(matched: MatchedGroup | MatchedGroup[] | null, binding: PostgresBinding): MatchedGroup | MatchedGroup[] {
  const groups = matched === null ? [] : Array.isArray(matched) ? matched : [matched];
  const group = groups.find((g) => sameSelect(g.select, binding.select));
  if (!group) groups.push({ ids: [binding.id], select: binding.select });
  else if (!group.ids.includes(binding.id)) group.ids.push(binding.id);
  return groups.length === 1 ? (groups[0] as MatchedGroup) : groups;
}
