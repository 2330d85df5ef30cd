/**
 * Server-sent-event reading with the seed's line rules: `data:` lines are parsed as JSON or kept as
 * raw text, `[DONE]` ends the stream, `id:`, `event:`, `retry:` and comment (`:`) lines are ignored,
 * other lines that are JSON are appended, anything else is dropped.
 */

export type StreamLine = { kind: 'item'; value: unknown } | { kind: 'done' } | { kind: 'ignored' };

const IGNORED_PREFIXES = ['id:', 'event:', 'retry:', ':'];

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
  const handle = (line: string): boolean => {
    const parsed = parseStreamLine(line);
    if (parsed.kind === 'done') return true;
    if (parsed.kind === 'item') {
      items.push(parsed.value);
      onItem(parsed.value);
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
