// Signed downloads' row cache: one query per object per second, never a row whose file is gone.
import { describe, expect, it } from 'vitest';
import type { ObjectRow } from './object-row';
import { readSignedObject, SIGNED_READ_TTL_MS } from './signed-read-cache';

const row = (version: string) => ({ bucket_id: 'manuals', name: 'a.pdf', version }) as unknown as ObjectRow;

describe('signed read cache', () => {
  it('reads the row once per second while its file exists', async () => {
    const owner = {};
    let loads = 0;
    let now = 0;
    const deps = { load: async () => ((loads += 1), row('v1')), exists: async () => true, now: () => now };
    await readSignedObject(owner, 'manuals', 'a.pdf', deps);
    await readSignedObject(owner, 'manuals', 'a.pdf', deps);
    expect(loads).toBe(1);
    now = SIGNED_READ_TTL_MS + 1;
    await readSignedObject(owner, 'manuals', 'a.pdf', deps);
    expect(loads).toBe(2);
  });

  it("reads again at once when the cached version's file is gone (deleted or replaced)", async () => {
    const owner = {};
    let version = 'v1';
    const files = new Set(['v1']);
    const deps = { load: async () => row(version), exists: async (r: ObjectRow) => files.has(r.version ?? '') };
    expect((await readSignedObject(owner, 'manuals', 'a.pdf', deps)).version).toBe('v1');
    version = 'v2';
    files.delete('v1');
    files.add('v2');
    expect((await readSignedObject(owner, 'manuals', 'a.pdf', deps)).version).toBe('v2');
  });

  it('does not cache a failed read', async () => {
    const owner = {};
    const failing = { load: async () => Promise.reject(new Error('NoSuchKey')), exists: async () => true };
    await expect(readSignedObject(owner, 'manuals', 'x.pdf', failing)).rejects.toThrow('NoSuchKey');
  });
});
