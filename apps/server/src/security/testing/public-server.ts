// Starts the server as `npm start` does (apps/server/src/main.ts) on HOST=0.0.0.0, a free port and a fresh DATA_DIR,
// with no SMTP and no Stripe, and finds an address of this machine other than loopback to attack it over.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJwtService } from '@kit/platform';
import { createTestDatabase, type TestBackend, type TestDatabase } from '@kit/platform/testing';
import { freePort } from '../../testing/spawn-server';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const SECRET = 'security-suite-secret-with-at-least-32-characters';

export interface PublicServer {
  /** The server over a non-loopback address of this machine (loopback when the machine has none). */
  base: string;
  /** The server over 127.0.0.1. */
  loopback: string;
  /** The non-loopback address used, or undefined when the machine has only loopback. */
  publicAddress?: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** The first IPv4 address of a non-internal interface, if the machine has one. */
export function publicIpv4(): string | undefined {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return undefined;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startPublicServer(backend: TestBackend, extraEnv: Record<string, string> = {}): Promise<PublicServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kit-security-'));
  let database: TestDatabase | undefined;
  if (backend === 'postgres') {
    database = await createTestDatabase('postgres');
  }
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '0.0.0.0',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      SAMPLE_CONTENT: 'false',
      DATABASE_URL: database?.url ?? '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      TRUST_PROXY: '',
      AUTH_AUTOCONFIRM: 'true',
      SITE_URL: `http://127.0.0.1:${port}`,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const publicAddress = publicIpv4();
  const loopback = `http://127.0.0.1:${port}`;
  const base = publicAddress ? `http://${publicAddress}:${port}` : loopback;
  // A first start builds the site's browser bundle: minutes on a busy machine.
  const deadline = Date.now() + 480_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      const jwt = createJwtService(SECRET);
      const anonKey = await jwt.sign({ role: 'anon', iss: 'supabase' });
      const serviceRoleKey = await jwt.sign({ role: 'service_role', iss: 'supabase' });
      return { base, loopback, publicAddress, anonKey, serviceRoleKey, output: () => output, stop };
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the server did not start:\n${output.slice(-3000)}`);
}
