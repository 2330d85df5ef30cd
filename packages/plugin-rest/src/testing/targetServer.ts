/** Test support: a node:http API on loopback — an echo, a failure, and a server-sent-event stream. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TargetServer {
  url: string;
  /** `host:port`, for the REST proxy's allow list. */
  host: string;
  close(): Promise<void>;
}

const SSE_LINES = [': keep-alive', 'event: message', 'data: {"delta":"Hel"}', '', 'data: {"delta":"lo"}', 'data: plain text', 'data: [DONE]', 'data: {"delta":"late"}'];

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
