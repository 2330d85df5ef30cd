// Serves one /rest/v1 request. Reads of relations reuse the parsed request and built statement of an identical earlier
// request (same method, URL and statement headers) from a bounded cache tied to the schema cache generation; the
// caller (identity, `request.headers`) is applied per request, in the transaction, never stored.
import type { FastifyRequest } from 'fastify';
import type { RequestIdentity } from '../db';
import { parseRequestShape, shapeKey, withCaller } from './build-request';
import { dispatch } from './handlers/dispatch';
import { prepareRead, runRead, type PreparedRead } from './handlers/read';
import type { RequestShape, RestEnv, RestResponse } from './handlers/types';
import { StatementCache } from './statement-cache';

export interface CachedRead {
  shape: RequestShape;
  read: PreparedRead;
}

export type ReadCache = StatementCache<CachedRead>;

export function createReadCache(maxEntries = 500): ReadCache {
  return new StatementCache<CachedRead>({ maxEntries, maxKeyLength: 4096 });
}

function isRead(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

export async function serveRestRequest(
  env: RestEnv,
  reads: ReadCache,
  request: FastifyRequest,
  identity: RequestIdentity,
): Promise<RestResponse> {
  if (!isRead(request.method)) return dispatch(env, withCaller(parseRequestShape(request, env.options), request, identity));
  const key = shapeKey(request);
  let entry = reads.get(env.cache, key);
  if (!entry) {
    const shape = parseRequestShape(request, env.options);
    // rpc reads are not cached: their handler adjusts the parsed query per request.
    if (shape.target.kind !== 'relation') return dispatch(env, withCaller(shape, request, identity));
    entry = { shape, read: prepareRead(env, shape) };
    reads.set(env.cache, key, entry);
  }
  return runRead(env, withCaller(entry.shape, request, identity), entry.read);
}
