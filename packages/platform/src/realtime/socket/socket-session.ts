// One websocket connection: decodes frames, answers heartbeats, routes channel events, enforces limits and timeouts.
// Sessions are many (10,000 on one process), so one holds no timer and no closure of its own: the socket's listeners
// are shared functions and the hub sweeps for idle sessions.
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { RealtimeError } from '../errors';
import type { HubSession, RealtimeHub } from '../hub';
import { decodeFrame } from '../protocol/decode-frame';
import { encodeReply, frameHeaderLength, writeTextFrameHeader } from '../protocol/encode-frame';
import type { InboundMessage, Vsn } from '../protocol/message';
import type { Channel, ChannelSocket } from './channel';
import { handleChannelEvent } from './channel-events';
import { joinChannel } from './join-channel';
import { RateWindow, socketLimits } from './rate-limiter';

/** A peer that never answers the close handshake is cut off after this. */
const CLOSE_HANDSHAKE_MS = 2000;

const sessionOf = new WeakMap<WebSocket, SocketSession>();

function onMessage(this: WebSocket, data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
  sessionOf.get(this)?.onFrame(toBuffer(data), isBinary);
}

function onClose(this: WebSocket): void {
  sessionOf.get(this)?.cleanup();
}

function terminate(ws: WebSocket): void {
  ws.terminate();
}

/** Shared by every session without a channel. */
const NO_CHANNELS: readonly Channel[] = Object.freeze([]);

export class SocketSession implements ChannelSocket, HubSession {
  /** Joined channels, at most maxChannelsPerSocket: most sockets join one, and a short array costs less than a Map. */
  private channels: readonly Channel[] = NO_CHANNELS;
  private readonly frames = new RateWindow();
  private readonly joins = new RateWindow();
  private lastFrameAt = Date.now();
  private closed = false;
  /**
   * While the pacer holds the socket: the change frames waiting for its flush, as (head, shared body, tail) triples,
   * written as one buffer when it flushes (one write and one allocation per socket and flush, whatever the frames).
   * null: held but not writable (closed or too slow), so its frames are dropped; undefined when not held.
   */
  private pending: Buffer[] | null | undefined;
  /** Messages of one socket are handled one after another, in arrival order; undefined when none is pending. */
  private work: Promise<void> | undefined;

  constructor(
    readonly ws: WebSocket,
    /** The TCP stream under the websocket: corked while a batch of frames is written. */
    private readonly stream: Duplex,
    readonly hub: RealtimeHub,
    readonly vsn: Vsn,
    /** The apikey the socket connected with: the token of channels that join without one. */
    readonly apikey: string,
  ) {
    hub.sessions.add(this);
    sessionOf.set(ws, this);
    ws.on('message', onMessage);
    ws.on('close', onClose);
    ws.on('error', onClose);
  }

  send(frame: string | Buffer): void {
    // Change frames held for the flush go first, so the socket's frames stay in the order they were sent.
    if (this.pending) this.writePending();
    if (this.writable()) this.ws.send(frame);
  }

  /**
   * A text frame of `head + body + tail` (no websocket header yet): while held it waits for the flush, which frames
   * every waiting one into one buffer; `body` is shared by every receiver and only referenced here.
   */
  sendFrameParts(head: Buffer, body: Buffer, tail: Buffer): void {
    if (this.pending !== undefined) this.pending?.push(head, body, tail);
    else if (this.writable()) this.stream.write(framePartsBuffer([head, body, tail]));
  }

  cork(): void {
    this.stream.cork();
    // Checked once per flush rather than once per frame (ws's bufferedAmount is not free).
    this.pending = this.writable() ? [] : null;
  }

  uncork(): void {
    if (this.pending) this.writePending();
    this.pending = undefined;
    this.stream.uncork();
  }

  private writePending(): void {
    const parts = this.pending as Buffer[];
    if (parts.length === 0) return;
    this.pending = [];
    if (!this.closed && this.ws.readyState === this.ws.OPEN) this.stream.write(framePartsBuffer(parts));
  }

  get channelCount(): number {
    return this.channels.length;
  }

  channelOn(topic: string): Channel | undefined {
    return this.channels.find((channel) => channel.topic === topic);
  }

  holds(channel: Channel): boolean {
    return this.channels.includes(channel);
  }

  /** Adds a channel; the caller has closed any other channel on its topic first. */
  addChannel(channel: Channel): void {
    this.channels = [...this.channels, channel];
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
    setTimeout(terminate, CLOSE_HANDSHAKE_MS, this.ws).unref();
  }

  closeIfSilentSince(since: number): void {
    if (this.lastFrameAt >= since) return;
    this.close(1000, 'idle timeout');
    this.ws.terminate();
  }

  /** Ends a channel from the server side: tells the client, then forgets it. */
  closeChannel(channel: Channel): void {
    this.removeChannel(channel);
    channel.push('phx_close', {});
  }

  removeChannel(channel: Channel): void {
    if (this.holds(channel)) this.channels = this.channels.filter((held) => held !== channel);
    this.hub.detach(channel);
  }

  onFrame(data: Buffer, isBinary: boolean): void {
    if (this.closed) return;
    this.lastFrameAt = Date.now();
    if (this.frames.hit(socketLimits(this.hub.options).frames, this.lastFrameAt) !== undefined) {
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
    const run = () =>
      this.route(message).catch((error: unknown) => {
        this.hub.ctx.log.error({ err: error, topic: message.topic, event: message.event }, 'realtime message failed');
        if (message.ref !== null) this.reply(message, 'error', { reason: 'Unknown Error on Channel' });
      });
    const next: Promise<void> = this.work ? this.work.then(run) : run();
    this.work = next;
    void next.then(() => {
      if (this.work === next) this.work = undefined;
    });
  }

  cleanup(): void {
    if (this.closed) return;
    this.closed = true;
    for (const channel of this.channels) this.removeChannel(channel);
    this.hub.sessions.delete(this);
  }

  private writable(): boolean {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return false;
    if (this.ws.bufferedAmount > this.hub.options.maxBufferedBytes) {
      this.close(1008, 'too slow to keep up');
      return false;
    }
    return true;
  }

  private async route(message: InboundMessage): Promise<void> {
    if (this.closed) return;
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.reply(message, 'ok', {});
      else this.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (message.event === 'phx_join') {
      if (this.joins.hit(socketLimits(this.hub.options).joins, Date.now()) !== undefined) {
        this.reply(message, 'error', { reason: 'ClientJoinRateLimitReached: Too many joins per second' });
        this.close(1008, 'too many joins per second');
        return;
      }
      await joinChannel(this, message);
      return;
    }
    const channel = this.channelOn(message.topic);
    if (!channel) {
      this.reply(
        message,
        message.event === 'phx_leave' ? 'ok' : 'error',
        message.event === 'phx_leave' ? {} : { reason: 'unmatched topic' },
      );
      return;
    }
    await handleChannelEvent(this, channel, message);
  }
}

/** Websocket text frames (header included) of the (head, body, tail) triples in `parts`, in one buffer. */
function framePartsBuffer(parts: readonly Buffer[]): Buffer {
  let size = 0;
  for (let i = 0; i < parts.length; i += 3) {
    const length = (parts[i] as Buffer).length + (parts[i + 1] as Buffer).length + (parts[i + 2] as Buffer).length;
    size += frameHeaderLength(length) + length;
  }
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (let i = 0; i < parts.length; i += 3) {
    const head = parts[i] as Buffer;
    const body = parts[i + 1] as Buffer;
    const tail = parts[i + 2] as Buffer;
    const length = head.length + body.length + tail.length;
    at += writeTextFrameHeader(out, length, at);
    at += head.copy(out, at);
    at += body.copy(out, at);
    at += tail.copy(out, at);
  }
  return out;
}

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
