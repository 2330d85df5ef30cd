// One auth request as endpoints see it: services, caller IP and agent, the JSON body and query values.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JsonBody, assertStorableText } from './body';
import type { AuthServices } from './services';

export interface AuthCall {
  request: FastifyRequest;
  reply: FastifyReply;
  s: AuthServices;
  ip: string;
  userAgent?: string;
  /** The JSON body; endpoints that take none pass allowEmpty. */
  body(options?: { allowEmpty?: boolean }): JsonBody;
  /** A query parameter ('' when absent); form fields of a urlencoded body count too, as Go's FormValue does. */
  param(name: string): string;
}

export type AuthHandler = (call: AuthCall) => Promise<unknown>;

export interface AuthRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  handler: AuthHandler;
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

function formFields(request: FastifyRequest): URLSearchParams | undefined {
  const type = request.headers['content-type'] ?? '';
  if (typeof request.body !== 'string' || !type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return undefined;
  return new URLSearchParams(request.body);
}

export function createCall(request: FastifyRequest, reply: FastifyReply, s: AuthServices): AuthCall {
  let parsed: JsonBody | undefined;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const userAgent = firstString(request.headers['user-agent']);
  return {
    request,
    reply,
    s,
    ip: request.ip.replace(/^::ffff:/, ''),
    userAgent: userAgent ? userAgent.slice(0, 512) : undefined,
    body(options) {
      if (!parsed) {
        const form = formFields(request);
        parsed = form ? JsonBody.parse(JSON.stringify(Object.fromEntries(form)), options) : JsonBody.parse(request.body, options);
      }
      return parsed;
    },
    param(name) {
      const value = firstString(query[name]) ?? formFields(request)?.get(name) ?? '';
      return assertStorableText(name, value);
    },
  };
}
