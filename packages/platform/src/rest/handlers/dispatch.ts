// Routes a parsed request to its handler by resource kind and method.
import { invalidRpcMethod, mediaTypeError, unsupportedMethod } from '../pgrst-errors';
import { handleDelete } from './delete';
import { handleInsert } from './insert';
import { handlePut } from './put';
import { handleRead } from './read';
import { handleRpc } from './rpc';
import { handleUpdate } from './update';
import type { RestEnv, RestRequest, RestResponse } from './types';

export function dispatch(env: RestEnv, request: RestRequest): Promise<RestResponse> {
  // Plans are answered for reads of relations (runRead); a write or rpc is never run for its plan.
  if (request.explain && (request.target.kind === 'rpc' || (request.method !== 'GET' && request.method !== 'HEAD'))) {
    return Promise.reject(mediaTypeError([`application/vnd.pgrst.plan+${request.explain.format}`]));
  }
  if (request.target.kind === 'rpc') {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'POST') return handleRpc(env, request);
    throw invalidRpcMethod(request.method);
  }
  switch (request.method) {
    case 'GET':
    case 'HEAD':
      return handleRead(env, request);
    case 'POST':
      return handleInsert(env, request);
    case 'PATCH':
      return handleUpdate(env, request);
    case 'PUT':
      return handlePut(env, request);
    case 'DELETE':
      return handleDelete(env, request);
    default:
      throw unsupportedMethod(request.method);
  }
}
