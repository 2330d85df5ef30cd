// One websocket connection: decodes frames, answers heartbeats, routes channel events, enforces limits and timeouts.
import type { WebSocket } from 'ws';
import { RealtimeError } from '../errors';
import type { HubSession, RealtimeHub } from '../hub';
import { decodeFrame } from '../protocol/decode-frame';
import { encodeReply } from '../protocol/encode-frame';
import type { InboundMessage, Vsn } from '../protocol/message';
import type { Channel, ChannelSocket } from './channel';
import { handleChannelEvent } from './channel-events';
import { joinChannel } from './join-channel';
import { RateLimiter } from './rate-limiter';

export class SocketSession implements ChannelSocket, HubSession {
  readonly channels = new Map<string, Channel>();
  private readonly frames: RateLimiter;
  readonly joins: RateLimiter;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Messages of one socket are handled one after another, in arrival order. */
  private work: Promise<void> = Promise.resolve();

  constructor(
    readonly ws: WebSocket,
    readonly hub: RealtimeHub,
    readonly vsn: Vsn,
    /** The apikey the socket connected with: the token of channels that join without one. */
    readonly apikey: string,
  ) {
    const { options } = hub;
    this.frames = new RateLimiter(options.maxFramesPerSecond, options.maxFramesPerSecond * 2);
    this.joins = new RateLimiter(options.maxJoinsPerSecond, options.maxJoinsPerSecond);
    hub.sessions.add(this);
    ws.on('message', (data, isBinary) => this.onFrame(toBuffer(data), isBinary));
    ws.on('close', () => this.cleanup());
    ws.on('error', () => this.cleanup());
    this.resetIdleTimer();
  }

  send(frame: string | Buffer): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > this.hub.options.maxBufferedBytes) {
      this.close(1008, 'too slow to keep up');
      return;
    }
    this.ws.send(frame);
  }

  reply(message: InboundMessage, status: 'ok' | 'error', response: unknown): void {
    this.send(encodeReply(this.vsn, message.joinRef, message.ref, message.topic, status, response));
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.cleanup();
    try {
      this.ws.close(code, reason);
    } catch {
      this.ws.terminate();
    }
    // A peer that never answers the close handshake is cut off.
    setTimeout(() => this.ws.terminate(), 2000).unref();
  }

  /** Ends a channel from the server side: tells the client, then forgets it. */
  closeChannel(channel: Channel): void {
    this.removeChannel(channel);
    channel.push('phx_close', {});
  }

  removeChannel(channel: Channel): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    clearTimeout(channel.expiryTimer);
    this.hub.detach(channel);
  }

  private onFrame(data: Buffer, isBinary: boolean): void {
    if (this.closed) return;
    this.resetIdleTimer();
    if (!this.frames.take()) {
      this.close(1008, 'too many messages per second');
      return;
    }
    let message: InboundMessage;
    try {
      message = decodeFrame(this.vsn, data, isBinary);
    } catch (error) {
      const failure = error instanceof RealtimeError ? error : new RealtimeError('malformed_frame', 'unreadable frame');
      this.close(failure.closeCode, failure.message);
      return;
    }
    if (message.topic === 'phoenix') {
      void this.route(message);
      return;
    }
    this.work = this.work
      .then(() => this.route(message))
      .catch((error: unknown) => {
        this.hub.ctx.log.error({ err: error, topic: message.topic, event: message.event }, 'realtime message failed');
        if (message.ref !== null) this.reply(message, 'error', { reason: 'Unknown Error on Channel' });
      });
  }

  private async route(message: InboundMessage): Promise<void> {
    if (this.closed) return;
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.reply(message, 'ok', {});
      else this.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (message.event === 'phx_join') {
      if (!this.joins.take()) {
        this.reply(message, 'error', { reason: 'ClientJoinRateLimitReached: Too many joins per second' });
        this.close(1008, 'too many joins per second');
        return;
      }
      await joinChannel(this, message);
      return;
    }
    const channel = this.channels.get(message.topic);
    if (!channel) {
      this.reply(message, message.event === 'phx_leave' ? 'ok' : 'error', message.event === 'phx_leave' ? {} : { reason: 'unmatched topic' });
      return;
    }
    await handleChannelEvent(this, channel, message);
  }

  private resetIdleTimer(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.close(1000, 'idle timeout');
      this.ws.terminate();
    }, this.hub.options.idleTimeoutMs);
    this.idleTimer.unref();
  }

  private cleanup(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    for (const channel of [...this.channels.values()]) this.removeChannel(channel);
    this.hub.sessions.delete(this);
  }
}

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
