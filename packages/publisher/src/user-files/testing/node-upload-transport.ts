// Test support: runtime-core's upload transport on node:http — the raw file PUT in 64 KiB chunks, progress reported
// as each chunk is handed to the socket (what XMLHttpRequest's upload events report in a browser).
import { request as httpRequest } from 'node:http';
import type { UploadTransport } from '@kit/runtime-core';

const CHUNK = 64 * 1024;

export const nodeUploadTransport: UploadTransport = async ({ url, body, contentType, onProgress }) => {
  const bytes = Buffer.from(await body.arrayBuffer());
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { accept: '*/*', 'content-length': bytes.length };
    if (contentType) headers['content-type'] = contentType;
    const req = httpRequest(url, { method: 'PUT', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, text: Buffer.concat(chunks).toString() });
      });
    });
    req.on('error', reject);
    let sent = 0;
    const next = (): void => {
      if (sent >= bytes.length) {
        req.end();
        return;
      }
      const part = bytes.subarray(sent, sent + CHUNK);
      req.write(part, () => {
        sent += part.length;
        onProgress(sent, bytes.length);
        next();
      });
    };
    next();
  });
};
