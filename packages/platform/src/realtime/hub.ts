// The realtime state of one server instance: channels by topic, presence, database changes, and the instance bus.
import type { PlatformContext } from '../context';
import type { ChannelIdentity } from './auth/channel-identity';
import { SharedIdentities } from './auth/shared-identities';
import { fromBusPayload, toBusPayload, broadcastFrames, type BroadcastMessage } from './broadcast/broadcast-message';
import { createLocalBus, createPostgresBus, type BusMessage, type ClusterBus } from './cluster/cluster-bus';
import { createBindingValidator, type BindingValidator } from './postgres-changes/binding-validator';
import { startChangeFeed, type ChangeFeed } from './postgres-changes/change-feed';
import { ChangeDispatcher } from './postgres-changes/change-dispatcher';
import { createPublicationSync, type PublicationSync } from './postgres-changes/publication-sync';
import { PresenceTracker, type PresenceDiff, type PresenceMap } from './presence/presence-tracker';
import { encodeTextWithPayloadJson } from './protocol/encode-frame';
import type { Vsn } from './protocol/message';
import type { RealtimeOptions } from './realtime-options';
import type { Channel } from './socket/channel';

export interface HubSession {
  close(code: number, reason: string): void;
  /** Closes the session when nothing arrived from it since `since` (a Date.now() value). */
  closeIfSilentSince(since: number): void;
}

/** How often silent sockets are looked for: a quarter of the idle timeout, within these bounds. */
const IDLE_SWEEP_MIN_MS = 25;
const IDLE_SWEEP_MAX_MS = 5_000;

export class RealtimeHub {
  /** Channels by topic: a topic with one channel (the usual case) holds it without a Set around it. */
  private readonly topics = new Map<string, Channel | Set<Channel>>();
  readonly sessions = new Set<HubSession>();
  readonly presence: PresenceTracker;
  readonly changes: ChangeDispatcher;
  readonly validator: BindingValidator;
  readonly publication: PublicationSync;
  readonly identities = new SharedIdentities();
  private feed: ChangeFeed | undefined;
  private bus: ClusterBus = createLocalBus();
  private heartbeat: NodeJS.Timeout | undefined;
  /** One sweep for every socket's idle timeout, instead of a timer per socket re-armed on each frame. */
  private idleSweep: NodeJS.Timeout | undefined;

  constructor(
    readonly ctx: PlatformContext,
    readonly options: RealtimeOptions,
  ) {
    const onError = (error: unknown) => ctx.log.error({ err: error }, 'realtime error');
    this.presence = new PresenceTracker(
      (topic, diff) => this.emitPresenceDiff(topic, diff),
      (topic, diff) => this.bus.publish({ t: 'presence_diff', topic, joins: diff.joins, leaves: diff.leaves }),
    );
    this.changes = new ChangeDispatcher(ctx.db, onError);
    this.validator = createBindingValidator(ctx.db);
    this.publication = createPublicationSync(ctx.db, onError);
  }

  get instanceId(): string {
    return this.bus.instanceId;
  }

  get channelCount(): number {
    let count = 0;
    for (const held of this.topics.values()) count += held instanceof Set ? held.size : 1;
    return count;
  }

  async start(): Promise<void> {
    const onError = (error: unknown) => this.ctx.log.error({ err: error }, 'realtime error');
    await this.publication.ensure();
    const { idleTimeoutMs } = this.options;
    this.idleSweep = setInterval(
      () => {
        const since = Date.now() - idleTimeoutMs;
        for (const session of [...this.sessions]) session.closeIfSilentSince(since);
      },
      Math.min(Math.max(idleTimeoutMs / 4, IDLE_SWEEP_MIN_MS), IDLE_SWEEP_MAX_MS),
    );
    this.idleSweep.unref();
    this.feed = await startChangeFeed(this.ctx.db, (change) => this.changes.enqueue(change), onError);
    if (this.ctx.db.kind !== 'postgres') return;
    this.bus = await createPostgresBus(this.ctx.db, onError);
    this.bus.onMessage((from, message) => this.onBusMessage(from, message));
    this.bus.publish({ t: 'presence_sync_request' });
    this.heartbeat = setInterval(() => {
      this.bus.publish({ t: 'alive' });
      this.presence.dropRemote(this.options.instanceHeartbeatMs * 3);
    }, this.options.instanceHeartbeatMs);
    this.heartbeat.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    clearInterval(this.idleSweep);
    for (const session of [...this.sessions]) session.close(1001, 'server shutting down');
    this.bus.publish({ t: 'down' });
    await this.bus.close();
    await this.feed?.stop();
    this.identities.clear();
  }

  attach(channel: Channel): void {
    channel.identity = this.identities.acquire(channel.identity, channel);
    const held = this.topics.get(channel.topic);
    if (!held) this.topics.set(channel.topic, channel);
    else if (held instanceof Set) held.add(channel);
    else if (held !== channel) this.topics.set(channel.topic, new Set([held, channel]));
    if (channel.bindings.length > 0) this.changes.add(channel);
  }

  detach(channel: Channel): void {
    const held = this.topics.get(channel.topic);
    if (held === channel) this.topics.delete(channel.topic);
    else if (held instanceof Set && held.delete(channel) && held.size === 1)
      this.topics.set(channel.topic, held.values().next().value as Channel);
    this.changes.remove(channel);
    this.presence.untrack(channel);
    this.identities.release(channel.identity, channel);
  }

  /** A joined channel's new token (access_token): change delivery and expiry follow the new identity. */
  reidentify(channel: Channel, identity: ChannelIdentity): void {
    this.changes.remove(channel);
    this.identities.release(channel.identity, channel);
    channel.identity = this.identities.acquire(identity, channel);
    if (channel.bindings.length > 0) this.changes.add(channel);
  }

  /** Sends a broadcast to this instance's channels on the topic (not `except`) and to the other instances. */
  broadcast(message: BroadcastMessage, except?: Channel): void {
    this.deliverLocal(message, except);
    this.bus.publish({ t: 'broadcast', ...toBusPayload(message) });
  }

  presenceState(topic: string): PresenceMap {
    return this.presence.state(topic);
  }

  private channelsOn(topic: string): Iterable<Channel> | undefined {
    const held = this.topics.get(topic);
    return held instanceof Set ? held : held && [held];
  }

  private deliverLocal(message: BroadcastMessage, except?: Channel): void {
    const channels = this.channelsOn(message.topic);
    if (!channels) return;
    const frames = broadcastFrames(message);
    for (const channel of channels) {
      if (channel === except || !channel.policies.broadcastRead) continue;
      if (channel.config.private !== message.private) continue;
      channel.deliverShared(frames);
    }
  }

  private emitPresenceDiff(topic: string, diff: PresenceDiff): void {
    const channels = this.channelsOn(topic);
    if (!channels) return;
    const json = JSON.stringify(diff);
    const frames = new Map<Vsn, string>();
    const frameFor = (vsn: Vsn) => {
      let frame = frames.get(vsn);
      if (!frame) frames.set(vsn, (frame = encodeTextWithPayloadJson(vsn, null, null, topic, 'presence_diff', json)));
      return frame;
    };
    for (const channel of channels) {
      if (channel.config.presenceEnabled && channel.policies.presenceRead) channel.deliverShared(frameFor);
    }
  }

  private onBusMessage(from: string, message: BusMessage): void {
    this.presence.touchRemote(from);
    switch (message.t) {
      case 'broadcast': {
        const broadcast = fromBusPayload(message);
        if (broadcast) this.deliverLocal(broadcast);
        return;
      }
      case 'presence_diff':
        if (typeof message.topic === 'string') {
          this.presence.applyRemoteDiff(from, message.topic, {
            joins: (message.joins ?? {}) as PresenceMap,
            leaves: (message.leaves ?? {}) as PresenceMap,
          });
        }
        return;
      case 'presence_sync_request':
        this.bus.publish({ t: 'presence_snapshot', to: from, topics: this.presence.localSnapshot() });
        return;
      case 'presence_snapshot':
        if (message.to === this.bus.instanceId) {
          this.presence.applyRemoteSnapshot(from, (message.topics ?? {}) as Record<string, PresenceMap>);
        }
        return;
      case 'down':
        this.presence.dropRemote(0, from);
        return;
      default:
        return;
    }
  }
}
