// Presence per topic: this instance's tracked clients plus replicas of other instances', with Phoenix-shaped diffs.
import { randomBytes } from 'node:crypto';

export type Meta = Record<string, unknown> & { phx_ref: string };
/** `{key: {metas: [...]}}`, the shape of presence_state and of the joins/leaves of presence_diff. */
export type PresenceMap = Record<string, { metas: Meta[] }>;

export interface PresenceDiff {
  joins: PresenceMap;
  leaves: PresenceMap;
}

/** Who is tracked here: one presence per channel. */
export interface PresenceOwner {
  readonly topic: string;
}

type TopicState = Map<string, Map<string, Meta>>; // key → phx_ref → meta

export function newPhxRef(): string {
  return randomBytes(12).toString('base64url');
}

function add(map: PresenceMap, key: string, meta: Meta): void {
  (map[key] ??= { metas: [] }).metas.push(meta);
}

function isEmpty(diff: PresenceDiff): boolean {
  return Object.keys(diff.joins).length === 0 && Object.keys(diff.leaves).length === 0;
}

export class PresenceTracker {
  private readonly local = new Map<string, TopicState>();
  private readonly owners = new Map<PresenceOwner, { key: string; ref: string }>();
  private readonly remote = new Map<string, { seenAt: number; topics: Map<string, TopicState> }>();

  /** `emit` delivers a diff to this instance's channels; `share` tells other instances about a local diff. */
  constructor(
    private readonly emit: (topic: string, diff: PresenceDiff) => void,
    private readonly share: (topic: string, diff: PresenceDiff) => void,
  ) {}

  /** Tracks or updates the owner's presence. An update is sent as a leave, then a join: realtime-js
   *  mutates the metas it already holds when a join arrives for a known key, so a combined diff would
   *  leave the old meta behind in its state. */
  track(owner: PresenceOwner, key: string, payload: Record<string, unknown>): void {
    const previous = this.owners.get(owner);
    const ref = newPhxRef();
    const meta: Meta = { ...payload, phx_ref: ref };
    if (previous) {
      const old = this.local.get(owner.topic)?.get(previous.key)?.get(previous.ref);
      if (old) {
        this.removeLocal(owner.topic, previous.key, previous.ref);
        const leave: PresenceDiff = { joins: {}, leaves: {} };
        add(leave.leaves, previous.key, old);
        this.publish(owner.topic, leave);
        if (previous.key === key) meta.phx_ref_prev = previous.ref;
      }
    }
    this.owners.set(owner, { key, ref });
    let topic = this.local.get(owner.topic);
    if (!topic) this.local.set(owner.topic, (topic = new Map()));
    let metas = topic.get(key);
    if (!metas) topic.set(key, (metas = new Map()));
    metas.set(ref, meta);
    const join: PresenceDiff = { joins: {}, leaves: {} };
    add(join.joins, key, meta);
    this.publish(owner.topic, join);
  }

  untrack(owner: PresenceOwner): void {
    const tracked = this.owners.get(owner);
    if (!tracked) return;
    this.owners.delete(owner);
    const meta = this.local.get(owner.topic)?.get(tracked.key)?.get(tracked.ref);
    if (!meta) return;
    this.removeLocal(owner.topic, tracked.key, tracked.ref);
    const diff: PresenceDiff = { joins: {}, leaves: {} };
    add(diff.leaves, tracked.key, meta);
    this.publish(owner.topic, diff);
  }

  isTracked(owner: PresenceOwner): boolean {
    return this.owners.has(owner);
  }

  /** Everyone present on a topic, on every instance. */
  state(topic: string): PresenceMap {
    const out: PresenceMap = {};
    const collect = (state: TopicState | undefined) => {
      for (const [key, metas] of state ?? []) for (const meta of metas.values()) add(out, key, meta);
    };
    collect(this.local.get(topic));
    for (const instance of this.remote.values()) collect(instance.topics.get(topic));
    return out;
  }

  /** This instance's presences, for an instance that asks for a snapshot. */
  localSnapshot(): Record<string, PresenceMap> {
    const out: Record<string, PresenceMap> = {};
    for (const [topic, state] of this.local) {
      const map: PresenceMap = {};
      for (const [key, metas] of state) for (const meta of metas.values()) add(map, key, meta);
      if (Object.keys(map).length > 0) out[topic] = map;
    }
    return out;
  }

  touchRemote(instance: string): void {
    const known = this.remote.get(instance);
    if (known) known.seenAt = Date.now();
    else this.remote.set(instance, { seenAt: Date.now(), topics: new Map() });
  }

  applyRemoteDiff(instance: string, topic: string, diff: PresenceDiff): void {
    this.touchRemote(instance);
    const topics = (this.remote.get(instance) as { topics: Map<string, TopicState> }).topics;
    let state = topics.get(topic);
    if (!state) topics.set(topic, (state = new Map()));
    for (const [key, { metas }] of Object.entries(diff.leaves)) {
      for (const meta of metas) state.get(key)?.delete(meta.phx_ref);
      if (state.get(key)?.size === 0) state.delete(key);
    }
    for (const [key, { metas }] of Object.entries(diff.joins)) {
      let keyed = state.get(key);
      if (!keyed) state.set(key, (keyed = new Map()));
      for (const meta of metas) keyed.set(meta.phx_ref, meta);
    }
    if (state.size === 0) topics.delete(topic);
    if (!isEmpty(diff)) this.emit(topic, diff);
  }

  /** Replaces what is known of another instance with its snapshot, emitting the difference. */
  applyRemoteSnapshot(instance: string, snapshot: Record<string, PresenceMap>): void {
    this.touchRemote(instance);
    const known = this.remote.get(instance) as { topics: Map<string, TopicState> };
    const topics = new Set([...known.topics.keys(), ...Object.keys(snapshot)]);
    for (const topic of topics) {
      const before = known.topics.get(topic) ?? new Map<string, Map<string, Meta>>();
      const after = snapshot[topic] ?? {};
      const diff: PresenceDiff = { joins: {}, leaves: {} };
      for (const [key, metas] of before) {
        for (const [ref, meta] of metas) if (!after[key]?.metas.some((m) => m.phx_ref === ref)) add(diff.leaves, key, meta);
      }
      for (const [key, { metas }] of Object.entries(after)) {
        for (const meta of metas) if (!before.get(key)?.has(meta.phx_ref)) add(diff.joins, key, meta);
      }
      this.applyRemoteDiff(instance, topic, diff);
    }
  }

  /** Forgets instances not heard from within `maxSilenceMs` (or the one named), emitting their leaves. */
  dropRemote(maxSilenceMs: number, only?: string): void {
    const now = Date.now();
    for (const [instance, known] of this.remote) {
      if (only !== undefined ? instance !== only : now - known.seenAt <= maxSilenceMs) continue;
      this.remote.delete(instance);
      for (const [topic, state] of known.topics) {
        const diff: PresenceDiff = { joins: {}, leaves: {} };
        for (const [key, metas] of state) for (const meta of metas.values()) add(diff.leaves, key, meta);
        if (!isEmpty(diff)) this.emit(topic, diff);
      }
    }
  }

  private removeLocal(topic: string, key: string, ref: string): void {
    const state = this.local.get(topic);
    const metas = state?.get(key);
    metas?.delete(ref);
    if (metas && metas.size === 0) state?.delete(key);
    if (state && state.size === 0) this.local.delete(topic);
  }

  private publish(topic: string, diff: PresenceDiff): void {
    this.emit(topic, diff);
    this.share(topic, diff);
  }
}
