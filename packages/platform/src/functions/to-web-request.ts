// Turns the incoming request into the Web-standard Request a function receives: method, headers, query and a streamed body.
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { CLAIMS_HEADER } from './function-claims';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'proxy-connection',
  'host',
  CLAIMS_HEADER,
]);

export interface WebRequestOptions {
  /** The origin of the URL the function sees: the server's configured one (SITE_URL), never the caller's Host. */
  origin: string;
  /** The path the function sees: `/NAME/rest`, as on Supabase (no `/functions/v1`). */
  path: string;
  signal: AbortSignal;
  /** Verified claims to pass in the claims header. */
  claimsHeader?: string;
  /** The body, already read (JSON bodies are checked first); otherwise the request's stream. */
  body?: Uint8Array;
}

export function toWebRequest(request: FastifyRequest, options: WebRequestOptions): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  if (options.claimsHeader) headers.set(CLAIMS_HEADER, options.claimsHeader);
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const url = `${options.origin}${options.path}${query}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: options.signal,
    ...(hasBody ? { body: options.body ?? (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>), duplex: 'half' } : {}),
  } as RequestInit);
}
