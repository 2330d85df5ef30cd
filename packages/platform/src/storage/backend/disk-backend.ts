// The disk StorageBackend: `${dataDir}/storage/BUCKET/KEY/VERSION`, streamed in and out, never outside the bucket folder.
import { copyFile, mkdir, open, rm, rmdir, stat, unlink, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageError, storageErrors } from '../errors';
import { ByteCounter } from './byte-counter';
import { bucketDir, objectPath } from './safe-path';
import type { ByteRange, FileInfo, ObjectLocation, StorageBackend, StoredObject } from './types';

const READ_CHUNK = 256 * 1024;
// A key that collides with a file where a folder is needed (or is too long for the file system) is the caller's fault.
const KEY_ERRORS = new Set(['ENOTDIR', 'EISDIR', 'EEXIST', 'ENAMETOOLONG', 'EINVAL']);

function errnoCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

function mapFsError(error: unknown, key: string): unknown {
  if (error instanceof StorageError) return error;
  const code = errnoCode(error);
  if (code === 'ENOENT') return storageErrors.noSuchKey();
  if (code && KEY_ERRORS.has(code)) return storageErrors.invalidKey(key);
  return error;
}

export interface DiskBackendOptions {
  /** The storage root, `${dataDir}/storage`. */
  root: string;
}

export function createDiskBackend(options: DiskBackendOptions): StorageBackend {
  const { root } = options;
  const pathOf = (location: ObjectLocation) => objectPath(root, location.bucket, location.key, location.version);

  // Removes folders left empty by a delete, up to (not including) the bucket folder.
  async function pruneEmptyDirs(bucket: string, from: string): Promise<void> {
    const stop = bucketDir(root, bucket);
    let dir = from;
    while (dir.startsWith(`${stop}/`)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
      dir = dirname(dir);
    }
  }

  async function info(path: string): Promise<FileInfo> {
    const stats = await stat(path);
    return { size: stats.size, lastModified: stats.mtime };
  }

  return {
    async write(location, body, { maxBytes, signal }): Promise<StoredObject> {
      const path = pathOf(location);
      const counter = new ByteCounter(maxBytes);
      let file: FileHandle | undefined;
      try {
        await mkdir(dirname(path), { recursive: true });
        // Opened before the bytes flow: a write stream opening its file itself could create it after an early
        // refusal (the size limit) had already removed it, leaving a stray version behind.
        file = await open(path, 'wx');
        await pipeline(body, counter, file.createWriteStream(), { signal });
        return { ...(await info(path)), eTag: counter.eTag() };
      } catch (error) {
        // Only a file this write created is removed (a version that already existed is not this write's).
        if (file !== undefined) {
          await file.close().catch(() => undefined);
          await unlink(path).catch(() => undefined);
        }
        await pruneEmptyDirs(location.bucket, dirname(path));
        throw mapFsError(error, location.key);
      }
    },

    async read(location, range?: ByteRange): Promise<Readable> {
      try {
        const handle = await open(pathOf(location), 'r');
        return handle.createReadStream({ start: range?.start, end: range?.end, highWaterMark: READ_CHUNK });
      } catch (error) {
        throw mapFsError(error, location.key);
      }
    },

    async stat(location) {
      try {
        return await info(pathOf(location));
      } catch (error) {
        if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') return undefined;
        throw mapFsError(error, location.key);
      }
    },

    async copy(from, to) {
      const source = pathOf(from);
      const target = pathOf(to);
      try {
        await mkdir(dirname(target), { recursive: true });
        await copyFile(source, target);
        return await info(target);
      } catch (error) {
        await unlink(target).catch(() => undefined);
        await pruneEmptyDirs(to.bucket, dirname(target));
        throw mapFsError(error, to.key);
      }
    },

    async remove(locations) {
      for (const location of locations) {
        const path = pathOf(location);
        await unlink(path).catch((error: unknown) => {
          if (errnoCode(error) !== 'ENOENT' && errnoCode(error) !== 'ENOTDIR') throw error;
        });
        await pruneEmptyDirs(location.bucket, dirname(path));
      }
    },

    async removeBucket(bucket) {
      await rm(join(bucketDir(root, bucket)), { recursive: true, force: true });
    },
  };
}
