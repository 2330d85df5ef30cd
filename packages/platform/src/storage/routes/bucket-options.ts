// Reads and checks the bucket settings of a create or update body: public, file_size_limit, allowed_mime_types.
import { optionalBoolean } from '../body-fields';
import { storageErrors } from '../errors';
import { mustBeValidMimeTypes, parseFileSize } from '../limits';

export interface BucketOptions {
  public?: boolean;
  /** undefined: unchanged; null: no limit. */
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

function fileSizeLimit(value: unknown, globalLimit: number): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  let bytes: number;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) throw storageErrors.validation('body/file_size_limit must be integer');
    bytes = value;
  } else if (typeof value === 'string') {
    bytes = /^\d+$/.test(value) ? Number(value) : parseFileSize(value);
  } else {
    throw storageErrors.validation('body/file_size_limit must match a schema in anyOf');
  }
  if (bytes > globalLimit) throw storageErrors.entityTooLarge();
  return bytes;
}

function mimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw storageErrors.validation('body/allowed_mime_types must be array');
  }
  const types = (value as string[]).filter((type) => type);
  mustBeValidMimeTypes(types);
  return types;
}

export function readBucketOptions(body: Record<string, unknown>, globalLimit: number): BucketOptions {
  return {
    public: optionalBoolean(body, 'public'),
    fileSizeLimit: fileSizeLimit(body.file_size_limit, globalLimit),
    allowedMimeTypes: mimeTypes(body.allowed_mime_types),
  };
}
