// Starts the real server (`npm start`'s entry, the showcase site) on a fresh DATA_DIR and a free port for the browser journeys; the portal's journeys start their own.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's API keys (`npm run keys` on its DATA_DIR), for journeys that prepare data as an administrator. */
    anonKey: string;
    serviceRoleKey: string;
  }
}

/** Reads the keys the way a user does: `npm run keys` against the server's DATA_DIR. */
function readKeys(dir: string): { anonKey: string; serviceRoleKey: string } {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/keys-cli.ts'], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  const value = (name: string) => new RegExp(`^${name}=(.+)$`, 'm').exec(output)?.[1] ?? '';
  return { anonKey: value('ANON_KEY'), serviceRoleKey: value('SERVICE_ROLE_KEY') };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'kit-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: baseUrl,
      SITE: 'showcase',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Up to 180 s: a first start builds the bundle and loads the sample content, slow on a busy machine.
  for (let i = 0; i < 1800; i++) {
    const ok = await fetch(`${baseUrl}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      project.provide('baseUrl', baseUrl);
      const keys = readKeys(dataDir);
      project.provide('anonKey', keys.anonKey);
      project.provide('serviceRoleKey', keys.serviceRoleKey);
      return;
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy within 180 s');
}

export async function teardown(): Promise<void> {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child?.once('exit', r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
