/**
 * Test support: a node:http API on loopback — an echo, a failure, a server-sent-event stream, and a parts list
 * (`/catalogue`: 12 parts; paged by `limit`/`offset` or `page`/`per_page` as `{items, meta: {total}}`, else the array).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TargetServer {
  url: string;
  /** `host:port`, for the REST proxy's allow list. */
  host: string;
  close(): Promise<void>;
}

export const PARTS = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Part ${String(index + 1).padStart(2, '0')}`,
  price: (index % 5) * 10 + 5,
}));

function partsAnswer(url: URL): unknown {
  const params = url.searchParams;
  const limit = Number(params.get('limit') ?? params.get('per_page') ?? Number.NaN);
  if (Number.isNaN(limit)) return PARTS;
  const offset = params.has('page') ? (Number(params.get('page')) - 1) * limit : Number(params.get('offset') ?? 0);
  return { items: PARTS.slice(offset, offset + limit), meta: { total: PARTS.length } };
}

const SSE_LINES = [
  ': keep-alive',
  'event: message',
  'data: {"delta":"Hel"}',
  '',
  'data: {"delta":"lo"}',
  'data: plain text',
  'data: [DONE]',
  'data: {"delta":"late"}',
];

export async function startTargetServer(): Promise<TargetServer> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/fail') {
        response.writeHead(422, { 'content-type': 'application/json' }).end('{"error":"invalid part number"}');
        return;
      }
      if (url.pathname === '/catalogue') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(partsAnswer(url)));
        return;
      }
      if (url.pathname === '/stream') {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        const text = `${SSE_LINES.join('\n')}\n`;
        response.write(text.slice(0, 25));
        setTimeout(() => response.end(text.slice(25)), 10);
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          result: {
            method: request.method,
            path: url.pathname,
            query: Object.fromEntries(url.searchParams),
            contentType: request.headers['content-type'] ?? null,
            apiKey: request.headers['x-api-key'] ?? null,
            body: Buffer.concat(chunks).toString(),
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
