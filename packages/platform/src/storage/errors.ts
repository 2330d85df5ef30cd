// Storage errors as Supabase's storage server renders them: `{statusCode, code, error, message}`, HTTP 400 unless 5xx.
import type { ApiError } from '../http';

export type StorageErrorCode =
  | 'NoSuchBucket'
  | 'NoSuchKey'
  | 'InvalidJWT'
  | 'InvalidRequest'
  | 'EntityTooLarge'
  | 'InternalError'
  | 'ResourceAlreadyExists'
  | 'ResourceNotEmpty'
  | 'InvalidBucketName'
  | 'InvalidKey'
  | 'InvalidRange'
  | 'InvalidMimeType'
  | 'KeyAlreadyExists'
  | 'BucketAlreadyExists'
  | 'InvalidSignature'
  | 'ExpiredToken'
  | 'AccessDenied'
  | 'ResourceReferenced'
  | 'MissingParameter'
  | 'InvalidParameter'
  | 'DatabaseTimeout';

export interface StorageErrorBody {
  statusCode: string;
  code: StorageErrorCode;
  error: string;
  message: string;
}

export class StorageError extends Error implements ApiError {
  /** The status the error stands for, reported in the body (`statusCode`); the wire answers `httpStatus`. */
  readonly status: number;
  /** The HTTP status it answers with: the storage server sends 400 for every client error unless told otherwise. */
  readonly httpStatus: number;

  /** The body's `error` (a short title), the code unless named. */
  readonly error: string;

  constructor(
    readonly code: StorageErrorCode,
    message: string,
    { status, error, httpStatus, cause }: { status: number; error?: string; httpStatus?: number; cause?: unknown },
  ) {
    super(message, { cause });
    this.name = 'StorageError';
    this.status = status;
    this.error = error ?? code;
    this.httpStatus = httpStatus ?? (status >= 500 ? status : 400);
  }

  toJSON(): StorageErrorBody {
    return { statusCode: String(this.status), code: this.code, error: this.error, message: this.message };
  }
}

/** The errors the storage API raises, named and worded as in supabase/storage `src/internal/errors/codes.ts`. */
export const storageErrors = {
  noSuchBucket: () => new StorageError('NoSuchBucket', 'Bucket not found', { status: 404, error: 'Bucket not found' }),
  noSuchKey: () => new StorageError('NoSuchKey', 'Object not found', { status: 404, error: 'not_found' }),
  missingParameter: (name: string) => new StorageError('MissingParameter', `Missing Required Parameter ${name}`, { status: 400 }),
  invalidParameter: (name: string, message?: string) =>
    new StorageError('InvalidParameter', message ?? `Invalid Parameter ${name}`, { status: 400 }),
  invalidRequest: (message: string) => new StorageError('InvalidRequest', message || 'Invalid Request', { status: 400 }),
  validation: (message: string) => new StorageError('InvalidRequest', message, { status: 400, error: 'Bad Request' }),
  invalidJwt: (message: string) => new StorageError('InvalidJWT', message || 'Invalid JWT', { status: 400 }),
  accessDenied: (message: string, httpStatus?: number) =>
    new StorageError('AccessDenied', message || 'Access denied', { status: 403, error: 'Unauthorized', httpStatus }),
  resourceAlreadyExists: () =>
    new StorageError('ResourceAlreadyExists', 'The resource already exists', { status: 409, error: 'Duplicate' }),
  keyAlreadyExists: () => new StorageError('KeyAlreadyExists', 'The resource already exists', { status: 409, error: 'Duplicate' }),
  bucketAlreadyExists: () => new StorageError('BucketAlreadyExists', 'The resource already exists', { status: 409, error: 'Duplicate' }),
  bucketNotEmpty: () => new StorageError('ResourceNotEmpty', 'The bucket you tried to delete is not empty', { status: 409 }),
  resourceReferenced: () =>
    new StorageError('ResourceReferenced', 'The resource could not be updated or removed due to a foreign key constraint', { status: 409 }),
  invalidSignature: (message?: string) => new StorageError('InvalidSignature', message ?? 'Invalid signature', { status: 400 }),
  expiredSignature: () => new StorageError('ExpiredToken', 'The provided token has expired.', { status: 400 }),
  invalidMimeType: (mimeType: string) =>
    new StorageError('InvalidMimeType', `mime type ${mimeType} is not supported`, { status: 415, error: 'invalid_mime_type' }),
  invalidRange: () => new StorageError('InvalidRange', 'invalid range provided', { status: 416, error: 'invalid_range', httpStatus: 416 }),
  entityTooLarge: (entity = 'object') =>
    new StorageError('EntityTooLarge', `The ${entity} exceeded the maximum allowed size`, { status: 413, error: 'Payload too large' }),
  invalidBucketName: () => new StorageError('InvalidBucketName', 'Bucket name invalid', { status: 400, error: 'Invalid Input' }),
  invalidKey: (key: string) => new StorageError('InvalidKey', `Invalid key: ${key}`, { status: 400 }),
  invalidFileSizeLimit: () =>
    new StorageError('InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B', { status: 400 }),
  noContentProvided: () => new StorageError('InvalidRequest', 'No content provided', { status: 400 }),
  invalidImage: (message: string) => new StorageError('InvalidRequest', message, { status: 400 }),
  databaseTimeout: (cause: unknown) =>
    new StorageError('DatabaseTimeout', 'The connection to the database timed out', { status: 544, error: 'DatabaseTimeout', cause }),
  internal: (cause: unknown) => new StorageError('InternalError', 'Internal Server Error', { status: 500, error: 'Internal', cause }),
};
