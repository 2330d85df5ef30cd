import { request as httpRequest } from 'node:http';
import { StorageApiError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageHarness, storageCases, type StorageHarness } from './harness';

interface RawAnswer {
  status: number;
  body: string;
}

// node:http sends the path as written: no URL normalisation of `..` or percent-escapes, unlike fetch.
function rawRequest(base: string, method: string, path: string, key: string, body?: string): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'text/plain',
          ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const HOSTILE_KEYS = [
  '../escape.txt',
  'a/../../escape.txt',
  'a/%2e%2e/%2e%2e/escape.txt',
  '..%2F..%2Fescape.txt',
  '%2e%2e%2f%2e%2e%2fescape.txt',
  'a/./b.txt',
  '%2Fetc%2Fpasswd',
  'a%00b.txt',
  'a%5C..%5C..%5Cescape.txt',
  'x'.repeat(300),
  `${'deep/'.repeat(250)}file.txt`,
  'caf%C3%A9.txt',
  'evil%E2%80%AEtxt.exe',
  '%F0%9F%92%A3.txt',
  'tab%09name.txt',
  'line%0Abreak.txt',
];

describe.each(storageCases())('hostile paths and limits on %s', (_label, storage) => {
  let h: StorageHarness;
  beforeAll(async () => {
    h = await startStorageHarness(storage);
    await h.service.storage.createBucket('vault', { public: true });
    await h.service.storage.createBucket('small', { public: false, fileSizeLimit: 1024, allowedMimeTypes: ['text/plain'] });
  });
  afterAll(() => h?.close());

  it.each(HOSTILE_KEYS)('refuses the key %s on upload, download, info and delete without a 5xx', async (key) => {
    const base = '/storage/v1/object';
    const answers = [
      await rawRequest(h.platform.url, 'POST', `${base}/vault/${key}`, h.platform.serviceRoleKey, 'payload'),
      await rawRequest(h.platform.url, 'PUT', `${base}/vault/${key}`, h.platform.serviceRoleKey, 'payload'),
      await rawRequest(h.platform.url, 'GET', `${base}/vault/${key}`, h.platform.serviceRoleKey),
      await rawRequest(h.platform.url, 'GET', `${base}/public/vault/${key}`, h.platform.serviceRoleKey),
      await rawRequest(h.platform.url, 'GET', `${base}/info/vault/${key}`, h.platform.serviceRoleKey),
      await rawRequest(h.platform.url, 'DELETE', `${base}/vault/${key}`, h.platform.serviceRoleKey),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.status, answer.body).toBeLessThan(500);
    }
    expect(JSON.parse(answers[0]!.body)).toMatchObject({ statusCode: '400', code: 'InvalidKey', error: 'InvalidKey' });
  });

  it.each(['..', '%2e%2e', '..%2F..%2Fetc', '.'])('refuses the bucket name %s', async (bucket) => {
    const answer = await rawRequest(h.platform.url, 'POST', `/storage/v1/object/${bucket}/x.txt`, h.platform.serviceRoleKey, 'payload');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('has written nothing outside the bucket folders, and a plain key still works', async () => {
    const upload = await h.service.storage.from('vault').upload('ok/plain name (1).txt', 'fine', { contentType: 'text/plain' });
    expect(upload.error).toBeNull();
    const stored = await h.storedVersions();
    expect(stored).toEqual([expect.stringMatching(/^vault\/ok\/plain name \(1\)\.txt\/[0-9a-f-]{36}$/)]);
    // On disk the version is the only file in DATA_DIR; with S3 not one byte of an object is written there.
    expect(h.filesInDataDir()).toEqual(h.objects === 'disk' ? stored.map((path) => `storage/${path}`) : []);
    expect((await h.service.storage.from('vault').list()).data!.map((o) => o.name)).toEqual(['ok']);
  });

  it('refuses an upload over the bucket limit, raw or multipart, and leaves nothing behind', async () => {
    const bucket = h.service.storage.from('small');
    const raw = await bucket.upload('big.txt', 'x'.repeat(2048), { contentType: 'text/plain' });
    const multipart = await bucket.upload('big2.txt', new Blob(['y'.repeat(4096)], { type: 'text/plain' }));
    for (const { error } of [raw, multipart]) {
      expect(error).toBeInstanceOf(StorageApiError);
      expect({
        status: (error as StorageApiError).status,
        statusCode: (error as StorageApiError).statusCode,
        message: error!.message,
      }).toEqual({
        status: 400,
        statusCode: '413',
        message: 'The object exceeded the maximum allowed size',
      });
    }
    expect((await bucket.upload('fits.txt', 'x'.repeat(1024), { contentType: 'text/plain' })).error).toBeNull();
    expect((await bucket.list()).data!.map((o) => o.name)).toEqual(['fits.txt']);
    expect(await h.storedVersions('small')).toEqual([expect.stringMatching(/^small\/fits\.txt\//)]);
  });

  it('refuses a MIME type the bucket does not allow, and leaves nothing behind', async () => {
    const bucket = h.service.storage.from('small');
    const { error } = await bucket.upload('pic.png', new Blob(['png'], { type: 'image/png' }));
    expect({
      status: (error as StorageApiError).status,
      statusCode: (error as StorageApiError).statusCode,
      message: error!.message,
    }).toEqual({
      status: 400,
      statusCode: '415',
      message: 'mime type image/png is not supported',
    });
    expect(await bucket.exists('pic.png')).toMatchObject({ data: false });
    expect(await h.storedVersions('small')).toHaveLength(1);
  });

  it('answers malformed JSON bodies and wrong field types with 400, never 5xx', async () => {
    const base = `${h.platform.url}/storage/v1`;
    const headers = { authorization: `Bearer ${h.platform.serviceRoleKey}`, 'content-type': 'application/json' };
    const cases: [string, string, string][] = [
      ['POST', '/bucket', '{not json'],
      ['POST', '/bucket', '[]'],
      ['POST', '/bucket', '{"name": 5}'],
      ['POST', '/object/list/vault', '{"prefix": "", "limit": -1}'],
      ['POST', '/object/list/vault', '{"prefix": "", "sortBy": {"column": "drop table"}}'],
      ['POST', '/object/move', '{"bucketId": "vault"}'],
      ['POST', '/object/copy', '{"bucketId": "vault", "sourceKey": "../x", "destinationKey": "y"}'],
      ['POST', '/object/sign/vault/ok', '{"expiresIn": "soon"}'],
      ['POST', '/object/sign/vault', '{"expiresIn": 60, "paths": [1, 2]}'],
      ['DELETE', '/object/vault', '{"prefixes": "all"}'],
      ['PUT', '/bucket/vault', '{"file_size_limit": {"a": 1}}'],
      ['GET', '/render/image/authenticated/vault/ok?width=abc', ''],
    ];
    for (const [method, path, body] of cases) {
      const response = await fetch(`${base}${path}`, { method, headers, ...(body ? { body } : {}) });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: expect.stringMatching(/^4\d\d$/) });
    }
  });
});
