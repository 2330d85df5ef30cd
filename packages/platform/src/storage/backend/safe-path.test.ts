import { describe, expect, it } from 'vitest';
import { StorageError } from '../errors';
import { bucketDir, objectPath } from './safe-path';

const root = '/srv/data/storage';
const version = '0b7d3c52-6f3e-4a86-9d3e-0c1f2a3b4c5d';

describe('objectPath', () => {
  it('places a key and version inside the bucket folder', () => {
    expect(objectPath(root, 'manuals', 'a/b.pdf', version)).toBe(`/srv/data/storage/manuals/a/b.pdf/${version}`);
    expect(objectPath(root, 'manuals', 'a//b.pdf')).toBe('/srv/data/storage/manuals/a/b.pdf');
  });

  it.each([
    ['..', 'x'],
    ['../x', 'dot-dot segment'],
    ['a/../../x', 'nested dot-dot'],
    ['a/./b', 'dot segment'],
    ['/etc/passwd', 'absolute'],
    ['a\0b', 'NUL byte'],
    ['a\\..\\b', 'backslash'],
    ['///', 'empty'],
  ])('refuses %j (%s)', (key) => {
    expect(() => objectPath(root, 'manuals', key, version)).toThrow(StorageError);
  });

  it('refuses a version that is not a UUID and bucket names that are not one segment', () => {
    expect(() => objectPath(root, 'manuals', 'a', '../../x')).toThrow(StorageError);
    for (const bucket of ['..', '.', 'a/b', '', 'a\0']) expect(() => bucketDir(root, bucket)).toThrow(StorageError);
  });
});
