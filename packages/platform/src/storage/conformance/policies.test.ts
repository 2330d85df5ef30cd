import { StorageApiError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageHarness, storageCases, type StorageHarness } from './harness';

describe.each(storageCases())('storage policies (row-level security on storage.objects) on %s', (_label, storage) => {
  let h: StorageHarness;
  beforeAll(async () => {
    h = await startStorageHarness(storage);
    await h.service.storage.createBucket('private', { public: false });
  });
  afterAll(() => h?.close());

  it('keeps anon out of a private bucket, with or without the anon key', async () => {
    await h.service.storage.from('private').upload('someone/secret.txt', new Blob(['secret']));
    const download = await h.anon.storage.from('private').download('someone/secret.txt');
    expect(download.error).toBeInstanceOf(StorageApiError);
    expect((download.error as StorageApiError).statusCode).toBe('404');
    const noKey = await fetch(`${h.platform.url}/storage/v1/object/private/someone/secret.txt`);
    expect(await noKey.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
    expect((await h.anon.storage.from('private').list('someone')).data).toEqual([]);
    const upload = await h.anon.storage.from('private').upload('someone/new.txt', new Blob(['x']));
    expect((upload.error as StorageApiError).statusCode).toBe('403');
    expect((await h.anon.storage.from('private').remove(['someone/secret.txt'])).data).toEqual([]);
    expect(await h.service.storage.from('private').exists('someone/secret.txt')).toMatchObject({ data: true });
  });

  it('lets a user read and write under their own folder only', async () => {
    const alice = await h.user();
    const bob = await h.user();
    const mine = alice.client.storage.from('private');
    expect((await mine.upload(`${alice.sub}/notes.txt`, new Blob(['alice notes']))).error).toBeNull();
    expect(await (await mine.download(`${alice.sub}/notes.txt`)).data?.text()).toBe('alice notes');
    expect((await mine.list(alice.sub)).data!.map((o) => o.name)).toEqual(['notes.txt']);
    expect((await mine.update(`${alice.sub}/notes.txt`, new Blob(['v2']))).error).toBeNull();

    const intrusion = await mine.upload(`${bob.sub}/planted.txt`, new Blob(['x']));
    expect(intrusion.error).toBeInstanceOf(StorageApiError);
    expect({
      status: (intrusion.error as StorageApiError).status,
      statusCode: (intrusion.error as StorageApiError).statusCode,
      message: intrusion.error!.message,
    }).toEqual({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });

    const theirs = bob.client.storage.from('private');
    expect((await theirs.download(`${alice.sub}/notes.txt`)).error).toBeInstanceOf(StorageApiError);
    expect((await theirs.list(alice.sub)).data).toEqual([]);
    expect((await theirs.remove([`${alice.sub}/notes.txt`])).data).toEqual([]);
    expect((await theirs.move(`${alice.sub}/notes.txt`, `${bob.sub}/stolen.txt`)).error).toBeInstanceOf(StorageApiError);
    expect((await theirs.copy(`${alice.sub}/notes.txt`, `${bob.sub}/stolen.txt`)).error).toBeInstanceOf(StorageApiError);
    expect((await theirs.createSignedUrl(`${alice.sub}/notes.txt`, 60)).error).toBeInstanceOf(StorageApiError);
    expect((await theirs.createSignedUploadUrl(`${alice.sub}/x.txt`)).error).toBeInstanceOf(StorageApiError);

    expect((await mine.move(`${alice.sub}/notes.txt`, `${bob.sub}/gift.txt`)).error).toBeInstanceOf(StorageApiError);
    expect((await mine.move(`${alice.sub}/notes.txt`, `${alice.sub}/renamed.txt`)).error).toBeNull();
    expect((await mine.remove([`${alice.sub}/renamed.txt`])).data!.map((o) => o.name)).toEqual([`${alice.sub}/renamed.txt`]);
  });

  it('records the uploader as owner and owner_id', async () => {
    const carol = await h.user();
    await carol.client.storage.from('private').upload(`${carol.sub}/owned.txt`, new Blob(['c']));
    const { rows } = await h.platform.db.query<{ owner: string; owner_id: string }>(
      `select owner::text as owner, owner_id from storage.objects where name = $1`,
      [`${carol.sub}/owned.txt`],
    );
    expect(rows).toEqual([{ owner: carol.sub, owner_id: carol.sub }]);
  });

  it('refuses direct deletes from the storage tables outside the API', async () => {
    await expect(h.platform.db.query(`delete from storage.objects where bucket_id = 'private'`)).rejects.toThrow(/Direct deletion/);
  });
});
