// The upload flow of the storage server: check the policies as the caller, stream the bytes, then commit the row.
import { randomUUID } from 'node:crypto';
import type { StorageCaller } from '../caller';
import { asService, readAsService, testPermission } from '../database';
import { StorageError, storageErrors } from '../errors';
import { isEmptyFolderPlaceholder, mustBeAllowedMimeType, mustBeValidKey } from '../limits';
import { mustFindBucket } from '../buckets-sql';
import type { ObjectMetadata } from '../object-row';
import { findObject, lockObjectName, writeObject } from '../objects-sql';
import { removeVersions } from '../remove-versions';
import type { StorageDeps } from '../storage-deps';
import type { UploadSource } from './upload-source';

export interface StoreUploadRequest {
  bucket: string;
  key: string;
  /** Whose policies apply; undefined for a signed upload URL, which the storage server runs as its super user. */
  caller?: StorageCaller;
  owner?: string;
  upsert: boolean;
  /** Called once the bucket is known, so size and type limits are checked before any byte is read. */
  source: () => Promise<UploadSource>;
}

export interface StoredUpload {
  id: string;
  key: string;
}

export async function storeUpload(deps: StorageDeps, request: StoreUploadRequest): Promise<StoredUpload> {
  const { bucket: bucketId, key, upsert, owner } = request;
  mustBeValidKey(key);
  const bucket = await readAsService(deps, (db) => mustFindBucket(db, bucketId));
  const maxBytes = isEmptyFolderPlaceholder(key) ? 0 : Math.min(bucket.file_size_limit ?? Infinity, deps.fileSizeLimit);
  const source = await request.source();
  if (!isEmptyFolderPlaceholder(key)) mustBeAllowedMimeType(source.mimeType, bucket.allowed_mime_types);
  if (source.declaredLength !== undefined && source.declaredLength > maxBytes) throw storageErrors.entityTooLarge();

  const probe: Partial<ObjectMetadata> = { mimetype: source.mimeType, contentLength: source.declaredLength };
  await testPermission(deps, request.caller, (tx) =>
    writeObject(tx, { bucket: bucketId, name: key, owner, version: '1', metadata: probe, userMetadata: source.userMetadata }, upsert),
  ).catch((error: unknown) => {
    throw error instanceof StorageError && error.code === 'ResourceAlreadyExists' ? storageErrors.keyAlreadyExists() : error;
  });

  const location = { bucket: bucketId, key, version: randomUUID() };
  const stored = await deps.backend.write(location, source.body, { maxBytes });
  const metadata: ObjectMetadata = {
    eTag: stored.eTag,
    size: stored.size,
    mimetype: source.mimeType,
    cacheControl: source.cacheControl,
    lastModified: stored.lastModified.toISOString(),
    contentLength: stored.size,
    httpStatusCode: 200,
  };
  try {
    const { row, replaced } = await asService(deps, async (tx) => {
      await lockObjectName(tx, bucketId, key);
      const current = await findObject(tx, bucketId, key, true);
      if (current && !upsert) throw storageErrors.keyAlreadyExists();
      const written = await writeObject(tx, { ...location, name: key, owner, metadata, userMetadata: source.userMetadata ?? null }, true);
      return { row: written, replaced: current?.version };
    });
    if (replaced && replaced !== location.version) await removeVersions(deps, [{ bucket: bucketId, key, version: replaced }]);
    return { id: row.id, key: `${bucketId}/${key}` };
  } catch (error) {
    await removeVersions(deps, [location]);
    throw error;
  }
}
