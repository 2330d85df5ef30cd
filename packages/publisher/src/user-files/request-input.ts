// Validates the upload request `{ name, type, size, tag }`: the name sanitised by the seed's rule (§5), a size within
// the limit, an accepted content type, an optional short tag.
import { sanitizeUploadName } from '@kit/runtime-core';
import { UserFileError } from './errors';
import type { UserFileOptions } from './options';

export interface UserFileInput {
  name: string;
  /** Lower-case extension without the dot; '' when the name has none. */
  ext: string;
  type: string;
  size: number;
  tag: string | null;
}

const MAX_NAME_LENGTH = 200;
const MAX_TAG_LENGTH = 100;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

const invalid = (message: string) => new UserFileError('user_file_invalid_request', message);

function nameOf(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalid('A file must be selected: the name is missing.');
  // The seed's characters become underscores; control characters and leading dots go too, so no hidden or odd names.
  const cleaned = sanitizeUploadName(value.trim()).replace(CONTROL_CHARACTERS, '_').replace(/^\.+/, '_');
  if (cleaned.length > MAX_NAME_LENGTH) throw invalid(`The file name is longer than ${MAX_NAME_LENGTH} characters.`);
  return cleaned;
}

function typeOf(value: unknown, allowed: readonly string[]): string {
  if (value !== undefined && value !== null && typeof value !== 'string')
    throw invalid('The type must be a content type such as "image/png".');
  // Browsers give '' for types they do not know; the upload then goes as application/octet-stream.
  const type = (value ?? '').trim().toLowerCase().split(';')[0]?.trim() || 'application/octet-stream';
  if (!MIME.test(type)) throw invalid('The type must be a content type such as "image/png".');
  if (!allowed.includes(type)) throw new UserFileError('user_file_type_not_allowed', `Files of type ${type} cannot be uploaded.`);
  return type;
}

function sizeOf(value: unknown, maxBytes: number): number {
  const size = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) throw invalid('The size must be a whole number of bytes.');
  if (size > maxBytes) throw new UserFileError('user_file_too_large', `The file is larger than the limit of ${maxBytes} bytes.`);
  return size;
}

function tagOf(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw invalid('The tag must be text.');
  if (value.length > MAX_TAG_LENGTH) throw invalid(`The tag is longer than ${MAX_TAG_LENGTH} characters.`);
  return value;
}

export function parseUserFileInput(body: unknown, options: Pick<UserFileOptions, 'maxBytes' | 'allowedTypes'>): UserFileInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('The request body must be a JSON object.');
  const input = body as Record<string, unknown>;
  const name = nameOf(input.name);
  const dot = name.lastIndexOf('.');
  return {
    name,
    ext: dot > 0 ? name.slice(dot + 1).toLowerCase() : '',
    type: typeOf(input.type, options.allowedTypes),
    size: sizeOf(input.size, options.maxBytes),
    tag: tagOf(input.tag),
  };
}
