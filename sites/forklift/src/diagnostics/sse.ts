// Server-sent events: encoding one event, and an incremental parser for a streamed body (server, eval and browser).

/** One event in the text/event-stream wire format. */
export function encodeEvent(event: string, data: unknown): string {
  const lines = JSON.stringify(data).split('\n');
  return `event: ${event}\n${lines.map((line) => `data: ${line}`).join('\n')}\n\n`;
}

export interface ParsedEvent {
  event: string;
  data: string;
}

/** Feeds text chunks in; hands out every complete event (comments and retry lines are skipped). */
export function createEventParser(onEvent: (event: ParsedEvent) => void): { push(chunk: string): void; end(): void } {
  let buffer = '';
  let name = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n') });
    name = '';
    data = [];
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  };
  return {
    push(chunk) {
      buffer += chunk;
      let index: number;
      while ((index = buffer.search(/\r\n|\r|\n/)) !== -1) {
        const end = buffer[index] === '\r' && buffer[index + 1] === '\n' ? index + 2 : index + 1;
        line(buffer.slice(0, index));
        buffer = buffer.slice(end);
      }
    },
    end() {
      if (buffer) line(buffer);
      buffer = '';
      dispatch();
    },
  };
}

/** Reads a streamed response body event by event. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ParsedEvent> {
  const queue: ParsedEvent[] = [];
  const parser = createEventParser((event) => queue.push(event));
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
      while (queue.length > 0) yield queue.shift() as ParsedEvent;
    }
    parser.push(decoder.decode());
    parser.end();
    while (queue.length > 0) yield queue.shift() as ParsedEvent;
  } finally {
    reader.releaseLock();
  }
}
