// Delivers captured changes to subscribed channels: matches bindings, checks RLS per identity in batches, keeps order.
import type { Queryable } from '../../db';
import { bindingMatches, type PostgresBinding } from './binding';
import type { CapturedChange } from './captured-change';
import { changeData } from './change-message';
import { checkVisibility, type TableVisibility } from './visibility';

export interface ChangeSubscription {
  readonly identity: { key: string; role: string; claims: Record<string, unknown> };
  readonly bindings: readonly PostgresBinding[];
  deliverChange(ids: number[], dataJson: string): void;
}

interface Candidate {
  change: CapturedChange;
  index: number;
  subscription: ChangeSubscription;
  /** Bindings of the subscription matched, grouped by their column selection. */
  groups: Map<string, { ids: number[]; select: string[] | null }>;
}

const MAX_BATCH = 500;

export class ChangeDispatcher {
  private readonly byTable = new Map<string, Set<ChangeSubscription>>();
  private readonly queue: Promise<CapturedChange | null>[] = [];
  private draining = false;

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

  private candidatesFor(change: CapturedChange, index: number): Candidate[] {
    const subscriptions = new Set<ChangeSubscription>([
      ...(this.byTable.get(`${change.schema}\u0000${change.table}`) ?? []),
      ...(this.byTable.get(`${change.schema}\u0000*`) ?? []),
    ]);
    const candidates: Candidate[] = [];
    for (const subscription of subscriptions) {
      const groups = new Map<string, { ids: number[]; select: string[] | null }>();
      for (const binding of subscription.bindings) {
        if (binding.schema !== change.schema || (binding.table !== null && binding.table !== change.table)) continue;
        if (!bindingMatches(binding, change)) continue;
        const key = binding.select ? JSON.stringify(binding.select) : '';
        let group = groups.get(key);
        if (!group) groups.set(key, (group = { ids: [], select: binding.select }));
        if (!group.ids.includes(binding.id)) group.ids.push(binding.id);
      }
      if (groups.size > 0) candidates.push({ change, index, subscription, groups });
    }
    return candidates;
  }

  private async dispatch(changes: CapturedChange[]): Promise<void> {
    const tables = new Map<string, CapturedChange[]>();
    for (const change of changes) {
      const key = `${change.schema}\u0000${change.table}`;
      const list = tables.get(key);
      if (list) list.push(change);
      else tables.set(key, [change]);
    }
    const deliveries: { seq: number; send: () => void }[] = [];
    await Promise.all(
      [...tables.values()].map(async (tableChanges) => {
        try {
          for (const delivery of await this.deliveriesFor(tableChanges)) deliveries.push(delivery);
        } catch (error) {
          this.onError(error);
        }
      }),
    );
    deliveries.sort((a, b) => a.seq - b.seq);
    for (const delivery of deliveries) delivery.send();
  }

  private async deliveriesFor(changes: CapturedChange[]): Promise<{ seq: number; send: () => void }[]> {
    const candidates = changes.flatMap((change, index) => this.candidatesFor(change, index));
    if (candidates.length === 0) return [];
    const first = changes[0] as CapturedChange;
    const identities = new Map<string, number>();
    const identityList: { role: string; claims: Record<string, unknown> }[] = [];
    for (const candidate of candidates) {
      const { key, role, claims } = candidate.subscription.identity;
      if (!identities.has(key)) {
        identities.set(key, identityList.length);
        identityList.push({ role, claims });
      }
    }
    const liveIndex = new Map<number, number>();
    const goneIndex = new Map<number, number>();
    const live: Record<string, unknown>[] = [];
    const gone: Record<string, unknown>[] = [];
    changes.forEach((change, index) => {
      if (change.type === 'DELETE') {
        goneIndex.set(index, gone.length);
        gone.push(change.old ?? {});
      } else {
        liveIndex.set(index, live.length);
        live.push(change.record ?? {});
      }
    });
    const table = await checkVisibility(this.db, first.schema, first.table, live, gone, identityList);
    const visibleSets = table.visible.map((v) => ({ live: new Set(v.live), gone: new Set(v.gone) }));
    const dataCache = new Map<string, string>();
    const deliveries: { seq: number; send: () => void }[] = [];
    for (const candidate of candidates) {
      const { change, index, subscription } = candidate;
      const visible = visibleSets[identities.get(subscription.identity.key) ?? -1];
      if (!visible || !this.isVisible(change, index, visible, liveIndex, goneIndex, table)) continue;
      for (const group of candidate.groups.values()) {
        const cacheKey = `${index}\u0000${subscription.identity.role}\u0000${group.select ? JSON.stringify(group.select) : ''}`;
        let json = dataCache.get(cacheKey);
        if (json === undefined) {
          json = JSON.stringify(changeData(change, table, subscription.identity.role, group.select));
          dataCache.set(cacheKey, json);
        }
        const dataJson = json;
        deliveries.push({ seq: change.seq, send: () => subscription.deliverChange(group.ids, dataJson) });
      }
    }
    return deliveries;
  }

  private isVisible(
    change: CapturedChange,
    index: number,
    visible: { live: Set<number>; gone: Set<number> },
    liveIndex: Map<number, number>,
    goneIndex: Map<number, number>,
    table: TableVisibility,
  ): boolean {
    if (change.type === 'DELETE') return visible.gone.has(goneIndex.get(index) ?? -1);
    if (table.pk.length === 0) return table.columns !== undefined;
    return visible.live.has(liveIndex.get(index) ?? -1);
  }
}
