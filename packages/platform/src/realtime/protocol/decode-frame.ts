// Decodes one client frame: JSON text (a 1.0.0 object or a 2.0.0 array) or a 2.0.0 binary user broadcast push.
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../../http/json-depth';
import { RealtimeError } from '../errors';
import type { InboundMessage, UserBroadcastPush, Vsn } from './message';

const KIND_USER_BROADCAST_PUSH = 3;
const PUSH_HEADER_LENGTH = 7;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalRef(value: unknown, name: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new RealtimeError('malformed_frame', `${name} must be a string or null`);
}

function message(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown): InboundMessage {
  if (typeof topic !== 'string') throw new RealtimeError('malformed_frame', 'topic must be a string');
  if (typeof event !== 'string') throw new RealtimeError('malformed_frame', 'event must be a string');
  if (!isObject(payload)) throw new RealtimeError('malformed_frame', 'payload must be an object');
  return { joinRef: optionalRef(joinRef, 'join_ref'), ref: optionalRef(ref, 'ref'), topic, event, payload };
}

function decodeText(vsn: Vsn, text: string): InboundMessage {
  if (jsonDepthExceeds(text)) throw new RealtimeError('malformed_frame', `frame nests more than ${MAX_JSON_DEPTH} levels deep`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RealtimeError('malformed_frame', 'frame is not valid JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length < 5) throw new RealtimeError('malformed_frame', 'expected a V2 array');
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    return message(joinRef, ref, topic, event, payload);
  }
  if (!isObject(parsed)) throw new RealtimeError('malformed_frame', 'expected a V1 object');
  return message(parsed.join_ref, parsed.ref, parsed.topic, parsed.event, parsed.payload);
}

function decodeUserBroadcastPush(frame: Buffer): InboundMessage {
  if (frame.length < PUSH_HEADER_LENGTH) throw new RealtimeError('malformed_frame', 'truncated binary frame');
  const sizes = [frame[1], frame[2], frame[3], frame[4], frame[5]] as number[];
  const encoding = frame[6];
  if (encoding !== 0 && encoding !== 1) throw new RealtimeError('malformed_frame', 'unknown payload encoding');
  const headerEnd = PUSH_HEADER_LENGTH + sizes.reduce((sum, size) => sum + size, 0);
  if (frame.length < headerEnd) throw new RealtimeError('malformed_frame', 'truncated binary frame');
  let offset = PUSH_HEADER_LENGTH;
  const [joinRef, ref, topic, event, metaText] = sizes.map((size) => {
    const part = frame.toString('utf8', offset, offset + size);
    offset += size;
    return part;
  }) as [string, string, string, string, string];
  let meta: Record<string, unknown> | null = null;
  if (metaText !== '') {
    if (jsonDepthExceeds(metaText)) throw new RealtimeError('malformed_frame', 'broadcast metadata is nested too deeply');
    try {
      const parsed: unknown = JSON.parse(metaText);
      meta = isObject(parsed) ? parsed : null;
    } catch {
      throw new RealtimeError('malformed_frame', 'broadcast metadata is not valid JSON');
    }
  }
  const payload = frame.subarray(headerEnd);
  const push: UserBroadcastPush = { event, encoding: encoding === 1 ? 'json' : 'binary', payload, meta };
  if (push.encoding === 'json') {
    if (jsonDepthExceeds(payload)) throw new RealtimeError('malformed_frame', 'broadcast payload is nested too deeply');
    try {
      JSON.parse(payload.toString('utf8'));
    } catch {
      throw new RealtimeError('malformed_frame', 'broadcast payload is not valid JSON');
    }
  }
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: {}, binary: push };
}

export function decodeFrame(vsn: Vsn, data: Buffer, isBinary: boolean): InboundMessage {
  if (!isBinary) return decodeText(vsn, data.toString('utf8'));
  if (vsn !== '2.0.0') throw new RealtimeError('unsupported_frame', 'binary frames need vsn 2.0.0');
  if (data[0] !== KIND_USER_BROADCAST_PUSH) throw new RealtimeError('unsupported_frame', 'unknown binary frame kind');
  return decodeUserBroadcastPush(data);
}
