// Every committed row survives a restart on the same DATA_DIR, after SIGTERM and after kill -9.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('./testing/durability-fixture.ts', import.meta.url));
const secret = 'durability-test-secret-with-32-characters-or-more';
const dataDir = mkdtempSync(join(tmpdir(), 'kit-durability-'));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function start(): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, DATA_DIR: dataDir, JWT_SECRET: secret, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${base}/health`).then((r) => r.ok, () => false);
    if (ok) return { child, base };
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((r) => child.once('exit', (code) => r(code)));
}

async function serviceKey(): Promise<string> {
  const { createApiKeys, createJwtService } = await import('@kit/platform');
  return (await createApiKeys(createJwtService(secret))).serviceRoleKey;
}

async function insert(base: string, key: string, rows: { id: number; body: string }[]): Promise<void> {
  const response = await fetch(`${base}/rest/v1/entries`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify(rows),
  });
  expect(response.status).toBe(201);
}

async function count(base: string, key: string): Promise<number> {
  const response = await fetch(`${base}/rest/v1/entries?select=id`, { headers: { apikey: key, authorization: `Bearer ${key}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

describe('durability of DATA_DIR', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps committed rows across SIGTERM and kill -9', async () => {
    const key = await serviceKey();
    const first = await start();
    await insert(first.base, key, Array.from({ length: 50 }, (_, i) => ({ id: i + 1, body: `row ${i + 1}` })));
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);

    const second = await start();
    expect(await count(second.base, key)).toBe(50);
    await insert(second.base, key, Array.from({ length: 25 }, (_, i) => ({ id: 51 + i, body: `row ${51 + i}` })));
    second.child.kill('SIGKILL');
    await exited(second.child);

    const third = await start();
    expect(await count(third.base, key)).toBe(75);
    third.child.kill('SIGTERM');
    expect(await exited(third.child)).toBe(0);
  }, 120_000);
});
