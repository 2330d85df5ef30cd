// A broadcast on a topic and its frames per protocol version, serialised once for every receiving socket.
import { encodeTextWithPayloadJson, encodeUserBroadcast, fitsUserBroadcast } from '../protocol/encode-frame';
import type { UserBroadcastPush, Vsn } from '../protocol/message';

export interface BroadcastMessage {
  /** The full topic, `realtime:<name>`. */
  topic: string;
  /** The user event. */
  event: string;
  /** A JSON payload, or raw bytes with their encoding when the message came as a binary push. */
  payload: { kind: 'json'; value: unknown } | { kind: 'bytes'; encoding: 'json' | 'binary'; bytes: Buffer };
  meta: Record<string, unknown> | null;
  private: boolean;
}

export function fromUserBroadcastPush(topic: string, push: UserBroadcastPush, isPrivate: boolean): BroadcastMessage {
  return {
    topic,
    event: push.event,
    payload: { kind: 'bytes', encoding: push.encoding, bytes: push.payload },
    meta: push.meta,
    private: isPrivate,
  };
}

/** The frame for a socket of this version; null when it cannot carry the message (binary payload on 1.0.0). */
export function broadcastFrames(message: BroadcastMessage): (vsn: Vsn) => string | Buffer | null {
  const cache = new Map<Vsn, string | Buffer | null>();
  return (vsn) => {
    if (cache.has(vsn)) return cache.get(vsn) ?? null;
    let frame: string | Buffer | null;
    const { payload } = message;
    if (payload.kind === 'bytes' && vsn === '2.0.0' && fitsUserBroadcast(message.topic, message.event, message.meta)) {
      frame = encodeUserBroadcast(message.topic, message.event, message.meta, payload.encoding, payload.bytes);
    } else if (payload.kind === 'bytes' && payload.encoding === 'binary') {
      frame = null;
    } else {
      const valueJson = payload.kind === 'json' ? JSON.stringify(payload.value ?? null) : payload.bytes.toString('utf8');
      const meta = message.meta ? `,"meta":${JSON.stringify(message.meta)}` : '';
      const body = `{"type":"broadcast","event":${JSON.stringify(message.event)},"payload":${valueJson}${meta}}`;
      frame = encodeTextWithPayloadJson(vsn, null, null, message.topic, 'broadcast', body);
    }
    cache.set(vsn, frame);
    return frame;
  };
}

/** For other instances: bytes travel as base64. */
export function toBusPayload(message: BroadcastMessage): Record<string, unknown> {
  const { payload } = message;
  return {
    topic: message.topic,
    event: message.event,
    meta: message.meta,
    private: message.private,
    ...(payload.kind === 'json' ? { json: payload.value ?? null } : { encoding: payload.encoding, b64: payload.bytes.toString('base64') }),
  };
}

export function fromBusPayload(data: Record<string, unknown>): BroadcastMessage | null {
  if (typeof data.topic !== 'string' || typeof data.event !== 'string') return null;
  const meta = data.meta && typeof data.meta === 'object' ? (data.meta as Record<string, unknown>) : null;
  const payload: BroadcastMessage['payload'] =
    typeof data.b64 === 'string'
      ? { kind: 'bytes', encoding: data.encoding === 'json' ? 'json' : 'binary', bytes: Buffer.from(data.b64, 'base64') }
      : { kind: 'json', value: data.json };
  return { topic: data.topic, event: data.event, meta, private: data.private === true, payload };
}
