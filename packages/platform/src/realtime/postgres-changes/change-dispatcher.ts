// Delivers captured changes to subscribed channels: matches bindings, checks RLS per identity in batches, keeps order.
import type { Queryable } from '../../db';
import { WritePacer, type Corkable } from '../socket/write-pacer';
import { bindingMatches, type PostgresBinding } from './binding';
import type { CapturedChange } from './captured-change';
import { changeData } from './change-message';
import { VisibilityChecker, type VisibilityIdentity } from './visibility';

export interface ChangeSubscription {
  readonly identity: { key: string; role: string; claims: Record<string, unknown> };
  readonly bindings: readonly PostgresBinding[];
  readonly socket: Corkable;
  /** `dataTail` is `,"data":{…}}`: the part of the payload after the ids, shared by every receiver. */
  deliverChange(idsJson: string, dataTail: Buffer): void;
}

/**
 * The deliveries of a batch as parallel arrays (one entry per message to a channel), not an object per delivery:
 * a batch to 1,000 subscribers would otherwise allocate thousands of short-lived objects per change.
 */
class DeliveryList {
  readonly seqs: number[] = [];
  readonly subscriptions: ChangeSubscription[] = [];
  readonly ids: string[] = [];
  readonly tails: Buffer[] = [];

  get length(): number {
    return this.seqs.length;
  }

  push(seq: number, subscription: ChangeSubscription, idsJson: string, dataTail: Buffer): void {
    this.seqs.push(seq);
    this.subscriptions.push(subscription);
    this.ids.push(idsJson);
    this.tails.push(dataTail);
  }
}

const MAX_BATCH = 500;

export class ChangeDispatcher {
  private readonly byTable = new Map<string, Set<ChangeSubscription>>();
  private readonly queue: Promise<CapturedChange | null>[] = [];
  private draining = false;
  private readonly pacer = new WritePacer();
  private readonly visibility: VisibilityChecker;

  constructor(
    db: Queryable,
    private readonly onError: (error: unknown) => void,
  ) {
    this.visibility = new VisibilityChecker(db);
  }

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
    const lists = await Promise.all(
      [...tables.entries()].map(async ([key, tableChanges]) => {
        try {
          return await this.collect(key, tableChanges);
        } catch (error) {
          this.onError(error);
          return null;
        }
      }),
    );
    // Held until the pacer's flush: a socket receiving several changes (of this batch or of the next ones, under
    // load) gets them in one write.
    const deliver = (list: DeliveryList, i: number) => {
      const subscription = list.subscriptions[i] as ChangeSubscription;
      this.pacer.hold(subscription.socket);
      subscription.deliverChange(list.ids[i] as string, list.tails[i] as Buffer);
    };
    const filled = lists.filter((list): list is DeliveryList => list !== null && list.length > 0);
    if (filled.length === 1) {
      const list = filled[0] as DeliveryList;
      for (let i = 0; i < list.length; i++) deliver(list, i);
    } else if (filled.length > 1) {
      // Several tables: in commit order across them (each list is in commit order already).
      const order: [DeliveryList, number][] = [];
      for (const list of filled) for (let i = 0; i < list.length; i++) order.push([list, i]);
      order.sort((a, b) => (a[0].seqs[a[1]] as number) - (b[0].seqs[b[1]] as number));
      for (const [list, i] of order) deliver(list, i);
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

  /** The deliveries of one table's changes (in commit order): RLS is asked once per distinct identity. */
  private async collect(tableKey: string, changes: CapturedChange[]): Promise<DeliveryList | null> {
    const first = changes[0] as CapturedChange;
    const subscriptions = this.subscriptionsOf(first.schema, tableKey);
    if (subscriptions.length === 0) return null;
    // Candidates (a subscription a change matched) as parallel arrays, not an object each.
    const candidateChange: number[] = [];
    const candidateSubscription: ChangeSubscription[] = [];
    const candidateIdentity: number[] = [];
    const candidateMatched: (MatchedGroup | MatchedGroup[])[] = [];
    const identities = new Map<string, number>();
    const identityList: VisibilityIdentity[] = [];
    for (let index = 0; index < changes.length; index++) {
      const change = changes[index] as CapturedChange;
      for (const subscription of subscriptions) {
        let matched: MatchedGroup | MatchedGroup[] | null = null;
        const bindings = subscription.bindings;
        if (bindings.length === 1) {
          const binding = bindings[0] as PostgresBinding;
          if (appliesTo(binding, change) && bindingMatches(binding, change)) matched = singleGroup(binding);
        } else {
          for (const binding of bindings)
            if (appliesTo(binding, change) && bindingMatches(binding, change)) matched = addMatch(matched, binding);
        }
        if (matched === null) continue;
        const { key, role, claims } = subscription.identity;
        let identity = identities.get(key);
        if (identity === undefined) {
          identities.set(key, (identity = identityList.length));
          identityList.push({ role, claims });
        }
        candidateChange.push(index);
        candidateSubscription.push(subscription);
        candidateIdentity.push(identity);
        candidateMatched.push(matched);
      }
    }
    if (candidateChange.length === 0) return null;
    const live: Record<string, unknown>[] = [];
    const gone: Record<string, unknown>[] = [];
    /** Per change: its index in `live` or in `gone`. */
    const rowIndex = changes.map((change) => (change.type === 'DELETE' ? gone.push(change.old ?? {}) : live.push(change.record ?? {})) - 1);
    const table = await this.visibility.check(first.schema, first.table, live, gone, identityList);
    /** Per identity and change: visible or not, decided once (not once per subscriber). */
    const visibleByIdentity = table.visible.map((v) => {
      const liveRows = new Set(v.live);
      const goneRows = new Set(v.gone);
      return changes.map((change, index) => {
        const row = rowIndex[index] as number;
        if (change.type === 'DELETE') return goneRows.has(row);
        if (table.pk.length === 0) return table.columns !== undefined;
        return liveRows.has(row);
      });
    });
    /** One serialisation per (change, role, column selection), whatever the number of receivers. */
    const tails: Map<string, Map<string, Buffer>>[] = [];
    let last: { index: number; role: string; group: MatchedGroup; tail: Buffer } | undefined;
    const tailOf = (index: number, role: string, group: MatchedGroup): Buffer => {
      if (last && last.index === index && last.role === role && last.group.selectKey === group.selectKey) return last.tail;
      const byRole = (tails[index] ??= new Map());
      let bySelect = byRole.get(role);
      if (!bySelect) byRole.set(role, (bySelect = new Map()));
      let tail = bySelect.get(group.selectKey);
      if (!tail) {
        tail = Buffer.from(`,"data":${JSON.stringify(changeData(changes[index] as CapturedChange, table, role, group.select))}}`);
        bySelect.set(group.selectKey, tail);
      }
      last = { index, role, group, tail };
      return tail;
    };
    const out = new DeliveryList();
    for (let c = 0; c < candidateChange.length; c++) {
      const index = candidateChange[c] as number;
      if (!visibleByIdentity[candidateIdentity[c] as number]?.[index]) continue;
      const subscription = candidateSubscription[c] as ChangeSubscription;
      const seq = (changes[index] as CapturedChange).seq;
      const matched = candidateMatched[c] as MatchedGroup | MatchedGroup[];
      const role = subscription.identity.role;
      if (!Array.isArray(matched)) out.push(seq, subscription, matched.idsJson, tailOf(index, role, matched));
      else for (const group of matched) out.push(seq, subscription, group.idsJson, tailOf(index, role, group));
    }
    return out;
  }
}

/** Whether the binding is on the change's schema and table (or the schema's every table). */
function appliesTo(binding: PostgresBinding, change: CapturedChange): boolean {
  return binding.schema === change.schema && (binding.table === null || binding.table === change.table);
}

/** The bindings of one subscription a change matched, grouped by column selection (one message per group). */
interface MatchedGroup {
  ids: number[];
  select: string[] | null;
  /** `ids` as JSON, and `select` as a key ('' for every column): what each message and its shared data are built from. */
  idsJson: string;
  selectKey: string;
}

/** The group of a subscription with one binding that matched (the usual case): built once per binding. */
const singleGroups = new WeakMap<PostgresBinding, MatchedGroup>();

function singleGroup(binding: PostgresBinding): MatchedGroup {
  let group = singleGroups.get(binding);
  if (!group) singleGroups.set(binding, (group = newGroup([binding.id], binding.select)));
  return group;
}

function newGroup(ids: number[], select: string[] | null): MatchedGroup {
  return { ids, select, idsJson: JSON.stringify(ids), selectKey: select ? JSON.stringify(select) : '' };
}

function sameSelect(a: string[] | null, b: string[] | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((column, i) => column === b[i]);
}

function addMatch(matched: MatchedGroup | MatchedGroup[] | null, binding: PostgresBinding): MatchedGroup | MatchedGroup[] {
  const groups = matched === null ? [] : Array.isArray(matched) ? matched : [matched];
  const index = groups.findIndex((g) => sameSelect(g.select, binding.select));
  const group = groups[index];
  if (!group) groups.push(newGroup([binding.id], binding.select));
  else if (!group.ids.includes(binding.id)) groups[index] = newGroup([...group.ids, binding.id], group.select);
  return groups.length === 1 ? (groups[0] as MatchedGroup) : groups;
}
