// The composed server mounts the user-files endpoint: a signed-in visitor gets a signed upload URL, the raw PUT lands
// in the public user-files bucket, and the file is downloadable at the returned URL; anonymous visitors are refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@kit/platform';
import { createTestDatabase, type TestDatabase } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from './server';

describe('user files in the composed server', () => {
  let server: Server;
  let database: TestDatabase;
  let url: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'kit-server-user-files-'));

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'server-test-secret-with-at-least-32-chars',
      PORT: '0',
      AUTH_AUTOCONFIRM: 'true',
    });
    server = await createServer({ config, db: database.db, logger: false });
    url = await server.app.listen({ host: '127.0.0.1', port: 0 });
    server.ctx.config.siteUrl = url;
  });
  afterAll(async () => {
    const closing = server?.close();
    server?.app.server.closeAllConnections();
    await closing;
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs, stores and serves a visitor upload', async () => {
    const signup = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.ctx.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'wiring-upload@example.com', password: 'correct-horse-battery' }),
    });
    const { access_token: token } = (await signup.json()) as { access_token: string };
    const describeFile = (auth?: string) =>
      fetch(`${url}/designs/forklift/user-files`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
        body: JSON.stringify({ name: 'photo 1.png', type: 'image/png', size: 4, tag: 'photos' }),
      });
    expect((await describeFile()).status).toBe(401);
    const signed = (await (await describeFile(token)).json()) as { signedRequest: string; url: string; name: string };
    expect(signed.name).toBe('photo_1.png');
    const put = await fetch(signed.signedRequest, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array([137, 80, 78, 71]),
    });
    expect(put.status).toBe(200);
    const download = await fetch(signed.url);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await download.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });
});
