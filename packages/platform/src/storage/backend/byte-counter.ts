// A pass-through that counts and MD5-hashes the bytes of an upload and stops it past a size limit.
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { storageErrors } from '../errors';

export class ByteCounter extends Transform {
  bytes = 0;
  private readonly hash = createHash('md5');

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      callback(storageErrors.entityTooLarge());
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  /** Quoted hex MD5, the S3 ETag of a single-part upload. */
  eTag(): string {
    return `"${this.hash.digest('hex')}"`;
  }
}
