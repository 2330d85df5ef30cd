// Server-sent events: what encodeEvent writes, the parser reads back, however the bytes are split.
import { describe, expect, it } from 'vitest';
import { createEventParser, encodeEvent, readEvents } from './sse';

describe('server-sent events', () => {
  it('round-trips events split at every byte', () => {
    const wire = encodeEvent('match', { code: 'E-212', score: 1 }) + ': comment\n\n' + encodeEvent('done', { refused: false });
    for (let cut = 1; cut < wire.length; cut += 1) {
      const seen: Array<{ event: string; data: string }> = [];
      const parser = createEventParser((event) => seen.push(event));
      parser.push(wire.slice(0, cut));
      parser.push(wire.slice(cut));
      parser.end();
      expect(seen).toEqual([
        { event: 'match', data: '{"code":"E-212","score":1}' },
        { event: 'done', data: '{"refused":false}' },
      ]);
    }
  });

  it('reads CRLF lines, multi-line data and a last event without a blank line', () => {
    const seen: Array<{ event: string; data: string }> = [];
    const parser = createEventParser((event) => seen.push(event));
    parser.push('event: step\r\ndata: a\r\ndata: b\r\n\r\ndata: plain');
    parser.end();
    expect(seen).toEqual([
      { event: 'step', data: 'a\nb' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('yields events from a byte stream as they arrive', async () => {
    const bytes = new TextEncoder().encode(encodeEvent('refusal', { reason: 'x' }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 5));
        controller.enqueue(bytes.slice(5));
        controller.close();
      },
    });
    const events = [];
    for await (const event of readEvents(body)) events.push(event);
    expect(events).toEqual([{ event: 'refusal', data: '{"reason":"x"}' }]);
  });
});
