import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageHarness, storageCases, type StorageHarness } from './harness';

async function size(blob: Blob | ArrayBuffer) {
  const buffer = Buffer.from(blob instanceof Blob ? await blob.arrayBuffer() : blob);
  const { width, height, format } = await sharp(buffer).metadata();
  return { width, height, format };
}

describe.each(storageCases())('image transformations (render/image) on %s', (_label, storage) => {
  let h: StorageHarness;
  beforeAll(async () => {
    h = await startStorageHarness(storage);
    await h.service.storage.createBucket('images', { public: false });
    await h.service.storage.createBucket('gallery', { public: true });
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc6633' } })
      .jpeg()
      .toBuffer();
    await h.service.storage.from('images').upload('photo.png', new Blob([new Uint8Array(png)], { type: 'image/png' }));
    await h.service.storage.from('gallery').upload('photo.jpg', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }));
    await h.service.storage.from('images').upload('notes.txt', new Blob(['not an image'], { type: 'text/plain' }));
  });
  afterAll(() => h?.close());

  it('resizes on download: cover keeps the aspect by cropping, contain fits inside, fill stretches', async () => {
    const bucket = h.service.storage.from('images');
    const widthOnly = await bucket.download('photo.png', { transform: { width: 100 } });
    expect(widthOnly.error).toBeNull();
    expect(await size(widthOnly.data!)).toEqual({ width: 100, height: 75, format: 'png' });
    const cover = await bucket.download('photo.png', { transform: { width: 100, height: 100, resize: 'cover' } });
    expect(await size(cover.data!)).toMatchObject({ width: 100, height: 100 });
    const contain = await bucket.download('photo.png', { transform: { width: 100, height: 100, resize: 'contain' } });
    expect(await size(contain.data!)).toMatchObject({ width: 100, height: 75 });
    const fill = await bucket.download('photo.png', { transform: { width: 120, height: 50, resize: 'fill' } });
    expect(await size(fill.data!)).toMatchObject({ width: 120, height: 50 });
  });

  it('converts to WebP when the client accepts it, keeps the format with format=origin, and applies quality', async () => {
    const url = h.anon.storage.from('gallery').getPublicUrl('photo.jpg', { transform: { width: 200, quality: 50 } }).data.publicUrl;
    expect(url).toBe(`${h.platform.url}/storage/v1/render/image/public/gallery/photo.jpg?width=200&quality=50`);
    const webp = await fetch(url, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('x-transformations')).toBe('width:200,resize:cover,quality:50');
    expect(await size(await webp.arrayBuffer())).toMatchObject({ width: 200, format: 'webp' });
    const origin = await fetch(`${url}&format=origin`, { headers: { accept: 'image/webp' } });
    expect(origin.headers.get('content-type')).toBe('image/jpeg');
    const plain = await fetch(url);
    expect(plain.headers.get('content-type')).toBe('image/jpeg');
  });

  it('signs a URL with its transformation fixed in the token', async () => {
    const { data, error } = await h.service.storage
      .from('images')
      .createSignedUrl('photo.png', 60, { transform: { width: 40, height: 40 } });
    expect(error).toBeNull();
    expect(data!.signedUrl).toContain('/storage/v1/render/image/sign/images/photo.png?token=');
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(await size(await response.arrayBuffer())).toMatchObject({ width: 40, height: 40 });
    // The token carries imgproxy's terms, as the current storage server writes them, and the response reports them.
    expect(response.headers.get('x-transformations')).toBe('height:40,width:40,resizing_type:fill');
    const contain = await h.service.storage
      .from('images')
      .createSignedUrl('photo.png', 60, { transform: { width: 30, height: 40, resize: 'contain', quality: 60 } });
    const fitted = await fetch(contain.data!.signedUrl);
    expect(fitted.headers.get('x-transformations')).toBe('height:40,width:30,resizing_type:fit,quality:60');
    expect(await size(await fitted.arrayBuffer())).toMatchObject({ width: 30 });
  });

  it('refuses what is not an image, bad options, and objects the caller cannot read', async () => {
    const notImage = await h.service.storage.from('images').download('notes.txt', { transform: { width: 10 } });
    expect(notImage.error).toMatchObject({ status: 400, statusCode: '400' });
    const bad = await fetch(`${h.platform.url}/storage/v1/render/image/authenticated/images/photo.png?resize=stretch`, {
      headers: { authorization: `Bearer ${h.platform.serviceRoleKey}` },
    });
    expect(bad.status).toBe(400);
    const anon = await h.anon.storage.from('images').download('photo.png', { transform: { width: 10 } });
    expect(anon.error).toMatchObject({ statusCode: '404' });
  });
});
