// Reads what storage routes take from the URL: bucket, object key (the `*` tail), query and header values.
import type { FastifyRequest } from 'fastify';
import { storageErrors } from './errors';
import { mustBeValidBucketName } from './limits';

export function bucketParam(request: FastifyRequest, name = 'bucketName'): string {
  const value = (request.params as Record<string, string | undefined>)[name];
  mustBeValidBucketName(value);
  return value;
}

/** The object key: everything after the bucket in the path, percent-decoded. */
export function keyParam(request: FastifyRequest): string {
  const value = (request.params as Record<string, string | undefined>)['*'];
  if (value === undefined || value === '') throw storageErrors.validation(`params must have required property '*'`);
  return value;
}

export function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function isUpsert(request: FastifyRequest): boolean {
  return headerValue(request, 'x-upsert') === 'true';
}
