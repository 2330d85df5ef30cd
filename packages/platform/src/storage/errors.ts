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

  constructor(
    readonly code: StorageErrorCode,
    status: number,
    message: string,
    readonly error: string = code,
    options: { httpStatus?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'StorageError';
    this.status = status;
    this.httpStatus = options.httpStatus ?? (status >= 500 ? status : 400);
  }

  toJSON(): StorageErrorBody {
    return { statusCode: String(this.status), code: this.code, error: this.error, message: this.message };
  }
}

/** The errors the storage API raises, named and worded as in supabase/storage `src/internal/errors/codes.ts`. */
export const storageErrors = {
  noSuchBucket: () => new StorageError('NoSuchBucket', 404, 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError('NoSuchKey', 404, 'Object not found', 'not_found'),
  missingParameter: (name: string) => new StorageError('MissingParameter', 400, `Missing Required Parameter ${name}`),
  invalidParameter: (name: string, message?: string) => new StorageError('InvalidParameter', 400, message ?? `Invalid Parameter ${name}`),
  invalidRequest: (message: string) => new StorageError('InvalidRequest', 400, message || 'Invalid Request'),
  validation: (message: string) => new StorageError('InvalidRequest', 400, message, 'Bad Request'),
  invalidJwt: (message: string) => new StorageError('InvalidJWT', 400, message || 'Invalid JWT'),
  accessDenied: (message: string, httpStatus?: number) =>
    new StorageError('AccessDenied', 403, message || 'Access denied', 'Unauthorized', { httpStatus }),
  resourceAlreadyExists: () => new StorageError('ResourceAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  keyAlreadyExists: () => new StorageError('KeyAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () => new StorageError('BucketAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError('ResourceNotEmpty', 409, 'The bucket you tried to delete is not empty'),
  resourceReferenced: () =>
    new StorageError('ResourceReferenced', 409, 'The resource could not be updated or removed due to a foreign key constraint'),
  invalidSignature: (message?: string) => new StorageError('InvalidSignature', 400, message ?? 'Invalid signature'),
  expiredSignature: () => new StorageError('ExpiredToken', 400, 'The provided token has expired.'),
  invalidMimeType: (mimeType: string) =>
    new StorageError('InvalidMimeType', 415, `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  invalidRange: () => new StorageError('InvalidRange', 416, 'invalid range provided', 'invalid_range', { httpStatus: 416 }),
  entityTooLarge: (entity = 'object') =>
    new StorageError('EntityTooLarge', 413, `The ${entity} exceeded the maximum allowed size`, 'Payload too large'),
  invalidBucketName: () => new StorageError('InvalidBucketName', 400, 'Bucket name invalid', 'Invalid Input'),
  invalidKey: (key: string) => new StorageError('InvalidKey', 400, `Invalid key: ${key}`),
  invalidFileSizeLimit: () => new StorageError('InvalidRequest', 400, 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  noContentProvided: () => new StorageError('InvalidRequest', 400, 'No content provided'),
  invalidImage: (message: string) => new StorageError('InvalidRequest', 400, message),
  databaseTimeout: (cause: unknown) =>
    new StorageError('DatabaseTimeout', 544, 'The connection to the database timed out', 'DatabaseTimeout', { cause }),
  internal: (cause: unknown) => new StorageError('InternalError', 500, 'Internal Server Error', 'Internal', { cause }),
};
