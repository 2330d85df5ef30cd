// Reads a small JSON request body (the storage scope leaves bodies unparsed so uploads can stream).
import type { FastifyRequest } from 'fastify';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../http/json-depth';
import { storageErrors } from './errors';

const MAX_JSON_BYTES = 2 * 1024 * 1024;

/** The parsed object body, `{}` when there is none; 400 for anything that is not a JSON object. */
export async function readJsonBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_JSON_BYTES) throw storageErrors.entityTooLarge('request body');
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  if (jsonDepthExceeds(text)) throw storageErrors.validation(`Body is JSON nested more than ${MAX_JSON_DEPTH} levels deep`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw storageErrors.validation(`Body is not valid JSON but content-type is set to 'application/json'`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw storageErrors.validation('body must be object');
  }
  return parsed as Record<string, unknown>;
}
