// The S3 StorageBackend: `PREFIX/BUCKET/KEY/VERSION` in one S3 bucket (path-style), streamed in and out; nothing on disk.
import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from '../../config';
import { StorageError, storageErrors } from '../errors';
import { ByteCounter } from './byte-counter';
import type { ByteRange, FileInfo, ObjectLocation, StorageBackend, StoredObject } from './types';

// S3's smallest part; two in flight, so an upload holds about 15 MiB whatever its size.
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
const DELETE_BATCH = 1000;

export interface S3Backend extends StorageBackend {
  /** Creates the bucket when it does not exist (S3-compatible servers for development); refuses one it cannot reach. */
  ensureBucket(): Promise<void>;
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function isMissing(error: unknown): boolean {
  return statusOf(error) === 404 || (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound'));
}

function mapS3Error(error: unknown, key: string): unknown {
  if (error instanceof StorageError) return error;
  if (isMissing(error)) return storageErrors.noSuchKey();
  if (error instanceof Error && error.name === 'KeyTooLongError') return storageErrors.invalidKey(key);
  return error;
}

/** CopySource is `bucket/key`, URL-encoded segment by segment (S3 decodes it once). */
function copySource(bucket: string, key: string): string {
  return [bucket, ...key.split('/')].map(encodeURIComponent).join('/');
}

export function createS3Backend(config: S3Config): S3Backend {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Plain Content-MD5/SHA-256 signing only: S3-compatible servers do not all speak the SDK's newer trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const keyOf = (location: ObjectLocation) => `${config.prefix}${location.bucket}/${location.key}/${location.version}`;

  async function stat(key: string): Promise<FileInfo | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date() };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function deleteKeys(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
      const result = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }));
      const failed = (result.Errors ?? []).filter((entry) => entry.Code !== 'NoSuchKey');
      if (failed.length > 0) throw new Error(`S3 refused to delete ${failed.length} object(s): ${failed[0]?.Code} ${failed[0]?.Message}`);
    }
  }

  return {
    async ensureBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        if (!isMissing(error)) throw new Error(`S3 bucket "${Bucket}" at ${config.endpoint} cannot be reached`, { cause: error });
        try {
          await client.send(new CreateBucketCommand({ Bucket }));
        } catch (createError) {
          // Another process starting at the same time created it first: fine if we can reach it now.
          if (statusOf(createError) !== 409) throw createError;
          await client.send(new HeadBucketCommand({ Bucket }));
        }
      }
    },

    async write(location, body, { maxBytes, signal }): Promise<StoredObject> {
      const Key = keyOf(location);
      const counter = new ByteCounter(maxBytes);
      // Single PUT under one part's size, multipart above it; an error of either stream aborts the upload.
      const upload = new Upload({ client, params: { Bucket, Key, Body: counter }, partSize: PART_SIZE, queueSize: QUEUE_SIZE });
      const abort = () => void upload.abort();
      signal?.addEventListener('abort', abort, { once: true });
      const piping = pipeline(body, counter, { signal });
      const uploading = upload.done();
      try {
        await Promise.all([piping, uploading]);
        return { size: counter.bytes, lastModified: new Date(), eTag: counter.eTag() };
      } catch (error) {
        counter.destroy();
        // The incoming stream's own error (too large, client gone) says more than the upload's.
        const streamError: unknown = await piping.then(
          () => undefined,
          (reason: unknown) => reason,
        );
        // Let the upload finish failing: it aborts a multipart upload, so S3 keeps no orphaned parts.
        await uploading.catch(() => undefined);
        // A failure after the last part (or a single PUT that landed) may leave the object: remove it.
        await deleteKeys([Key]).catch(() => undefined);
        throw mapS3Error(streamError instanceof StorageError ? streamError : error, location.key);
      } finally {
        signal?.removeEventListener('abort', abort);
      }
    },

    async read(location, range?: ByteRange): Promise<Readable> {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: keyOf(location), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return answer.Body;
      } catch (error) {
        throw mapS3Error(error, location.key);
      }
    },

    stat: (location) => stat(keyOf(location)),

    async copy(from, to) {
      const Key = keyOf(to);
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key, CopySource: copySource(Bucket, keyOf(from)) }));
      } catch (error) {
        throw mapS3Error(error, to.key);
      }
      const info = await stat(Key);
      if (!info) throw storageErrors.noSuchKey();
      return info;
    },

    async remove(locations) {
      await deleteKeys(locations.map(keyOf));
    },

    async removeBucket(bucket) {
      const Prefix = `${config.prefix}${bucket}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        await deleteKeys((page.Contents ?? []).flatMap((entry) => (entry.Key ? [entry.Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async close() {
      client.destroy();
    },
  };
}
