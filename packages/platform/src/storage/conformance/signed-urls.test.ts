import { StorageApiError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageHarness, storageCases, type StorageHarness } from './harness';

describe.each(storageCases())('signed and public URLs through supabase-js on %s', (_label, storage) => {
  let h: StorageHarness;
  beforeAll(async () => {
    h = await startStorageHarness(storage);
    await h.service.storage.createBucket('private-docs', { public: false });
    await h.service.storage.createBucket('brochures', { public: true });
    await h.service.storage.from('private-docs').upload('manual one.pdf', new Blob(['%PDF secret'], { type: 'application/pdf' }));
    await h.service.storage.from('private-docs').upload('other.pdf', new Blob(['%PDF other'], { type: 'application/pdf' }));
    await h.service.storage.from('brochures').upload('flyer.txt', new Blob(['public flyer'], { type: 'text/plain' }));
  });
  afterAll(() => h?.close());

  it('signs a URL that downloads without any key, with Expires and an optional attachment name', async () => {
    const { data, error } = await h.service.storage.from('private-docs').createSignedUrl('manual one.pdf', 60, { download: 'Manual.pdf' });
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(/\/storage\/v1\/object\/sign\/private-docs\/manual%20one\.pdf\?token=.+&download=Manual\.pdf$/);
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('%PDF secret');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename=Manual.pdf; filename*=UTF-8''Manual.pdf`);
    expect(new Date(response.headers.get('expires')!).getTime()).toBeGreaterThan(Date.now());
    const ranged = await fetch(data!.signedUrl, { headers: { range: 'bytes=0-3' } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe('%PDF');
  });

  it('signs many URLs at once, with an error entry for each object that is missing', async () => {
    const { data, error } = await h.service.storage.from('private-docs').createSignedUrls(['other.pdf', 'ghost.pdf'], 60);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        error: null,
        path: 'other.pdf',
        signedURL: expect.stringContaining('/object/sign/private-docs/other.pdf?token='),
        signedUrl: expect.stringContaining('http'),
      },
      { error: 'Either the object does not exist or you do not have access to it', path: 'ghost.pdf', signedURL: null, signedUrl: null },
    ]);
    expect(await (await fetch(data![0]!.signedUrl!)).text()).toBe('%PDF other');
  });

  it('stops a signed URL working after expiresIn', async () => {
    // Two seconds, so a loaded machine still fetches it fresh; then wait for the token's own `exp` to pass.
    const { data } = await h.service.storage.from('private-docs').createSignedUrl('other.pdf', 2);
    const fresh = await fetch(data!.signedUrl);
    expect(fresh.status).toBe(200);
    await fresh.arrayBuffer();
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number };
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, exp * 1000 - Date.now()) + 100));
    const expired = await fetch(data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });
  });

  it('clamps expiresIn to STORAGE_SIGNED_URL_MAX_AGE (default an hour); the token carries the clamped expiry', async () => {
    const exp = (url: string | null | undefined): number =>
      (
        JSON.parse(Buffer.from(new URL(url ?? '').searchParams.get('token')!.split('.')[1]!, 'base64url').toString('utf8')) as {
          exp: number;
        }
      ).exp;
    const left = (url: string | null | undefined) => exp(url) - Math.floor(Date.now() / 1000);
    const century = 100 * 365 * 24 * 60 * 60;
    const long = await h.service.storage.from('private-docs').createSignedUrl('other.pdf', century);
    expect(left(long.data?.signedUrl)).toBeGreaterThan(3500);
    expect(left(long.data?.signedUrl)).toBeLessThanOrEqual(3600);
    expect(await (await fetch(long.data!.signedUrl)).text()).toBe('%PDF other');
    const short = await h.service.storage.from('private-docs').createSignedUrl('other.pdf', 60);
    expect(left(short.data?.signedUrl)).toBeLessThanOrEqual(60);
    const many = await h.service.storage.from('private-docs').createSignedUrls(['other.pdf', 'manual one.pdf'], century);
    for (const entry of many.data ?? []) expect(left(entry.signedUrl)).toBeLessThanOrEqual(3600);
    const transformed = await h.service.storage.from('private-docs').createSignedUrl('other.pdf', century, { transform: { width: 10 } });
    expect(left(transformed.data?.signedUrl)).toBeLessThanOrEqual(3600);
    h.platform.ctx.config.storage = { signedUrlMaxAge: 120 };
    try {
      const capped = await h.service.storage.from('private-docs').createSignedUrl('other.pdf', 3600);
      expect(left(capped.data?.signedUrl)).toBeLessThanOrEqual(120);
      expect(left(capped.data?.signedUrl)).toBeGreaterThan(100);
    } finally {
      h.platform.ctx.config.storage = {};
    }
  });

  it('refuses a token for another object, a tampered token and a missing token', async () => {
    const { data } = await h.service.storage.from('private-docs').createSignedUrl('other.pdf', 60);
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const other = await fetch(`${h.platform.url}/storage/v1/object/sign/private-docs/manual%20one.pdf?token=${token}`);
    expect(await other.json()).toEqual({
      statusCode: '400',
      code: 'InvalidSignature',
      error: 'InvalidSignature',
      message: 'Invalid signature',
    });
    // A character in the middle of the signature, changed: the last one also carries padding bits a decoder ignores, so
    // rewriting the tail can leave the signature's bytes as they were (1 token in ~1,000: a flake seen once).
    const at = token.length - 10;
    const tamperedToken = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    const tampered = await fetch(`${h.platform.url}/storage/v1/object/sign/private-docs/other.pdf?token=${tamperedToken}`);
    expect(await tampered.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
    const upload = await h.service.storage.from('private-docs').createSignedUploadUrl('new.pdf');
    const wrongScope = await fetch(`${h.platform.url}/storage/v1/object/sign/private-docs/new.pdf?token=${upload.data!.token}`);
    expect(await wrongScope.json()).toMatchObject({ code: 'InvalidSignature', message: 'Token is not scoped for download' });
    const missing = await fetch(`${h.platform.url}/storage/v1/object/sign/private-docs/other.pdf`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
  });

  it('refuses to sign an object the caller cannot see, and a bad expiresIn', async () => {
    const denied = await h.anon.storage.from('private-docs').createSignedUrl('other.pdf', 60);
    expect(denied.error).toBeInstanceOf(StorageApiError);
    expect((denied.error as StorageApiError).statusCode).toBe('404');
    const bad = await h.service.storage.from('private-docs').createSignedUrl('other.pdf', 0);
    expect((bad.error as StorageApiError).message).toBe('body/expiresIn must be >= 1');
  });

  it('serves public URLs with no key at all, and only for public buckets', async () => {
    const { data } = h.anon.storage.from('brochures').getPublicUrl('flyer.txt', { download: true });
    expect(data.publicUrl).toBe(`${h.platform.url}/storage/v1/object/public/brochures/flyer.txt?download=`);
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('public flyer');
    expect(response.headers.get('content-disposition')).toBe('attachment;');
    const head = await fetch(data.publicUrl, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('12');
    const privateUrl = h.anon.storage.from('private-docs').getPublicUrl('other.pdf').data.publicUrl;
    const refused = await fetch(privateUrl);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });
  });

  it('lets anyone download from a public bucket through the authenticated route too', async () => {
    const download = await h.anon.storage.from('brochures').download('flyer.txt');
    expect(await download.data?.text()).toBe('public flyer');
    const noKey = await fetch(`${h.platform.url}/storage/v1/object/brochures/flyer.txt`);
    expect(await noKey.text()).toBe('public flyer');
  });
});
