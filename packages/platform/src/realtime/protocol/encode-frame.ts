// Encodes server frames: JSON text for every message, and the 2.0.0 binary user broadcast (kind 4).
import type { OutboundMessage, Vsn } from './message';

const KIND_USER_BROADCAST = 4;

/** The text of a frame before and after its payload, so a payload serialised once can be framed per socket. */
export function frameEnvelope(vsn: Vsn, joinRef: string | null, ref: string | null, topic: string, event: string): [string, string] {
  if (vsn === '2.0.0') {
    return [`[${JSON.stringify(joinRef)},${JSON.stringify(ref)},${JSON.stringify(topic)},${JSON.stringify(event)},`, ']'];
  }
  return [
    `{"topic":${JSON.stringify(topic)},"event":${JSON.stringify(event)},"payload":`,
    `,"ref":${JSON.stringify(ref)},"join_ref":${JSON.stringify(joinRef)}}`,
  ];
}

/** Bytes of the header of an unmasked, unfragmented frame from the server carrying `payloadLength` bytes. */
export function frameHeaderLength(payloadLength: number): number {
  return payloadLength < 126 ? 2 : payloadLength < 65_536 ? 4 : 10;
}

/**
 * Writes that header for a final text frame into `frame` at `at`, so a socket's whole websocket frame is built in one
 * buffer and written as is (RFC 6455 section 5.2). Returns the header's length.
 */
export function writeTextFrameHeader(frame: Buffer, payloadLength: number, at = 0): number {
  frame[at] = 0x81;
  if (payloadLength < 126) {
    frame[at + 1] = payloadLength;
    return 2;
  }
  if (payloadLength < 65_536) {
    frame[at + 1] = 126;
    frame.writeUInt16BE(payloadLength, at + 2);
    return 4;
  }
  frame[at + 1] = 127;
  frame.writeUInt32BE(Math.floor(payloadLength / 2 ** 32), at + 2);
  frame.writeUInt32BE(payloadLength >>> 0, at + 6);
  return 10;
}

/** A text frame whose payload is already JSON, so one serialisation serves many sockets. */
export function encodeTextWithPayloadJson(
  vsn: Vsn,
  joinRef: string | null,
  ref: string | null,
  topic: string,
  event: string,
  payloadJson: string,
): string {
  const [head, tail] = frameEnvelope(vsn, joinRef, ref, topic, event);
  return head + payloadJson + tail;
}

export function encodeText(vsn: Vsn, message: OutboundMessage): string {
  return encodeTextWithPayloadJson(vsn, message.joinRef, message.ref, message.topic, message.event, JSON.stringify(message.payload));
}

export function encodeReply(
  vsn: Vsn,
  joinRef: string | null,
  ref: string | null,
  topic: string,
  status: 'ok' | 'error',
  response: unknown,
): string {
  return encodeText(vsn, { joinRef, ref, topic, event: 'phx_reply', payload: { status, response } });
}

/** Kind 4: `[4, len(topic), len(event), len(meta), encoding]`, the strings, then the payload bytes. */
export function encodeUserBroadcast(
  topic: string,
  event: string,
  meta: Record<string, unknown> | null,
  encoding: 'json' | 'binary',
  payload: Buffer,
): Buffer {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(event, 'utf8');
  const metaBytes = meta ? Buffer.from(JSON.stringify(meta), 'utf8') : Buffer.alloc(0);
  const header = Buffer.from([KIND_USER_BROADCAST, topicBytes.length, eventBytes.length, metaBytes.length, encoding === 'json' ? 1 : 0]);
  return Buffer.concat([header, topicBytes, eventBytes, metaBytes, payload]);
}

/** Whether topic, event and metadata fit the one-byte lengths of the binary header. */
export function fitsUserBroadcast(topic: string, event: string, meta: Record<string, unknown> | null): boolean {
  const metaLength = meta ? Buffer.byteLength(JSON.stringify(meta)) : 0;
  return Buffer.byteLength(topic) <= 255 && Buffer.byteLength(event) <= 255 && metaLength <= 255;
}
