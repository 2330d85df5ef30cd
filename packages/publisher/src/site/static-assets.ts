/**
 * Serves the bundle's files under /assets/ (hashed names, so cached for a year), as their build-time brotli or gzip
 * copy when the browser accepts one; paths never leave the folder.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ENCODING_EXTENSION, preferredEncoding } from './compression';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.map': 'application/json',
};

export function registerStaticAssetRoutes(app: FastifyInstance, outDir: string): void {
  const root = join(outDir, 'assets');
  app.get('/assets/*', async (request, reply) => {
    const relative = (request.params as { '*': string })['*'];
    const path = normalize(join(root, relative));
    if (!path.startsWith(root + sep) || !existsSync(path) || !statSync(path).isFile()) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    reply
      .type(TYPES[extname(path)] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const compressed = encoding === null ? undefined : `${path}${ENCODING_EXTENSION[encoding]}`;
    if (encoding !== null && compressed !== undefined && existsSync(compressed)) {
      return reply.header('content-encoding', encoding).send(createReadStream(compressed));
    }
    return reply.send(createReadStream(path));
  });
}
