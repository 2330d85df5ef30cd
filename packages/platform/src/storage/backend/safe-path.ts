// Maps a bucket and key to a file under the storage root, refusing anything that could resolve outside the bucket.
import { isAbsolute, join, resolve, sep } from 'node:path';
import { storageErrors } from '../errors';

function refuse(key: string): never {
  throw storageErrors.invalidKey(key);
}

/** The bucket's folder, or a refusal for names that are not a single plain path segment. */
export function bucketDir(root: string, bucket: string): string {
  if (!bucket || bucket.includes('\0') || /[\\/]/.test(bucket) || bucket === '.' || bucket === '..') {
    throw storageErrors.invalidBucketName();
  }
  return join(resolve(root), bucket);
}

/** `root/bucket/key[/version]`, checked segment by segment and again after resolution. */
export function objectPath(root: string, bucket: string, key: string, version?: string): string {
  const base = bucketDir(root, bucket);
  if (key.includes('\0') || key.includes('\\') || isAbsolute(key)) refuse(key);
  const segments = key.split('/').filter((segment) => segment.length > 0);
  if (segments.length === 0 || segments.some((segment) => segment === '.' || segment === '..')) refuse(key);
  if (version !== undefined && !/^[0-9a-f-]{36}$/.test(version)) refuse(key);
  const path = resolve(base, ...segments, ...(version === undefined ? [] : [version]));
  if (!path.startsWith(base + sep)) refuse(key);
  return path;
}
