// Conformance: list v2 (POST /object/list-v2/:bucket) through supabase-js: flat and folder listings, sort orders,
// cursor paging, policies; and info() metadata of an object uploaded without any.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageHarness, storageCases, type StorageHarness } from './harness';

describe.each(storageCases())('storage list v2 on %s', (_label, storage) => {
  let h: StorageHarness;
  const files = () => h.service.storage.from('listing');
  const suffixes = ['zz', 'bb', 'xx', 'ww', 'cc', 'aa'];
  beforeAll(async () => {
    h = await startStorageHarness(storage);
    expect((await h.service.storage.createBucket('listing', { public: false })).error).toBeNull();
    for (const suffix of suffixes) expect((await files().upload(`docs/file-${suffix}.txt`, suffix)).error).toBeNull();
    expect((await files().upload('docs/deep/inner.txt', 'inner')).error).toBeNull();
    expect((await files().upload('other/one.txt', 'one')).error).toBeNull();
    expect((await files().upload('top_a.txt', 'top')).error).toBeNull();
    expect((await files().upload('topXa.txt', 'top')).error).toBeNull();
  });
  afterAll(() => h?.close());

  it('lists every object under a prefix flat, with full names and {} metadata shapes', async () => {
    const { data, error } = await files().listV2({ prefix: 'docs' });
    expect(error).toBeNull();
    expect(data?.hasNext).toBe(false);
    expect(data?.folders).toEqual([]);
    expect(data?.objects.map((o) => o.name)).toEqual(['docs/deep/inner.txt', ...[...suffixes].sort().map((s) => `docs/file-${s}.txt`)]);
    expect(data?.objects[0]).toMatchObject({
      id: expect.any(String),
      key: 'docs/deep/inner.txt',
      metadata: expect.objectContaining({ size: 5 }),
    });
    // The prefix is literal text: `_` is no LIKE wildcard.
    const literal = await files().listV2({ prefix: 'top_' });
    expect(literal.data?.objects.map((o) => o.name)).toEqual(['top_a.txt']);
  });

  it('groups one folder level with_delimiter: folders first, then the files of that level', async () => {
    const root = await files().listV2({ with_delimiter: true });
    expect(root.data).toMatchObject({
      hasNext: false,
      folders: [
        { key: 'docs', name: 'docs/' },
        { key: 'other', name: 'other/' },
      ],
      // Byte order of names (collation C): `X` sorts before `_`.
      objects: [expect.objectContaining({ name: 'topXa.txt' }), expect.objectContaining({ name: 'top_a.txt' })],
    });
    const docs = await files().listV2({ prefix: 'docs/', with_delimiter: true });
    expect(docs.data?.folders).toEqual([{ key: 'docs/deep', name: 'docs/deep/' }]);
    expect(docs.data?.objects).toHaveLength(suffixes.length);
  });

  it('pages with a cursor in every sort order until hasNext is false', async () => {
    const cases = [
      { expected: [...suffixes].sort() },
      { expected: [...suffixes].sort().reverse(), sortBy: { column: 'name', order: 'desc' } as const },
      { expected: [...suffixes], sortBy: { column: 'created_at', order: 'asc' } as const },
      { expected: [...suffixes].reverse(), sortBy: { column: 'created_at', order: 'desc' } as const },
    ];
    for (const { expected, sortBy } of cases) {
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      for (;;) {
        const { data, error } = await files().listV2({
          prefix: 'docs/file',
          limit: 4,
          ...(cursor ? { cursor } : {}),
          ...(sortBy ? { sortBy } : {}),
        });
        expect(error).toBeNull();
        seen.push(...(data?.objects ?? []).map((o) => o.name.slice('docs/file-'.length, -'.txt'.length)));
        pages += 1;
        if (!data?.hasNext) break;
        expect(data.nextCursor).toEqual(expect.any(String));
        cursor = data.nextCursor;
      }
      expect({ seen, pages }).toEqual({ seen: expected, pages: 2 });
    }
  });

  it('refuses a forged cursor and a bad sort column with 400, and shows anon nothing the policies hide', async () => {
    const forged = await files().listV2({ cursor: 'not-a-cursor' });
    expect(forged.error).toMatchObject({ statusCode: '400' });
    const badSort = await files().listV2({ sortBy: { column: 'size' as never, order: 'asc' } });
    expect(badSort.error).toMatchObject({ statusCode: '400' });
    const anon = await h.anon.storage.from('listing').listV2({ prefix: 'docs' });
    expect(anon.data?.objects ?? []).toEqual([]);
  });

  it('answers info() with metadata {} for an object uploaded without user metadata', async () => {
    const info = await files().info('other/one.txt');
    expect(info.error).toBeNull();
    expect(info.data?.metadata).toEqual({});
  });
});
