// Turns an upload request into one byte stream plus its metadata: a multipart form's file part, or the raw body.
import { PassThrough, type Readable } from 'node:stream';
import { Busboy, type BusboyHeaders } from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../../http/json-depth';
import { storageErrors } from '../errors';

export interface UploadSource {
  body: Readable;
  mimeType: string;
  cacheControl: string;
  userMetadata?: Record<string, unknown>;
  /** Content-Length of a raw body (a multipart one includes the form overhead, so it is not known). */
  declaredLength?: number;
}

const MAX_USER_METADATA_BYTES = 1024 * 1024;

function parseUserMetadata(json: string | undefined): Record<string, unknown> | undefined {
  if (json === undefined) return undefined;
  if (Buffer.byteLength(json) > MAX_USER_METADATA_BYTES) throw storageErrors.entityTooLarge('user_metadata');
  if (jsonDepthExceeds(json)) throw storageErrors.validation(`user_metadata is nested more than ${MAX_JSON_DEPTH} levels deep`);
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

// A proxy keeps a refused or failed write from destroying the request socket, so the error can still be answered.
function proxyOf(raw: FastifyRequest['raw']): PassThrough {
  const proxy = new PassThrough();
  raw.on('error', (error) => proxy.destroy(error));
  raw.on('aborted', () => proxy.destroy(new Error('Request stream closed before upload could complete')));
  proxy.on('close', () => raw.unpipe(proxy));
  raw.pipe(proxy);
  return proxy;
}

function rawSource(request: FastifyRequest): UploadSource {
  const length = Number(header(request, 'content-length'));
  const metadata = header(request, 'x-metadata');
  return {
    body: proxyOf(request.raw),
    mimeType: header(request, 'content-type') || 'application/octet-stream',
    cacheControl: header(request, 'cache-control') ?? 'no-cache',
    userMetadata: metadata === undefined ? undefined : parseUserMetadata(Buffer.from(metadata, 'base64').toString('utf8')),
    declaredLength: Number.isFinite(length) && length >= 0 ? length : undefined,
  };
}

// Resolves on the first file part, with the fields sent before it (storage-js sends cacheControl and metadata first).
function multipartSource(request: FastifyRequest): Promise<UploadSource> {
  return new Promise((resolve, reject) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: request.headers as BusboyHeaders,
        fileHwm: 256 * 1024,
        limits: { files: 1, fields: 10, fieldSize: MAX_USER_METADATA_BYTES },
      });
    } catch {
      reject(storageErrors.noContentProvided());
      return;
    }
    const fields = new Map<string, string>();
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      request.raw.unpipe(parser);
      reject(error);
    };
    parser.on('field', (name: string, value: string) => fields.set(name, value));
    parser.on('file', (_field: string, file: Readable, _filename: string, _encoding: string, mimeType: string) => {
      if (settled) {
        file.resume();
        return;
      }
      settled = true;
      try {
        const cacheTime = fields.get('cacheControl');
        resolve({
          body: file,
          mimeType: fields.get('contentType') || mimeType || 'application/octet-stream',
          cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
          userMetadata: parseUserMetadata(fields.get('metadata') ?? fields.get('userMetadata')),
        });
      } catch (error) {
        file.resume();
        reject(error);
      }
    });
    parser.on('error', () => fail(storageErrors.noContentProvided()));
    parser.on('finish', () => fail(storageErrors.noContentProvided()));
    request.raw.on('aborted', () => fail(storageErrors.noContentProvided()));
    request.raw.pipe(parser);
  });
}

export async function readUploadSource(request: FastifyRequest): Promise<UploadSource> {
  const contentType = header(request, 'content-type') ?? '';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) return multipartSource(request);
  return rawSource(request);
}
