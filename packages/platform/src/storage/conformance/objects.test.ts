import { StorageApiError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageHarness, storageCases, type StorageHarness } from './harness';

function apiError(error: unknown) {
  expect(error).toBeInstanceOf(StorageApiError);
  const e = error as StorageApiError;
  return { status: e.status, statusCode: e.statusCode, message: e.message };
}

describe.each(storageCases())('storage objects through supabase-js on %s', (_label, storage) => {
  let h: StorageHarness;
  const docs = () => h.service.storage.from('docs');
  beforeAll(async () => {
    h = await startStorageHarness(storage);
    expect((await h.service.storage.createBucket('docs', { public: false })).error).toBeNull();
    expect((await h.service.storage.createBucket('archive', { public: false })).error).toBeNull();
  });
  afterAll(() => h?.close());

  it('uploads a Blob (multipart) and downloads the same bytes with its content type', async () => {
    const { data, error } = await docs().upload('manuals/pump.txt', new Blob(['pump manual'], { type: 'text/plain' }));
    expect(error).toBeNull();
    expect(data).toEqual({ path: 'manuals/pump.txt', id: expect.any(String), fullPath: 'docs/manuals/pump.txt' });
    const download = await docs().download('manuals/pump.txt');
    expect(download.error).toBeNull();
    expect(await download.data?.text()).toBe('pump manual');
    expect(download.data?.type).toBe('text/plain');
  });

  it('uploads a raw body with content type, cache control and metadata, visible in info()', async () => {
    const { error } = await docs().upload('raw.json', JSON.stringify({ a: 1 }), {
      contentType: 'application/json',
      cacheControl: '60',
      metadata: { owner: 'team-a' },
    });
    expect(error).toBeNull();
    const info = await docs().info('raw.json');
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: 'raw.json',
      bucketId: 'docs',
      size: 7,
      contentType: 'application/json',
      cacheControl: 'max-age=60',
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      metadata: { owner: 'team-a' },
      version: expect.any(String),
    });
    const response = await fetch(`${h.platform.url}/storage/v1/object/docs/raw.json`, {
      headers: { authorization: `Bearer ${h.platform.serviceRoleKey}` },
    });
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toBe(info.data!.etag);
    const cached = await fetch(response.url, {
      headers: { authorization: `Bearer ${h.platform.serviceRoleKey}`, 'if-none-match': info.data!.etag! },
    });
    expect(cached.status).toBe(304);
  });

  it('defaults the cache control to 3600 seconds and refuses a second upload without upsert', async () => {
    expect((await docs().upload('twice.txt', new Blob(['one']))).error).toBeNull();
    expect((await docs().info('twice.txt')).data?.cacheControl).toBe('max-age=3600');
    expect(apiError((await docs().upload('twice.txt', new Blob(['two']))).error)).toEqual({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect((await docs().upload('twice.txt', new Blob(['three']), { upsert: true })).error).toBeNull();
    expect(await (await docs().download('twice.txt')).data?.text()).toBe('three');
    expect((await docs().update('twice.txt', new Blob(['four']))).error).toBeNull();
    expect(await (await docs().download('twice.txt')).data?.text()).toBe('four');
  });

  it('downloads a byte range with 206 and Content-Range, and refuses an unsatisfiable one with 416', async () => {
    await docs().upload('digits.txt', '0123456789', { contentType: 'text/plain' });
    const ranged = await h.service.storage.from('docs').setHeader('Range', 'bytes=2-5').download('digits.txt');
    expect(await ranged.data?.text()).toBe('2345');
    const response = await fetch(`${h.platform.url}/storage/v1/object/docs/digits.txt`, {
      headers: { authorization: `Bearer ${h.platform.serviceRoleKey}`, range: 'bytes=-3' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 7-9/10');
    expect(response.headers.get('content-length')).toBe('3');
    expect(await response.text()).toBe('789');
    const bad = await h.service.storage.from('docs').setHeader('Range', 'bytes=50-60').download('digits.txt');
    expect(apiError(bad.error)).toEqual({ status: 416, statusCode: '416', message: 'invalid range provided' });
  });

  it('tells whether an object exists (HEAD), and reports a missing one as not found', async () => {
    expect(await docs().exists('digits.txt')).toEqual({ data: true, error: null });
    const missing = await docs().exists('nope.txt');
    expect(missing.data).toBe(false);
    expect((missing.error as StorageApiError).status).toBe(400);
    expect(apiError((await docs().download('nope.txt')).error)).toEqual({ status: 400, statusCode: '404', message: 'Object not found' });
    expect(apiError((await docs().info('nope.txt')).error)).toMatchObject({ statusCode: '404' });
  });

  it('lists one level under a prefix: folders then files, with limit, offset, sort and search', async () => {
    const bucket = h.service.storage.from('archive');
    for (const name of ['2024/jan/a.pdf', '2024/feb/b.pdf', '2024/readme.txt', '2024/notes.md', 'top.txt']) {
      expect((await bucket.upload(name, new Blob([name]))).error).toBeNull();
    }
    const root = await bucket.list();
    expect(root.error).toBeNull();
    expect(root.data!.map((o) => [o.name, o.id === null])).toEqual([
      ['2024', true],
      ['top.txt', false],
    ]);
    const year = await bucket.list('2024');
    expect(year.data!.map((o) => o.name)).toEqual(['feb', 'jan', 'notes.md', 'readme.txt']);
    const file = year.data!.find((o) => o.name === 'notes.md')!;
    expect(file).toMatchObject({ id: expect.any(String), metadata: { size: 13, mimetype: expect.any(String), eTag: expect.any(String) } });
    expect((await bucket.list('2024', { limit: 2, offset: 1 })).data!.map((o) => o.name)).toEqual(['jan', 'notes.md']);
    expect((await bucket.list('2024', { search: 're' })).data!.map((o) => o.name)).toEqual(['readme.txt']);
    expect((await bucket.list('2024', { sortBy: { column: 'name', order: 'desc' } })).data!.map((o) => o.name)).toEqual([
      'readme.txt',
      'notes.md',
      'jan',
      'feb',
    ]);
    const byDate = await bucket.list('2024/', { sortBy: { column: 'created_at', order: 'desc' } });
    // As the storage server: folders first (ordered by name in the same direction), then files by the column.
    expect(byDate.data!.map((o) => o.name)).toEqual(['jan', 'feb', 'notes.md', 'readme.txt']);
  });

  it('moves and copies objects, within and across buckets', async () => {
    await docs().upload('move-me.txt', 'moving', { contentType: 'text/plain' });
    expect(await docs().move('move-me.txt', 'moved/here.txt')).toMatchObject({
      data: { message: 'Successfully moved', Key: 'moved/here.txt' },
      error: null,
    });
    expect(await docs().exists('move-me.txt')).toMatchObject({ data: false });
    expect(await (await docs().download('moved/here.txt')).data?.text()).toBe('moving');
    expect(await docs().copy('moved/here.txt', 'copied.txt')).toEqual({ data: { path: 'docs/copied.txt' }, error: null });
    expect(await docs().copy('moved/here.txt', 'other.txt', { destinationBucket: 'archive' })).toEqual({
      data: { path: 'archive/other.txt' },
      error: null,
    });
    expect(await (await h.service.storage.from('archive').download('other.txt')).data?.text()).toBe('moving');
    expect(await docs().move('copied.txt', 'x.txt', { destinationBucket: 'archive' })).toMatchObject({ error: null });
    expect(await (await h.service.storage.from('archive').download('x.txt')).data?.text()).toBe('moving');
    expect(apiError((await docs().copy('moved/here.txt', 'copied-again.txt', { destinationBucket: 'missing' })).error)).toMatchObject({
      status: 400,
    });
    expect(apiError((await docs().move('nope.txt', 'y.txt')).error)).toMatchObject({ statusCode: '404', message: 'Object not found' });
    expect(apiError((await docs().copy('moved/here.txt', 'digits.txt')).error)).toMatchObject({ statusCode: '409' });
  });

  it('removes objects and returns what it removed', async () => {
    await docs().upload('gone/1.txt', '1');
    await docs().upload('gone/2.txt', '2');
    const { data, error } = await docs().remove(['gone/1.txt', 'gone/2.txt', 'gone/never.txt']);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name).sort()).toEqual(['gone/1.txt', 'gone/2.txt']);
    expect(data![0]).toMatchObject({ bucket_id: 'docs', id: expect.any(String), metadata: expect.objectContaining({ size: 1 }) });
    expect((await docs().list('gone')).data).toEqual([]);
  });

  it('uploads through a signed upload URL without any key', async () => {
    const signed = await docs().createSignedUploadUrl('signed/upload.txt');
    expect(signed.error).toBeNull();
    expect(signed.data).toMatchObject({
      path: 'signed/upload.txt',
      token: expect.any(String),
      signedUrl: expect.stringContaining('/object/upload/sign/docs/signed/upload.txt?token='),
    });
    const upload = await h.anon.storage
      .from('docs')
      .uploadToSignedUrl('signed/upload.txt', signed.data!.token, new Blob(['via token'], { type: 'text/plain' }));
    expect(upload).toEqual({ data: { path: 'signed/upload.txt', fullPath: 'docs/signed/upload.txt' }, error: null });
    expect(await (await docs().download('signed/upload.txt')).data?.text()).toBe('via token');
    const again = await h.anon.storage.from('docs').uploadToSignedUrl('signed/upload.txt', signed.data!.token, new Blob(['again']));
    expect(apiError(again.error)).toMatchObject({ statusCode: '409' });
    const elsewhere = await h.anon.storage.from('docs').uploadToSignedUrl('signed/other.txt', signed.data!.token, new Blob(['x']));
    expect(apiError(elsewhere.error)).toEqual({ status: 400, statusCode: '400', message: 'Invalid signature' });
  });

  it('stores an empty folder placeholder and refuses bytes in it', async () => {
    expect((await docs().upload('empty/.emptyFolderPlaceholder', new Blob([]))).error).toBeNull();
    expect((await docs().list()).data!.map((o) => o.name)).toContain('empty');
    expect(apiError((await docs().upload('full/.emptyFolderPlaceholder', new Blob(['x']))).error)).toMatchObject({ statusCode: '413' });
  });
});
