// Names and sizes the storage API accepts: object keys, bucket names, MIME types and file-size limits.
import { storageErrors } from './errors';

// As supabase/storage `src/storage/limits.ts`: S3-safe characters only (so no NUL, no `%`, no non-ASCII).
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;
const MAX_KEY_BYTES = 1024;
const MAX_SEGMENT_BYTES = 255;

/** The largest object the platform accepts whatever the bucket says (a bucket limit can only lower it). */
export const DEFAULT_FILE_SIZE_LIMIT = 5 * 1024 ** 3;

function isDotSegment(segment: string): boolean {
  return segment === '.' || segment === '..';
}

export function isValidKey(key: string): boolean {
  if (key.length === 0 || !VALID_OBJECT_KEY.test(key) || key.startsWith('/')) return false;
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) return false;
  return key.split('/').every((segment) => !isDotSegment(segment) && Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES);
}

export function mustBeValidKey(key: string | undefined): asserts key is string {
  if (!key || !isValidKey(key)) throw storageErrors.invalidKey(key ?? '');
}

export function isValidBucketName(name: string): boolean {
  return name.length > 0 && name.length < 101 && VALID_BUCKET_NAME.test(name) && !isDotSegment(name);
}

export function mustBeValidBucketName(name: string | undefined): asserts name is string {
  if (!name || !isValidBucketName(name)) throw storageErrors.invalidBucketName();
}

/** `20MB`, `1.5GB`, `30KB`, `3B` → bytes (decimal units, as the storage server parses them). */
export function parseFileSize(value: string): number {
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value);
  if (!match) throw storageErrors.invalidFileSizeLimit();
  const amount = Number(parseFloat(match[1] ?? '0').toPrecision(3));
  const unit = (match[2] ?? 'b').toLowerCase();
  const factor = unit === 'gb' ? 1e9 : unit === 'mb' ? 1e6 : unit === 'kb' ? 1e3 : 1;
  return Math.round(amount * factor);
}

const MIME_PATTERN = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/;

/** Validates the `allowed_mime_types` of a bucket. */
export function mustBeValidMimeTypes(types: readonly string[]): void {
  for (const type of types) {
    if (type.length > 1000 || !MIME_PATTERN.test(type)) throw storageErrors.invalidMimeType(type);
  }
}

/** Refuses an upload whose MIME type the bucket does not allow (`image/*` wildcards allowed). */
export function mustBeAllowedMimeType(mimeType: string, allowed: readonly string[] | null | undefined): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = mimeType.split(';')[0]?.trim().split('/') ?? [];
  if (!type || !subtype) throw storageErrors.invalidMimeType(mimeType);
  for (const entry of allowed) {
    const [allowedType, allowedSubtype] = entry.split(';')[0]?.trim().split('/') ?? [];
    if (allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)) return;
  }
  throw storageErrors.invalidMimeType(mimeType);
}

export function isEmptyFolderPlaceholder(key: string): boolean {
  return key.endsWith('.emptyFolderPlaceholder');
}
