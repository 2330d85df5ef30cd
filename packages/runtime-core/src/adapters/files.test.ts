/**
 * The HTTP file service against a real loopback server: POST of the description (with the visitor's token), PUT of
 * the raw file to the signed URL without Authorization, progress 0 → 100 with the states uploading → uploaded, and
 * refusals carrying the server's message.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startTestServer } from '../testing/http-server';
import type { TestServer } from '../testing/http-server';
import { createDeferredHttpFileService } from './deferred-http-files';
import { createHttpFileService } from './http-files';
import { fetchUploadTransport } from './upload-transport';
import type { UploadTransport } from './upload-transport';

let server: TestServer;
let stored: { type: string | undefined; body: string; auth: string | undefined }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  server.route('POST', '/designs/d1/user-files', (request, response) => {
    const body = JSON.parse(request.body) as { name: string; size: number; tag: string };
    if (request.headers.authorization !== 'Bearer visitor-token')
      return sendJson(response, 401, { code: 'user_file_not_authenticated', message: 'Sign in to upload files.' });
    sendJson(response, 200, {
      signedRequest: `${server.url}/upload/${body.name}?token=t1`,
      url: `${server.url}/public/${body.name}`,
      name: body.name,
      ext: 'png',
      tag: body.tag,
      size: body.size,
    });
  });
  server.route('PUT', '/upload/a_b.png', (request, response) => {
    stored.push({ type: request.headers['content-type'], body: request.body, auth: request.headers.authorization });
    sendJson(response, 200, { Key: 'user-files/a_b.png' });
  });
  server.route('PUT', '/upload/refused.png', (_request, response) =>
    sendJson(response, 400, { statusCode: '415', error: 'invalid_mime_type', message: 'mime type image/png is not supported' }),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  stored = [];
});

function record() {
  const progress: number[] = [];
  const statuses: string[] = [];
  return {
    progress,
    statuses,
    options: { tag: 'invoices', onProgress: (p: number) => progress.push(p), onStatus: (s: string) => statuses.push(s) },
  };
}

describe('HTTP file service', () => {
  it('posts the sanitised description with the token, puts the raw file with its type and no Authorization, 0 → 100', async () => {
    const service = createHttpFileService({
      apiUrl: `${server.url}/`,
      designId: 'd1',
      accessToken: () => 'visitor-token',
      transport: fetchUploadTransport(fetch),
    });
    const { progress, statuses, options } = record();
    const result = await service.upload(new File(['abc'], 'a b.png', { type: 'image/png' }), options);
    expect(result).toEqual({ url: `${server.url}/public/a_b.png`, name: 'a_b.png', ext: 'png', tag: 'invoices', size: 3 });
    const post = server.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '')).toEqual({ name: 'a_b.png', type: 'image/png', size: 3, tag: 'invoices' });
    expect(stored).toEqual([{ type: 'image/png', body: 'abc', auth: undefined }]);
    expect(progress).toEqual([0, 100]);
    expect(statuses).toEqual(['uploading', 'uploaded']);
  });

  it('uploads the same through the deferred service, whose code loads with the first upload', async () => {
    const service = createDeferredHttpFileService({
      apiUrl: server.url,
      designId: 'd1',
      accessToken: () => 'visitor-token',
      transport: fetchUploadTransport(fetch),
    });
    const { progress, statuses, options } = record();
    const result = await service.upload(new File(['abc'], 'a b.png', { type: 'image/png' }), options);
    expect(result).toEqual({ url: `${server.url}/public/a_b.png`, name: 'a_b.png', ext: 'png', tag: 'invoices', size: 3 });
    expect(stored).toEqual([{ type: 'image/png', body: 'abc', auth: undefined }]);
    expect(progress).toEqual([0, 100]);
    expect(statuses).toEqual(['uploading', 'uploaded']);
  });

  it('reports the bytes a transport sends, holding the last percent for the server answer', async () => {
    // A transport that really PUTs, reporting four quarters as it goes (as XMLHttpRequest's upload events do).
    const quarters: UploadTransport = async (request) => {
      for (const part of [1, 2, 3, 4]) request.onProgress((request.body.size * part) / 4, request.body.size);
      const response = await fetch(request.url, { method: 'PUT', headers: { 'Content-Type': request.contentType }, body: request.body });
      return { ok: response.ok, status: response.status, text: await response.text() };
    };
    const service = createHttpFileService({
      apiUrl: server.url,
      designId: 'd1',
      accessToken: async () => 'visitor-token',
      transport: quarters,
    });
    const { progress, statuses, options } = record();
    await service.upload(new File(['abcd'], 'a b.png', { type: 'image/png' }), options);
    expect(progress).toEqual([0, 25, 50, 75, 99, 100]);
    expect(statuses).toEqual(['uploading', 'uploaded']);
  });

  it('fails with the server message when the upload endpoint refuses, and never reaches "uploaded"', async () => {
    const service = createHttpFileService({ apiUrl: server.url, designId: 'd1', transport: fetchUploadTransport(fetch) });
    const { statuses, options } = record();
    await expect(service.upload(new File(['x'], 'a.png', { type: 'image/png' }), options)).rejects.toMatchObject({
      code: 'FILE_UPLOAD_FAILED',
      message: 'Sign in to upload files.',
      details: { status: 401 },
    });
    expect(statuses).toEqual(['uploading']);
    expect(stored).toEqual([]);
  });

  it('fails with the storage message when the signed PUT is refused', async () => {
    const service = createHttpFileService({
      apiUrl: server.url,
      designId: 'd1',
      accessToken: () => 'visitor-token',
      transport: fetchUploadTransport(fetch),
    });
    const { progress, options } = record();
    await expect(service.upload(new File(['x'], 'refused.png', { type: 'image/png' }), options)).rejects.toMatchObject({
      code: 'FILE_UPLOAD_FAILED',
      message: 'mime type image/png is not supported',
      details: { status: 400 },
    });
    expect(progress).toEqual([0]);
  });
});

describe('the default access token', () => {
  it('is the sb-access-token cookie of the document', async () => {
    const global = globalThis as { document?: { cookie: string } };
    global.document = { cookie: 'theme=dark; sb-access-token=visitor-token; other=1' };
    try {
      const service = createHttpFileService({ apiUrl: server.url, designId: 'd1', transport: fetchUploadTransport(fetch) });
      const stored = await service.upload(new File(['abc'], 'a b.png', { type: 'image/png' }), { tag: 't' });
      expect(stored.name).toBe('a_b.png');
    } finally {
      delete global.document;
    }
  });
});
