import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskBackend } from './disk-backend';

const root = mkdtempSync(join(tmpdir(), 'kit-disk-backend-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const backend = createDiskBackend({ root });
const v1 = '11111111-1111-4111-8111-111111111111';
const v2 = '22222222-2222-4222-8222-222222222222';

describe('disk backend', () => {
  it('writes a stream with its size and MD5 ETag, and reads it whole or by range', async () => {
    const stored = await backend.write({ bucket: 'b', key: 'a/file.txt', version: v1 }, Readable.from(['hello ', 'world']), {
      maxBytes: 100,
    });
    expect(stored).toMatchObject({ size: 11, eTag: '"5eb63bbbe01eeed093cb22bb8f5acdc3"' });
    expect(await text(await backend.read({ bucket: 'b', key: 'a/file.txt', version: v1 }))).toBe('hello world');
    expect(await text(await backend.read({ bucket: 'b', key: 'a/file.txt', version: v1 }, { start: 6, end: 10 }))).toBe('world');
    expect(await backend.stat({ bucket: 'b', key: 'a/file.txt', version: v1 })).toMatchObject({ size: 11 });
  });

  it('refuses a write past maxBytes and leaves no file or folder behind', async () => {
    await expect(
      backend.write({ bucket: 'b', key: 'big/one.bin', version: v1 }, Readable.from([Buffer.alloc(60), Buffer.alloc(60)]), {
        maxBytes: 100,
      }),
    ).rejects.toMatchObject({ code: 'EntityTooLarge' });
    expect(existsSync(join(root, 'b', 'big'))).toBe(false);
  });

  it('copies a version and removes versions, pruning empty folders', async () => {
    await backend.copy({ bucket: 'b', key: 'a/file.txt', version: v1 }, { bucket: 'c', key: 'x/y.txt', version: v2 });
    expect(await text(await backend.read({ bucket: 'c', key: 'x/y.txt', version: v2 }))).toBe('hello world');
    await backend.remove([
      { bucket: 'c', key: 'x/y.txt', version: v2 },
      { bucket: 'c', key: 'never', version: v1 },
    ]);
    expect(readdirSync(join(root, 'c'))).toEqual([]);
  });

  it('answers NoSuchKey for missing bytes and InvalidKey when a key collides with a stored version', async () => {
    await expect(backend.read({ bucket: 'b', key: 'nope', version: v1 })).rejects.toMatchObject({ code: 'NoSuchKey' });
    await expect(
      backend.write({ bucket: 'b', key: `a/file.txt/${v1}/inside`, version: v2 }, Readable.from(['x']), { maxBytes: 10 }),
    ).rejects.toMatchObject({ code: 'InvalidKey' });
  });

  it('removes a whole bucket folder', async () => {
    await backend.removeBucket('b');
    expect(existsSync(join(root, 'b'))).toBe(false);
  });
});
