// A joined channel on one socket: its topic, join ref, identity, options, and how messages reach its client.
import { randomUUID } from 'node:crypto';
import type { ChannelIdentity } from '../auth/channel-identity';
import type { ChannelPolicies } from '../auth/private-channel';
import type { ExpiringMember } from '../auth/shared-identities';
import type { ChangeSubscription } from '../postgres-changes/change-dispatcher';
import type { PostgresBinding } from '../postgres-changes/binding';
import type { PresenceOwner } from '../presence/presence-tracker';
import { encodeText, frameEnvelope, frameHeaderLength, writeTextFrameHeader } from '../protocol/encode-frame';
import type { Vsn } from '../protocol/message';

export interface ChannelSocket {
  readonly vsn: Vsn;
  /** A string goes as a text frame, a Buffer as a binary one. */
  send(frame: string | Buffer): void;
  /** A complete websocket frame, header included, written as is. */
  sendFramed(frame: Buffer): void;
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
  /** The text of a postgres_changes frame before its ids (`…,{"ids":`) and after its payload; built on the first change. */
  private changeEnvelope: [string, string] | undefined;

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
    const [head, tail] = (this.changeEnvelope ??= changeEnvelope(this.socket.vsn, this.joinRef, this.topic));
    const open = head + idsJson;
    const openBytes = Buffer.byteLength(open);
    const tailBytes = Buffer.byteLength(tail);
    const length = openBytes + dataTail.length + tailBytes;
    const at = frameHeaderLength(length);
    const frame = Buffer.allocUnsafe(at + length);
    writeTextFrameHeader(frame, length);
    frame.write(open, at);
    dataTail.copy(frame, at + openBytes);
    frame.write(tail, at + openBytes + dataTail.length);
    this.socket.sendFramed(frame);
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

function changeEnvelope(vsn: Vsn, joinRef: string | null, topic: string): [string, string] {
  const [head, tail] = frameEnvelope(vsn, joinRef, null, topic, 'postgres_changes');
  return [`${head}{"ids":`, tail];
}
