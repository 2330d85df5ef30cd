// Where object bytes live, behind one interface: the disk (`DATA_DIR/storage`) or an S3 bucket (`S3_URL`). Metadata lives in storage.objects.
import type { Readable } from 'node:stream';

/** One stored version of an object. `version` is a fresh UUID per write, so a new upload never overwrites the live one. */
export interface ObjectLocation {
  bucket: string;
  key: string;
  version: string;
}

export interface FileInfo {
  size: number;
  lastModified: Date;
}

export interface StoredObject extends FileInfo {
  /** Quoted MD5 of the bytes, as S3 reports it. */
  eTag: string;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface WriteOptions {
  /** Refuse (and remove) the write once more bytes than this arrive. */
  maxBytes: number;
  signal?: AbortSignal;
}

export interface StorageBackend {
  /** Streams `body` into a new file; throws `StorageError` EntityTooLarge past `maxBytes`, leaving nothing behind. */
  write(location: ObjectLocation, body: Readable, options: WriteOptions): Promise<StoredObject>;
  /** A stream of the bytes (or of one range of them); throws NoSuchKey when the file is missing. */
  read(location: ObjectLocation, range?: ByteRange): Promise<Readable>;
  stat(location: ObjectLocation): Promise<FileInfo | undefined>;
  /** Copies the bytes of one version to a new one (same bytes, so the caller keeps the eTag). */
  copy(from: ObjectLocation, to: ObjectLocation): Promise<FileInfo>;
  /** Removes the versions; missing ones are ignored. */
  remove(locations: readonly ObjectLocation[]): Promise<void>;
  /** Removes whatever is left of a bucket (after the bucket row is gone). */
  removeBucket(bucket: string): Promise<void>;
  /** Releases connections (the S3 client's sockets); the disk has nothing to release. */
  close?(): Promise<void>;
}
