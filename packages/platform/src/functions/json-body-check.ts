// JSON bodies reach a function only once read whole and found no deeper than the platform's nesting limit.
import type { FastifyRequest } from 'fastify';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../http/json-depth';
import { relayErrors } from './relay-error';

/** The most a JSON body may hold (other bodies stream to the function unread). */
export const MAX_FUNCTION_JSON_BYTES = 10 * 1024 * 1024;

function isJson(contentType: string | undefined): boolean {
  const mime = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return mime === 'application/json' || mime.endsWith('+json');
}

/** The JSON body, read and checked (400 too deep, 413 too large); undefined for other bodies, left to stream. */
export async function checkedJsonBody(request: FastifyRequest): Promise<Uint8Array | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD' || !isJson(request.headers['content-type'])) return undefined;
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_FUNCTION_JSON_BYTES) throw relayErrors.tooLarge(MAX_FUNCTION_JSON_BYTES);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > MAX_FUNCTION_JSON_BYTES) throw relayErrors.tooLarge(MAX_FUNCTION_JSON_BYTES);
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  if (jsonDepthExceeds(body)) throw relayErrors.jsonTooDeep(MAX_JSON_DEPTH);
  return body;
}
