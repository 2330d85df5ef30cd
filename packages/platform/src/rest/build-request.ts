// Reads an HTTP request into the typed /rest/v1 request: resource path, schema profile, Prefer, Accept, Range and
// the parsed query string (the shape, which callers may share), then the caller's identity, body and headers.
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { RequestIdentity } from '../db';
import type { RequestShape, RestMethod, RestOptions, RestRequest } from './handlers/types';
import { negotiateMedia } from './parse/parse-accept';
import { parsePlanAccept } from './parse/parse-plan';
import { parsePrefer } from './parse/parse-prefer';
import { parseQuery } from './parse/parse-query';
import { parseRangeHeader } from './parse/parse-range';
import { parseQueryString } from './parse/query-string';
import { invalidResourcePath, openApiDisabled, unacceptableSchema, unsupportedMethod } from './pgrst-errors';

const METHODS = new Set<RestMethod>(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function headerList(request: FastifyRequest, name: string): string[] {
  const value = request.headers[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `/rest/v1/manuals` → relation, `/rest/v1/rpc/fn` → rpc; anything deeper is PGRST125. */
export function resourceOf(path: string): RestRequest['target'] {
  const segments = path
    .split('/')
    .filter((s) => s !== '')
    .map(decodeSegment);
  if (segments.length === 0) throw openApiDisabled();
  if (segments.length === 1) return { kind: 'relation', name: segments[0] as string };
  if (segments.length === 2 && segments[0] === 'rpc') return { kind: 'rpc', name: segments[1] as string };
  throw invalidResourcePath();
}

function chooseSchema(request: FastifyRequest, method: RestMethod, options: RestOptions): { schema: string; chosen: boolean } {
  const profile = method === 'GET' || method === 'HEAD' ? header(request, 'accept-profile') : header(request, 'content-profile');
  if (profile === undefined) return { schema: options.schemas[0] ?? 'public', chosen: false };
  if (!options.schemas.includes(profile)) throw unacceptableSchema(profile, options.schemas);
  return { schema: profile, chosen: true };
}

/**
 * The cache key of a request's shape: every input `parseRequestShape` reads (method, URL and the statement headers),
 * so two requests with one key have the same shape. The caller's tokens in headers are not part of it.
 */
export function shapeKey(request: FastifyRequest): string {
  const h = request.headers;
  return JSON.stringify([
    request.method,
    request.raw.url,
    h['accept-profile'],
    h['content-profile'],
    h.prefer,
    h.accept,
    h.range,
    h['content-type'],
  ]);
}

/** Parses what the statement depends on; nothing about the caller (see `withCaller`). */
export function parseRequestShape(request: FastifyRequest, options: RestOptions): RequestShape {
  const method = request.method.toUpperCase() as RestMethod;
  if (!METHODS.has(method)) throw unsupportedMethod(request.method);
  const url = request.raw.url ?? '/';
  const q = url.indexOf('?');
  const fullPath = q === -1 ? url : url.slice(0, q);
  const path = fullPath.replace(/^\/rest\/v1/, '');
  const target = resourceOf(path);
  const { schema, chosen } = chooseSchema(request, method, options);
  const prefs = parsePrefer(headerList(request, 'prefer'));
  const explain = options.explainEnabled ? parsePlanAccept(header(request, 'accept')) : undefined;
  const media = negotiateMedia(explain ? explain.forMedia : header(request, 'accept'));
  const query = parseQuery(parseQueryString(q === -1 ? '' : url.slice(q + 1)), {
    rpcRead: target.kind === 'rpc' && (method === 'GET' || method === 'HEAD'),
    maxEmbedDepth: options.maxEmbedDepth,
    maxLogicDepth: options.maxLogicDepth,
  });
  const rangeHeader = parseRangeHeader(header(request, 'range'));
  const contentType = header(request, 'content-type');
  return {
    method,
    target,
    schema,
    profileChosen: chosen,
    query,
    prefs,
    media,
    ...(explain ? { explain } : {}),
    ...(rangeHeader ? { rangeHeader } : {}),
    ...(contentType !== undefined ? { contentType } : {}),
    path: path === '' ? '/' : path,
  };
}

/** Every header as one JSON object of strings, as PostgREST's `request.headers`. */
export function headersJson(headers: IncomingHttpHeaders): string {
  // Node joins repeated headers into one string, except set-cookie (an array): only then is a copy needed.
  if (headers['set-cookie'] === undefined) return JSON.stringify(headers);
  const joined: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) joined[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return JSON.stringify(joined);
}

/**
 * The client's address as the server decides it (fastify's `request.ip`: the socket's peer, or with TRUST_PROXY the
 * address the trusted proxies name), IPv4-mapped IPv6 written as IPv4; '' when it is not an IP address (a header's
 * garbage under TRUST_PROXY=true). Never read from a header here: SQL keys rate limits on it.
 */
export function clientAddress(ip: string | undefined): string {
  const address = (ip ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(address) === 0 ? '' : address;
}

/**
 * The shape as this caller's request: its identity, its body, every header as `request.headers` and the client's
 * address as `request.client_ip` (the server's, see `clientAddress`).
 */
export function withCaller(shape: RequestShape, request: FastifyRequest, identity: RequestIdentity): RestRequest {
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;
  return {
    ...shape,
    ...(body ? { body } : {}),
    identity,
    settings: {
      'request.method': shape.method,
      'request.path': shape.path,
      'request.headers': headersJson(request.headers),
      'request.client_ip': clientAddress(request.ip),
    },
  };
}
