// Performs one proxied request: SSRF-guarded connection, manual redirects (each hop re-checked), timeout, size caps.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import qs from 'qs';
import { isForbiddenAddress } from './address-policy';
import { encodeBody } from './encode-body';
import { RestProxyError } from './errors';
import { ForbiddenAddressError, guardedLookup } from './guarded-lookup';
import type { ProxyInput } from './request-input';

export interface RestProxyOptions {
  /** Hosts (`name` or `name:port`) that may be reached even on loopback or private addresses. */
  allowedHosts: readonly string[];
  timeoutMs: number;
  maxResponseBytes: number;
  maxRedirects: number;
}

export const DEFAULT_REST_PROXY_OPTIONS: RestProxyOptions = {
  allowedHosts: [],
  timeoutMs: 15_000,
  maxResponseBytes: 10 * 1024 * 1024,
  maxRedirects: 5,
};

export interface ProxyResponse {
  status: number;
  contentType?: string;
  body: Buffer;
}

// Never forwarded: they belong to this hop, or would let the caller steer the connection.
const HOP_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'keep-alive',
  'expect',
  'proxy-authorization',
  'proxy-connection',
]);

function isAllowed(url: URL, allowed: readonly string[]): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return allowed.some((entry) => {
    const value = entry.toLowerCase();
    return value === host || value === `${host}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
  });
}

function targetUrl(input: ProxyInput): URL {
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    throw new RestProxyError('proxy_invalid_request', 'Invalid request: url is not an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RestProxyError('proxy_invalid_request', 'Invalid request: only http and https URLs can be requested');
  }
  const extra = qs.stringify(input.queries);
  if (extra) url.search = url.search ? `${url.search}&${extra}` : `?${extra}`;
  return url;
}

function outgoingHeaders(input: ProxyInput, contentType: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.headers)) {
    const name = key.trim().toLowerCase();
    if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(name) || HOP_HEADERS.has(name) || value === undefined || value === null) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (/[\r\n\0]/.test(text)) throw new RestProxyError('proxy_invalid_request', `Invalid request: header ${name} contains a line break`);
    headers[name] = text;
  }
  if (contentType && !headers['content-type']) headers['content-type'] = contentType;
  return headers;
}

function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: Buffer | undefined,
  allowed: boolean,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowed && isIP(host) !== 0 && isForbiddenAddress(host)) return Promise.reject(new ForbiddenAddressError(host));
  const requestFn = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = requestFn(url, {
      method,
      headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
      signal,
      ...(allowed ? {} : { lookup: guardedLookup }),
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end(body);
  });
}

async function readCapped(response: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      response.destroy();
      throw new RestProxyError('proxy_response_too_large', `The response is larger than ${limit} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function translate(error: unknown, signal: AbortSignal): RestProxyError {
  if (error instanceof RestProxyError) return error;
  if (error instanceof ForbiddenAddressError)
    return new RestProxyError('proxy_target_forbidden', 'The target address is not allowed', { cause: error });
  if (signal.aborted) return new RestProxyError('proxy_timeout', 'The target did not answer in time', { cause: error });
  if (error instanceof TypeError && /header/i.test(error.message))
    return new RestProxyError('proxy_invalid_request', `Invalid request: ${error.message}`, { cause: error });
  return new RestProxyError('proxy_upstream_failed', 'The target could not be reached', { cause: error });
}

export async function proxyRequest(input: ProxyInput, options: RestProxyOptions = DEFAULT_REST_PROXY_OPTIONS): Promise<ProxyResponse> {
  let url = targetUrl(input);
  const encoded = await encodeBody(input);
  let method = input.method;
  let body = encoded.body;
  let headers = outgoingHeaders(input, encoded.contentType);
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      const response = await send(url, method, headers, body, isAllowed(url, options.allowedHosts), signal);
      const location = response.headers.location;
      if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
        response.resume();
        if (hop >= options.maxRedirects) throw new RestProxyError('proxy_upstream_failed', 'Too many redirects');
        const next = new URL(location, url);
        if (next.protocol !== 'http:' && next.protocol !== 'https:')
          throw new RestProxyError('proxy_target_forbidden', 'The target redirected to a URL that is not http or https');
        // As browsers do: 303 (and 301/302 after POST) continue as GET without a body; credentials stay on their origin.
        if (response.statusCode === 303 || ((response.statusCode === 301 || response.statusCode === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
          const { 'content-type': _dropped, ...rest } = headers;
          headers = rest;
        }
        if (next.origin !== url.origin) {
          const { authorization: _a, cookie: _c, ...rest } = headers;
          headers = rest;
        }
        url = next;
        continue;
      }
      const data = method === 'HEAD' ? Buffer.alloc(0) : await readCapped(response, options.maxResponseBytes);
      return { status: response.statusCode ?? 502, contentType: response.headers['content-type'], body: data };
    }
  } catch (error) {
    throw translate(error, signal);
  }
}
