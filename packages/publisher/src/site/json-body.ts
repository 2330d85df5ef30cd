/**
 * JSON bodies that never change while the server runs (page data, static collections): serialised once with a
 * strong ETag, compressed once per encoding on first demand, sent with revalidation caching, and answered 304 when
 * the browser already holds them.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressBody, preferredEncoding } from './compression';
import type { ContentEncoding } from './compression';

/** Smaller bodies are sent as they are: compressing them saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

export interface PreparedJson {
  body: string;
  etag: string;
  /** Compressed copies, made on first request for each encoding. */
  compressed?: Partial<Record<ContentEncoding, Promise<Buffer>>>;
}

/** A strong ETag for a body: part of its SHA-256. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export function prepareJson(value: unknown): PreparedJson {
  const body = JSON.stringify(value);
  return { body, etag: strongEtag(body) };
}

export function prepareJsonMap(values: Readonly<Record<string, unknown>>): Map<string, PreparedJson> {
  return new Map(Object.entries(values).map(([id, value]) => [id, prepareJson(value)]));
}

/** `name.json` → the entry for `name`, or undefined. */
export function entryForFile(prepared: ReadonlyMap<string, PreparedJson>, file: string): PreparedJson | undefined {
  return file.endsWith('.json') ? prepared.get(file.slice(0, -'.json'.length)) : undefined;
}

/**
 * Sends a prepared body. A public one is revalidated on every use (a new publication changes the ETag, and an
 * unchanged body costs a 304); a private one (behind a page guard) is never stored and never answered 304.
 */
export async function sendPreparedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: PreparedJson,
  options: { isPrivate?: boolean } = {},
): Promise<FastifyReply> {
  reply.header('vary', 'accept-encoding');
  if (options.isPrivate === true) reply.header('cache-control', 'private, no-store');
  else {
    reply.header('etag', entry.etag).header('cache-control', 'public, max-age=0, must-revalidate');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding = entry.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (encoding === null) return reply.send(entry.body);
  entry.compressed ??= {};
  const compressed = (entry.compressed[encoding] ??= compressBody(entry.body, encoding));
  return reply.header('content-encoding', encoding).send(await compressed);
}
