// A local OpenAI-compatible chat completions server on loopback that streams like the real one (chunked SSE,
// `chat.completion.chunk` objects, `data: [DONE]`). The model name picks its behaviour:
//   grounded  — answers with sentences copied from the sources it was given, citing them;
//   miscite   — cites a source it was not given, states something no source says, and one good line;
//   slow      — sends one chunk, then nothing (the client's timeout must fire);
//   broken    — answers HTTP 500.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenAi {
  url: string;
  /** The request bodies received, in order. */
  requests: Array<{ model: string; messages: Array<{ role: string; content: string }>; stream: boolean }>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Sources as the prompt lists them: "[S1] title\ntext". */
export function promptSources(content: string): Map<string, string> {
  const sources = new Map<string, string>();
  const parts = content.split(/\n(?=\[S\d+\] )/);
  for (const part of parts) {
    const match = /^\[(S\d+)\] [^\n]*\n([\s\S]*)$/.exec(part.trim());
    if (match?.[1]) sources.set(match[1], match[2] ?? '');
  }
  return sources;
}

function groundedLines(sources: Map<string, string>): string[] {
  const lines: string[] = [];
  for (const [id, text] of sources) {
    const sentences = text
      .split('\n')
      .map((s) => s.replace(/^(\d+\.|Step \d+:|Remedy:|WARNING:)\s*/, '').trim())
      .filter((s) => s.length > 30 && !s.includes('|'));
    const cause = sentences.find((s) => /wire|connector|valve|sensor|coil|filter|oil|contactor/i.test(s));
    if (cause) lines.push(`CAUSE: ${cause} [${id}]`);
    if (lines.length >= 3) break;
  }
  return lines;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAi['requests'] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(await readBody(request)) as FakeOpenAi['requests'][number];
      requests.push(body);
      if (body.model === 'broken') {
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      const chunk = (content: string) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
      response.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })}\n\n`,
      );
      if (body.model === 'slow') {
        response.write(chunk('CAUSE: '));
        hanging.add(response);
        return;
      }
      const sources = promptSources(body.messages.at(-1)?.content ?? '');
      let lines = groundedLines(sources);
      if (body.model === 'miscite') {
        const good = lines[0] ?? '';
        const copied = good.replace(/\[S\d+\]$/, '[S99]');
        lines = [copied, 'CAUSE: The flux capacitor has drifted out of tune and must be replaced with part 88-0000. [S1]', lines[1] ?? ''];
      }
      // Token-sized pieces, as real streams arrive.
      const text = `${lines.join('\n')}\n`;
      for (let i = 0; i < text.length; i += 7) {
        response.write(chunk(text.slice(i, i + 7)));
        await new Promise((resolve) => setImmediate(resolve));
      }
      response.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
      );
      response.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
