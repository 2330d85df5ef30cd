/**
 * The upload end to end against the real platform: the endpoint signs an upload into the public user-files bucket,
 * runtime-core's file service PUTs the raw file there reporting progress, and the file is downloadable at the URL.
 * Then every refusal: anonymous, too large, a type a browser would run, bad input, a reused or retyped signed URL,
 * too many requests.
 */
import { createHttpFileService } from '@kit/runtime-core';
import { testBackends } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeUploadTransport } from './testing/node-upload-transport';
import { startUserFilesTestServer, type UserFilesTestServer } from './testing/user-files-test-server';

const RATE_LIMIT = 30;

describe.each(testBackends())('user files on %s', (backend) => {
  let server: UserFilesTestServer;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    server = await startUserFilesTestServer(backend, { maxBytes: 2 * 1024 * 1024, rateLimit: { requests: RATE_LIMIT, windowMs: 60_000 } });
    ({ token, id: userId } = await server.signIn('uploader@example.com'));
  });
  afterAll(() => server?.close());

  const ask = (body: unknown, auth: string | null = token, designId = 'site-1') =>
    fetch(`${server.url}/designs/${designId}/user-files`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('uploads with real progress 0 → 100 and the file is downloadable at the returned URL', async () => {
    const bytes = new Uint8Array(1024 * 1024).map((_, i) => (i * 7) % 251);
    const file = new File([bytes], 'Brake manual (v2).pdf', { type: 'application/pdf' });
    const service = createHttpFileService({
      apiUrl: server.url,
      designId: 'site-1',
      accessToken: () => token,
      transport: nodeUploadTransport,
    });
    const progress: number[] = [];
    const statuses: string[] = [];
    const stored = await service.upload(file, { tag: 'manuals', onProgress: (p) => progress.push(p), onStatus: (s) => statuses.push(s) });

    expect(stored).toMatchObject({ name: 'Brake_manual__v2_.pdf', ext: 'pdf', tag: 'manuals', size: bytes.length });
    expect(stored.url).toMatch(
      new RegExp(`^${server.url}/storage/v1/object/public/user-files/site-1/${userId}/[0-9a-f-]{36}/Brake_manual__v2_\\.pdf$`),
    );
    expect(statuses).toEqual(['uploading', 'uploaded']);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress.filter((p) => p > 0 && p < 100).length).toBeGreaterThan(5);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);

    const download = await fetch(stored.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });

  it('answers the seed shape, the signed URL needing no Authorization', async () => {
    const response = await ask({ name: 'a#b c.png', type: 'image/png', size: 3, tag: 'avatars' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['ext', 'name', 'signedRequest', 'size', 'tag', 'url']);
    expect(body).toMatchObject({ name: 'a_b_c.png', ext: 'png', tag: 'avatars', size: 3 });
    expect(String(body.signedRequest)).toMatch(
      new RegExp(`^${server.url}/storage/v1/object/upload/sign/user-files/site-1/.+/a_b_c\\.png\\?token=`),
    );
    const put = await fetch(String(body.signedRequest), { method: 'PUT', headers: { 'content-type': 'image/png' }, body: 'png' });
    expect(put.status).toBe(200);
    // The signed URL creates the object once; it cannot overwrite what it stored.
    const again = await fetch(String(body.signedRequest), { method: 'PUT', headers: { 'content-type': 'image/png' }, body: 'new' });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(await (await fetch(String(body.url))).text()).toBe('png');
  });

  it('refuses a PUT that changes the type to one a browser would run', async () => {
    const body = (await (await ask({ name: 'x.txt', type: 'text/plain', size: 5 })).json()) as { signedRequest: string; url: string };
    const put = await fetch(body.signedRequest, {
      method: 'PUT',
      headers: { 'content-type': 'image/svg+xml' },
      body: '<svg onload="alert(1)"/>',
    });
    expect(put.status).toBeGreaterThanOrEqual(400);
    expect((await fetch(body.url)).status).toBeGreaterThanOrEqual(400);
  });

  it.each([
    ['anonymous', { name: 'a.png', type: 'image/png', size: 1 }, null, 401, 'user_file_not_authenticated'],
    ['an invalid token', { name: 'a.png', type: 'image/png', size: 1 }, 'not-a-jwt', 401, 'user_file_not_authenticated'],
    ['too large', { name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 }, undefined, 413, 'user_file_too_large'],
    ['an SVG', { name: 'a.svg', type: 'image/svg+xml', size: 10 }, undefined, 415, 'user_file_type_not_allowed'],
    ['HTML', { name: 'a.html', type: 'text/html', size: 10 }, undefined, 415, 'user_file_type_not_allowed'],
    ['no name', { type: 'image/png', size: 1 }, undefined, 400, 'user_file_invalid_request'],
    ['a bad size', { name: 'a.png', type: 'image/png', size: -1 }, undefined, 400, 'user_file_invalid_request'],
    ['a bad type', { name: 'a.png', type: 'not a type', size: 1 }, undefined, 400, 'user_file_invalid_request'],
    ['a body that is not JSON', '{oops', undefined, 400, 'user_file_invalid_request'],
    ['a list body', [], undefined, 400, 'user_file_invalid_request'],
  ] as const)('refuses %s with a clear error', async (_name, body, auth, status, code) => {
    const response = await ask(body, auth === undefined ? token : auth);
    expect(response.status).toBe(status);
    const json = (await response.json()) as { code: string; message: string };
    expect(json.code).toBe(code);
    expect(json.message).not.toBe('');
  });

  it('refuses a design id that is not one', async () => {
    const response = await ask({ name: 'a.png', type: 'image/png', size: 1 }, token, '..%2F..');
    expect(response.status).toBe(400);
  });

  it('limits requests per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i += 1) statuses.push((await ask({ name: 'r.png', type: 'image/png', size: 1 })).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('anonymous uploads when allowed', () => {
  let server: UserFilesTestServer;
  beforeAll(async () => {
    server = await startUserFilesTestServer('pglite', { allowAnonymous: true });
  });
  afterAll(() => server?.close());

  it('stores under an anonymous folder', async () => {
    const service = createHttpFileService({ apiUrl: server.url, designId: 'site-1', transport: nodeUploadTransport });
    const stored = await service.upload(new File(['hello'], 'note.txt', { type: 'text/plain' }), { tag: '' });
    expect(stored.url).toContain('/user-files/site-1/anonymous/');
    expect(await (await fetch(stored.url)).text()).toBe('hello');
  });
});
