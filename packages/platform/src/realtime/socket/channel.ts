// A joined channel on one socket: its topic, join ref, identity, options, and how messages reach its client.
import type { ChannelIdentity } from '../auth/channel-identity';
import type { ChannelPolicies } from '../auth/private-channel';
import type { ChangeSubscription } from '../postgres-changes/change-dispatcher';
import type { PostgresBinding } from '../postgres-changes/binding';
import type { PresenceOwner } from '../presence/presence-tracker';
import { encodeText, encodeTextWithPayloadJson } from '../protocol/encode-frame';
import type { Vsn } from '../protocol/message';

export interface ChannelSocket {
  readonly vsn: Vsn;
  send(frame: string | Buffer): void;
}

export interface ChannelConfig {
  self: boolean;
  ack: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  private: boolean;
}

export class Channel implements ChangeSubscription, PresenceOwner {
  expiryTimer: NodeJS.Timeout | undefined;

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

  push(event: string, payload: unknown): void {
    this.socket.send(encodeText(this.socket.vsn, { joinRef: this.joinRef, ref: null, topic: this.topic, event, payload }));
  }

  system(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  deliverChange(ids: number[], dataJson: string): void {
    const payload = `{"ids":${JSON.stringify(ids)},"data":${dataJson}}`;
    this.socket.send(encodeTextWithPayloadJson(this.socket.vsn, this.joinRef, null, this.topic, 'postgres_changes', payload));
  }

  /** A frame shared by every receiver of the message (built once per protocol version). */
  deliverShared(frameFor: (vsn: Vsn) => string | Buffer | null): void {
    const frame = frameFor(this.socket.vsn);
    if (frame !== null) this.socket.send(frame);
  }
}
