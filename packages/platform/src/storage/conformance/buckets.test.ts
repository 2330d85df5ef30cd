import { StorageApiError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageHarness, storageCases, type StorageHarness } from './harness';

function apiError(error: unknown) {
  expect(error).toBeInstanceOf(StorageApiError);
  const e = error as StorageApiError;
  return { status: e.status, statusCode: e.statusCode, message: e.message };
}

describe.each(storageCases())('storage buckets through supabase-js on %s', (_label, storage) => {
  let h: StorageHarness;
  beforeAll(async () => {
    h = await startStorageHarness(storage);
  });
  afterAll(() => h?.close());

  it('creates a private bucket by default, with a size limit and allowed MIME types', async () => {
    const created = await h.service.storage.createBucket('manuals', {
      public: false,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['application/pdf', 'image/*'],
    });
    expect(created).toEqual({ data: { name: 'manuals' }, error: null });
    const { data, error } = await h.service.storage.getBucket('manuals');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: 'manuals',
      name: 'manuals',
      public: false,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['application/pdf', 'image/*'],
      owner: null,
    });
    expect(new Date(data!.created_at).getTime()).toBeGreaterThan(0);
    const plain = await h.service.storage.createBucket('plain');
    expect(plain.error).toBeNull();
    expect((await h.service.storage.getBucket('plain')).data).toMatchObject({
      public: false,
      file_size_limit: null,
      allowed_mime_types: null,
    });
  });

  it('lists buckets with limit, offset, sort and search', async () => {
    await h.service.storage.createBucket('alpha-list', { public: true });
    const all = await h.service.storage.listBuckets();
    expect(all.error).toBeNull();
    expect(all.data!.map((b) => b.name)).toEqual(expect.arrayContaining(['manuals', 'plain', 'alpha-list']));
    expect(all.data!.find((b) => b.name === 'alpha-list')).toMatchObject({ public: true, type: 'STANDARD' });
    const page = await h.service.storage.listBuckets({ sortColumn: 'name', sortOrder: 'asc', limit: 1, offset: 0 });
    expect(page.data!.map((b) => b.name)).toEqual(['alpha-list']);
    const search = await h.service.storage.listBuckets({ search: 'manu' });
    expect(search.data!.map((b) => b.name)).toEqual(['manuals']);
  });

  it('updates public, the size limit and MIME types', async () => {
    const { data, error } = await h.service.storage.updateBucket('plain', {
      public: true,
      fileSizeLimit: 2048,
      allowedMimeTypes: ['text/plain'],
    });
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Successfully updated' });
    expect((await h.service.storage.getBucket('plain')).data).toMatchObject({
      public: true,
      file_size_limit: 2048,
      allowed_mime_types: ['text/plain'],
    });
  });

  it('refuses duplicates, unknown buckets, bad names and bad limits with the storage errors', async () => {
    expect(apiError((await h.service.storage.createBucket('manuals')).error)).toEqual({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(apiError((await h.service.storage.getBucket('missing')).error)).toEqual({
      status: 400,
      statusCode: '404',
      message: 'Bucket not found',
    });
    expect(apiError((await h.service.storage.createBucket('a/b')).error)).toEqual({
      status: 400,
      statusCode: '400',
      message: 'Bucket name invalid',
    });
    expect(apiError((await h.service.storage.createBucket(' padded')).error)).toEqual({
      status: 400,
      statusCode: '400',
      message: 'Bucket name invalid',
    });
    expect(apiError((await h.service.storage.createBucket('..')).error)).toEqual({
      status: 400,
      statusCode: '400',
      message: 'Bucket name invalid',
    });
    expect(apiError((await h.service.storage.createBucket('huge', { public: false, fileSizeLimit: '900GB' })).error)).toMatchObject({
      statusCode: '413',
    });
    expect(apiError((await h.service.storage.createBucket('odd', { public: false, fileSizeLimit: '12 parsecs' })).error)).toEqual({
      status: 400,
      statusCode: '400',
      message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    });
    expect(apiError((await h.service.storage.createBucket('mime', { public: false, allowedMimeTypes: ['not a type'] })).error)).toEqual({
      status: 400,
      statusCode: '415',
      message: 'mime type not a type is not supported',
    });
    expect(apiError((await h.service.storage.updateBucket('missing', { public: true })).error)).toMatchObject({ statusCode: '404' });
  });

  it('lets policies decide bucket access: anon and users see and create none without one', async () => {
    expect(await h.anon.storage.listBuckets()).toEqual({ data: [], error: null });
    const { client } = await h.user();
    expect(apiError((await client.storage.createBucket('mine')).error)).toEqual({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect(apiError((await client.storage.getBucket('manuals')).error)).toMatchObject({ statusCode: '404' });
  });

  it('empties a bucket (service role only) and deletes it only when empty', async () => {
    const bucket = h.service.storage.from('plain');
    expect((await bucket.upload('a.txt', 'a', { contentType: 'text/plain' })).error).toBeNull();
    expect(apiError((await h.service.storage.deleteBucket('plain')).error)).toEqual({
      status: 400,
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    });
    const anonEmpty = await h.anon.storage.emptyBucket('plain');
    expect(apiError(anonEmpty.error)).toEqual({ status: 403, statusCode: '403', message: 'Access denied: Invalid role' });
    // The current storage server's text (it queues the work); here the objects are already gone when it answers.
    expect(await h.service.storage.emptyBucket('plain')).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect((await bucket.list()).data).toEqual([]);
    expect(await h.service.storage.deleteBucket('plain')).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    expect(apiError((await h.service.storage.deleteBucket('plain')).error)).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  it('answers an unknown route with the storage not-found body', async () => {
    const response = await fetch(`${h.platform.url}/storage/v1/nothing/here`, {
      headers: { authorization: `Bearer ${h.platform.anonKey}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: '404',
      code: 'InvalidRequest',
      error: 'Not Found',
      message: 'Route GET:/storage/v1/nothing/here not found',
    });
  });

  it('refuses a missing or bad JWT on routes that need one', async () => {
    const missing = await fetch(`${h.platform.url}/storage/v1/bucket`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized' });
    const bad = await fetch(`${h.platform.url}/storage/v1/bucket`, { headers: { authorization: 'Bearer nope' } });
    expect(await bad.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
  });
});
