// Every committed row survives a restart on the same DATA_DIR, after SIGTERM and after kill -9.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from './testing/spawn-server';

const secret = 'durability-test-secret-with-32-characters-or-more';
const dataDir = mkdtempSync(join(tmpdir(), 'kit-durability-'));

const start = () => spawnServer({ DATA_DIR: dataDir, JWT_SECRET: secret });

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
    await insert(
      first.base,
      key,
      Array.from({ length: 50 }, (_, i) => ({ id: i + 1, body: `row ${i + 1}` })),
    );
    first.child.kill('SIGTERM');
    expect(await first.exited()).toBe(0);

    const second = await start();
    expect(await count(second.base, key)).toBe(50);
    await insert(
      second.base,
      key,
      Array.from({ length: 25 }, (_, i) => ({ id: 51 + i, body: `row ${51 + i}` })),
    );
    second.child.kill('SIGKILL');
    await second.exited();

    const third = await start();
    expect(await count(third.base, key)).toBe(75);
    third.child.kill('SIGTERM');
    expect(await third.exited()).toBe(0);
  }, 120_000);
});
