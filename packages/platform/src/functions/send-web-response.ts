// Writes a function's Web Response to the client: status, headers, and the body streamed chunk by chunk (SSE unbuffered).
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply } from 'fastify';

const DROPPED = new Set(['connection', 'keep-alive', 'transfer-encoding']);

export function sendWebResponse(reply: FastifyReply, response: Response, onStreamEnd: () => void): FastifyReply {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (DROPPED.has(name) || name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const isEventStream = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  if (isEventStream) reply.header('x-accel-buffering', 'no');
  if (!response.body) {
    onStreamEnd();
    return reply.send();
  }
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>, { highWaterMark: 0 });
  body.once('close', onStreamEnd);
  if (isEventStream) {
    // Headers go out at once, so the client sees the stream open before the first event.
    reply.raw.once('pipe', () => reply.raw.flushHeaders());
  }
  return reply.send(body);
}
