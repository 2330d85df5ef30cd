// Answers with an object's bytes (whole or one range) and the headers the storage server sets, streamed from the backend.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StorageError } from './errors';
import type { ObjectRow } from './object-row';
import { parseRange } from './range';
import type { StorageDeps } from './storage-deps';

export interface SendOptions {
  /** `?download=` : '' for a plain attachment, else the file name to save as. */
  download?: string;
  /** Signed URLs answer with `Expires` at the token's expiry instead of Cache-Control. */
  expires?: Date;
  /** HEAD: headers only. */
  headOnly?: boolean;
}

function contentType(mimetype: string | undefined): string {
  if (!mimetype) return 'application/octet-stream';
  return mimetype.includes('text/html') ? 'text/plain' : mimetype;
}

export function setObjectHeaders(reply: FastifyReply, object: ObjectRow, options: SendOptions): void {
  const metadata = object.metadata;
  reply.header('Accept-Ranges', 'bytes');
  reply.header('Content-Type', contentType(metadata?.mimetype));
  if (metadata?.eTag) reply.header('ETag', metadata.eTag);
  reply.header('X-Robots-Tag', 'none');
  const lastModified = new Date(metadata?.lastModified ?? object.updated_at);
  if (!Number.isNaN(lastModified.getTime())) reply.header('Last-Modified', lastModified.toUTCString());
  if (options.expires) reply.header('Expires', options.expires.toUTCString());
  else if (metadata?.cacheControl) reply.header('Cache-Control', metadata.cacheControl);
  if (options.download !== undefined) {
    if (options.download === '') reply.header('Content-Disposition', 'attachment;');
    else {
      const name = encodeURIComponent(options.download);
      reply.header('Content-Disposition', `attachment; filename=${name}; filename*=UTF-8''${name}`);
    }
  }
}

/** The renderer's answer when the row exists but the bytes do not. */
function sendMissingBytes(reply: FastifyReply) {
  return reply
    .header('Cache-Control', 'no-store')
    .code(400)
    .send({ statusCode: '404', code: 'NoSuchKey', error: 'Not found', message: 'The resource was not found' });
}

export async function sendObject(
  deps: StorageDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  object: ObjectRow,
  options: SendOptions = {},
) {
  const location = { bucket: object.bucket_id, key: object.name, version: object.version ?? '' };
  const size = object.metadata?.size ?? (await deps.backend.stat(location))?.size;
  if (size === undefined || !object.version) return sendMissingBytes(reply);
  setObjectHeaders(reply, object, options);
  const etag = object.metadata?.eTag;
  if (etag && request.headers['if-none-match'] === etag) return reply.code(304).send();
  const rangeHeader = request.headers.range;
  const range = rangeHeader && !options.headOnly ? parseRange(rangeHeader, size) : undefined;
  const length = range ? range.end - range.start + 1 : size;
  reply.header('Content-Length', String(length));
  if (range) reply.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  reply.code(range ? 206 : 200);
  if (options.headOnly) return reply.send();
  try {
    const stream = await deps.backend.read(location, range);
    return reply.send(stream);
  } catch (error) {
    if (error instanceof StorageError && error.code === 'NoSuchKey') {
      reply.removeHeader('Content-Length').removeHeader('Content-Range');
      return sendMissingBytes(reply);
    }
    throw error;
  }
}
