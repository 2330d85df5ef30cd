// Spawns the server fixture as its own OS process on a free port and waits until /health answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const fixture = fileURLToPath(new URL('./server-fixture.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Resolves with the exit code once the process has ended. */
  exited(): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, DATABASE_URL: '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const exited = () =>
    child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, exited };
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}
