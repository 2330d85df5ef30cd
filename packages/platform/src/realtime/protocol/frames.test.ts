import { describe, expect, it } from 'vitest';
import { RealtimeError } from '../errors';
import { decodeFrame } from './decode-frame';
import { encodeReply, encodeUserBroadcast, frameHeaderLength, writeTextFrameHeader } from './encode-frame';

// The kind-3 frame realtime-js builds for channel.send({type:'broadcast', event:'move', payload:{x:1}}).
function userBroadcastPush(joinRef: string, ref: string, topic: string, event: string, payload: Buffer, encoding = 1): Buffer {
  const header = Buffer.from([3, joinRef.length, ref.length, topic.length, event.length, 0, encoding]);
  return Buffer.concat([header, Buffer.from(joinRef + ref + topic + event), payload]);
}

describe('Phoenix frames', () => {
  it('writes a text frame header at each length size of RFC 6455', () => {
    const header = (length: number) => {
      const frame = Buffer.alloc(frameHeaderLength(length));
      writeTextFrameHeader(frame, length);
      return [...frame];
    };
    expect(header(0)).toEqual([0x81, 0]);
    expect(header(125)).toEqual([0x81, 125]);
    expect(header(126)).toEqual([0x81, 126, 0, 126]);
    expect(header(65_535)).toEqual([0x81, 126, 0xff, 0xff]);
    expect(header(65_536)).toEqual([0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]);
  });

  it('decodes 2.0.0 arrays and 1.0.0 objects', () => {
    const message = { joinRef: '1', ref: '2', topic: 'realtime:a', event: 'phx_join', payload: { config: {} } };
    expect(decodeFrame('2.0.0', Buffer.from('["1","2","realtime:a","phx_join",{"config":{}}]'), false)).toEqual(message);
    expect(
      decodeFrame(
        '1.0.0',
        Buffer.from('{"topic":"realtime:a","event":"phx_join","payload":{"config":{}},"ref":"2","join_ref":"1"}'),
        false,
      ),
    ).toEqual(message);
  });

  it('decodes a binary user broadcast push', () => {
    const decoded = decodeFrame('2.0.0', userBroadcastPush('1', '3', 'realtime:room', 'move', Buffer.from('{"x":1}')), true);
    expect(decoded).toMatchObject({ joinRef: '1', ref: '3', topic: 'realtime:room', event: 'broadcast' });
    expect(decoded.binary).toMatchObject({ event: 'move', encoding: 'json', meta: null });
    expect(decoded.binary?.payload.toString()).toBe('{"x":1}');
  });

  it.each([
    ['text', 'not json', false, '2.0.0'],
    ['a short array', '[1,2]', false, '2.0.0'],
    ['a payload that is not an object', '[null,"1","t","e",5]', false, '2.0.0'],
    ['binary on 1.0.0', '\u0003', true, '1.0.0'],
  ] as const)('refuses %s', (_name, frame, binary, vsn) => {
    expect(() => decodeFrame(vsn, Buffer.from(frame), binary)).toThrow(RealtimeError);
  });

  it('encodes replies per version and the kind-4 broadcast realtime-js decodes', () => {
    expect(encodeReply('2.0.0', '1', '2', 'phoenix', 'ok', {})).toBe('["1","2","phoenix","phx_reply",{"status":"ok","response":{}}]');
    expect(JSON.parse(encodeReply('1.0.0', null, '2', 'phoenix', 'ok', {}))).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '2',
      join_ref: null,
    });
    const frame = encodeUserBroadcast('realtime:r', 'ev', null, 'json', Buffer.from('{"a":1}'));
    expect([...frame.subarray(0, 5)]).toEqual([4, 10, 2, 0, 1]);
    expect(frame.subarray(5).toString()).toBe('realtime:rev{"a":1}');
  });

  it('refuses frames, broadcast metadata and payloads nested more than 64 levels deep (malformed_frame, no stack overflow)', () => {
    const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    const frames: [Buffer, boolean][] = [
      [Buffer.from(`["1","2","realtime:a","broadcast",${deep}]`), false],
      [userBroadcastPush('1', '3', 'realtime:room', 'move', Buffer.from(deep)), true],
    ];
    for (const [frame, binary] of frames) {
      expect(() => decodeFrame('2.0.0', frame, binary)).toThrow(RealtimeError);
      try {
        decodeFrame('2.0.0', frame, binary);
      } catch (error) {
        expect((error as RealtimeError).code).toBe('malformed_frame');
      }
    }
    const shallow = `${'{"a":'.repeat(60)}1${'}'.repeat(60)}`;
    expect(decodeFrame('2.0.0', Buffer.from(`["1","2","realtime:a","broadcast",${shallow}]`), false).event).toBe('broadcast');
  });
});
