/**
 * Server-sent-event reading with the seed's line rules: `data:` lines are parsed as JSON or kept as
 * raw text, `[DONE]` ends the stream, `id:`, `retry:` and comment (`:`) lines are ignored, other
 * lines that are JSON are appended, anything else is dropped. An `event:` line is no item itself but
 * names the data lines of its event (up to the blank line ending it): those items are appended as
 * `{event, data}`, so a page can render a structured stream (the portal's diagnostics events); the
 * default `message` event and unnamed data stay plain items.
 */

export type StreamLine = { kind: 'item'; value: unknown } | { kind: 'done' } | { kind: 'event'; name: string } | { kind: 'ignored' };

/** A data item of a named event, as appended to the stream variable. */
export interface NamedStreamEvent {
  event: string;
  data: unknown;
}

const IGNORED_PREFIXES = ['id:', 'retry:', ':'];
/** SSE's default event type: data under it is plain, as without an `event:` line. */
const DEFAULT_EVENT = 'message';

export function parseStreamLine(raw: string): StreamLine {
  const line = raw.replace(/\r$/, '').trim();
  if (line === '') return { kind: 'ignored' };
  if (line.startsWith('data:')) {
    const payload = line.slice(5).trim();
    if (payload === '[DONE]') return { kind: 'done' };
    try {
      return { kind: 'item', value: JSON.parse(payload) as unknown };
    } catch {
      return { kind: 'item', value: payload };
    }
  }
  if (line.startsWith('event:')) return { kind: 'event', name: line.slice(6).trim() };
  if (IGNORED_PREFIXES.some((prefix) => line.startsWith(prefix))) return { kind: 'ignored' };
  try {
    return { kind: 'item', value: JSON.parse(line) as unknown };
  } catch {
    return { kind: 'ignored' };
  }
}

/** Reads a byte stream line by line; calls onItem for each item; stops at [DONE]. Returns the items. */
export async function readEventStream(body: ReadableStream<Uint8Array>, onItem: (item: unknown) => void): Promise<unknown[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const items: unknown[] = [];
  let buffer = '';
  let eventName: string | undefined;
  const handle = (line: string): boolean => {
    // A blank line ends the current event: later data is unnamed until the next `event:` line.
    if (line.trim() === '') {
      eventName = undefined;
      return false;
    }
    const parsed = parseStreamLine(line);
    if (parsed.kind === 'done') return true;
    if (parsed.kind === 'event') eventName = parsed.name === '' || parsed.name === DEFAULT_EVENT ? undefined : parsed.name;
    if (parsed.kind === 'item') {
      const item = eventName === undefined ? parsed.value : ({ event: eventName, data: parsed.value } satisfies NamedStreamEvent);
      items.push(item);
      onItem(item);
    }
    return false;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split('\n');
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (handle(line)) {
          await reader.cancel();
          return items;
        }
      }
      if (done) return items;
    }
  } finally {
    reader.releaseLock();
  }
}
