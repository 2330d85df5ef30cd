// A joined channel on one socket: its topic, join ref, identity, options, and how messages reach its client.
import { randomUUID } from 'node:crypto';
import type { ChannelIdentity } from '../auth/channel-identity';
import type { ChannelPolicies } from '../auth/private-channel';
import type { ExpiringMember } from '../auth/shared-identities';
import type { ChangeSubscription } from '../postgres-changes/change-dispatcher';
import type { PostgresBinding } from '../postgres-changes/binding';
import type { PresenceOwner } from '../presence/presence-tracker';
import { encodeText, frameEnvelope } from '../protocol/encode-frame';
import type { Vsn } from '../protocol/message';

export interface ChannelSocket {
  readonly vsn: Vsn;
  /** A string goes as a text frame, a Buffer as a binary one. */
  send(frame: string | Buffer): void;
  /** A text frame of `head + body + tail`, framed (websocket header) by the socket; `body` may be shared. */
  sendFrameParts(head: Buffer, body: Buffer, tail: Buffer): void;
  /** Holds writes back until `uncork`, so several frames leave in one system call. */
  cork(): void;
  uncork(): void;
  /** Whether the channel is still the socket's channel on its topic. */
  holds(channel: Channel): boolean;
  closeChannel(channel: Channel): void;
}

export interface ChannelConfig {
  self: boolean;
  ack: boolean;
  /** The client's presence key; null until first needed when it gave none (a UUID is drawn then). */
  presenceKey: string | null;
  presenceEnabled: boolean;
  private: boolean;
}

export class Channel implements ChangeSubscription, PresenceOwner, ExpiringMember {
  /**
   * The bytes of a postgres_changes frame before its payload's data (`…,{"ids":[…]` for the last ids sent) and after
   * it: built on the first change and reused for every later one with the same ids (a channel's usual case).
   */
  private changeEnvelope: { ids: string; head: Buffer; tail: Buffer } | undefined;

  constructor(
    readonly socket: ChannelSocket,
    readonly topic: string,
    readonly joinRef: string | null,
    public identity: ChannelIdentity,
    readonly config: ChannelConfig,
    public policies: ChannelPolicies,
    public bindings: PostgresBinding[],
  ) {}

  get subTopic(): string {
    return this.topic.slice('realtime:'.length);
  }

  get presenceKey(): string {
    return (this.config.presenceKey ??= randomUUID());
  }

  push(event: string, payload: unknown): void {
    this.socket.send(encodeText(this.socket.vsn, { joinRef: this.joinRef, ref: null, topic: this.topic, event, payload }));
  }

  system(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  /** `dataTail` is `,"data":{…}}`, serialised once for every receiver; only the envelope and ids are this channel's. */
  deliverChange(idsJson: string, dataTail: Buffer): void {
    let envelope = this.changeEnvelope;
    if (envelope?.ids !== idsJson) {
      const [head, tail] = frameEnvelope(this.socket.vsn, this.joinRef, null, this.topic, 'postgres_changes');
      envelope = this.changeEnvelope = { ids: idsJson, head: Buffer.from(`${head}{"ids":${idsJson}`), tail: Buffer.from(tail) };
    }
    this.socket.sendFrameParts(envelope.head, dataTail, envelope.tail);
  }

  /** A frame shared by every receiver of the message (built once per protocol version). */
  deliverShared(frameFor: (vsn: Vsn) => string | Buffer | null): void {
    const frame = frameFor(this.socket.vsn);
    if (frame !== null) this.socket.send(frame);
  }

  expire(): void {
    if (!this.socket.holds(this)) return;
    this.system('system', 'error', 'Token has expired 0 seconds ago');
    this.socket.closeChannel(this);
  }
}
