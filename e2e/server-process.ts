// `npm start`'s entry (apps/server/src/main.ts) in its own process on a fresh DATA_DIR and a free port, as the browser
// journeys and the site bench start it, and the API keys read the way a user reads them (`npm run keys`).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  /** Ends the process and removes its data folder. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  site: 'showcase' | 'forklift';
  /** Prefix of the data folder's name under the OS temp folder. */
  dataDirPrefix: string;
  /**
   * How long the first start may take (it may build the bundle and copy the sample content), polled every 100 ms this
   * many times × 10: each poll takes longer on a busy machine, so the wait stretches with the load.
   */
  healthySeconds: number;
  /** The server's standard output; its errors are always shown. */
  stdout: 'inherit' | 'ignore';
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server and resolves once GET /health answers; a server that exits or stays unhealthy is cleaned up and throws. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), options.dataDirPrefix));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: baseUrl,
      SITE: options.site,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', options.stdout, 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  for (let poll = 0; poll < options.healthySeconds * 10; poll++) {
    const healthy = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, dataDir, stop };
    if (child.exitCode !== null) {
      const code = child.exitCode;
      await stop();
      throw new Error(`${options.site} server exited with ${code}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${options.site} server did not become healthy in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** The API keys of a server's DATA_DIR, as `npm run keys` prints them. */
export function readServerKeys(dataDir: string): { anonKey: string; serviceRoleKey: string } {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/keys-cli.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  const value = (name: string) => new RegExp(`^${name}=(.+)$`, 'm').exec(output)?.[1] ?? '';
  return { anonKey: value('ANON_KEY'), serviceRoleKey: value('SERVICE_ROLE_KEY') };
}
