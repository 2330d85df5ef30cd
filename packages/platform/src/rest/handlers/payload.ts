// Reads a write or rpc body (JSON, CSV, urlencoded) into JSON text for the database plus its keys, as PostgREST.
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../../http/json-depth';
import { invalidBody } from '../pgrst-errors';
import { CsvError, parseCsv } from './csv';

export interface Payload {
  /** JSON text of an array of objects (writes) or one object (rpc). */
  json: string;
  /** The value itself, for checks in JavaScript (PUT key matching, missing=default). */
  value: unknown;
  /** Column or argument names the payload sets. */
  keys: string[];
}

function mimeOf(contentType: string | undefined): string {
  return (contentType ?? 'application/json').split(';')[0]?.trim().toLowerCase() || 'application/json';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((k) => set.has(k));
}

/** An array of objects with the same keys, an object, or (truncated, as PostgREST does) an empty array. */
function fromJsonValue(value: unknown, columns: string[] | undefined): Payload {
  if (columns) return { json: JSON.stringify(Array.isArray(value) ? value : [value]), value, keys: columns };
  if (isObject(value)) return { json: JSON.stringify([value]), value, keys: Object.keys(value) };
  if (Array.isArray(value) && value.length > 0) {
    const first = value[0];
    if (!isObject(first)) throw invalidBody('All object keys must match');
    const keys = Object.keys(first);
    if (!value.every((v) => isObject(v) && sameKeys(Object.keys(v), keys))) throw invalidBody('All object keys must match');
    return { json: JSON.stringify(value), value, keys };
  }
  return { json: '[]', value: [], keys: [] };
}

function parseJson(text: string): unknown {
  // PGRST102 as for any unusable body: deeper documents would exhaust the stack of whatever walks them later.
  if (jsonDepthExceeds(text)) throw invalidBody(`JSON nested more than ${MAX_JSON_DEPTH} levels deep`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidBody('Empty or invalid json');
  }
}

function urlEncoded(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(text)) out[k] = v;
  return out;
}

/** A body for insert, update or upsert. */
export function parseWritePayload(body: Buffer | undefined, contentType: string | undefined, columns: string[] | undefined): Payload {
  const mime = mimeOf(contentType);
  const text = body?.toString('utf8') ?? '';
  if (mime === 'application/json' || mime.endsWith('+json')) return fromJsonValue(parseJson(text), columns);
  if (mime === 'text/csv') {
    try {
      const table = parseCsv(text);
      const rows = table.rows.map((r) => Object.fromEntries(table.header.map((h, i) => [h, r[i] ?? null])));
      return columns ? fromJsonValue(rows, columns) : { json: JSON.stringify(rows), value: rows, keys: table.header };
    } catch (error) {
      if (error instanceof CsvError) throw invalidBody(error.message);
      throw error;
    }
  }
  if (mime === 'application/x-www-form-urlencoded') return fromJsonValue(urlEncoded(text), columns);
  throw invalidBody(`Content-Type not acceptable: ${mime}`);
}

/** Media types whose body an rpc passes whole to a single unnamed text or xml parameter. */
const RAW_RPC_TYPES = new Set(['text/plain', 'text/xml']);

/**
 * A body for rpc: one object of named arguments (an empty body means none), or, for text/plain and text/xml, the raw
 * text for a single unnamed parameter. `mime` is the body's media type (`application/json` for any JSON).
 */
export function parseRpcPayload(
  body: Buffer | undefined,
  contentType: string | undefined,
): { args: Record<string, unknown>; raw: string; mime: string } {
  const mime = mimeOf(contentType);
  const text = body?.toString('utf8') ?? '';
  if (mime === 'application/json' || mime.endsWith('+json')) {
    if (text.trim() === '') return { args: {}, raw: '{}', mime: 'application/json' };
    const value = parseJson(text);
    if (!isObject(value)) throw invalidBody('All object keys must match');
    return { args: value, raw: text, mime: 'application/json' };
  }
  if (mime === 'application/x-www-form-urlencoded') {
    const args = urlEncoded(text);
    return { args, raw: JSON.stringify(args), mime };
  }
  if (RAW_RPC_TYPES.has(mime)) return { args: {}, raw: text, mime };
  throw invalidBody(`Content-Type not acceptable: ${mime}`);
}
