// Starts serve-platform.ts in a child process and reads its memory from /proc (peak and current resident set).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestBackend } from '../../testing';

export interface PlatformProcess {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Resident set now and its peak since start, in MiB (Linux /proc). */
  memory(): { rssMb: number; peakMb: number };
  stop(): Promise<void>;
}

function procStatus(pid: number, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) / 1024;
}

/** `env` adds variables (S3_URL…) to the child's environment. */
export async function startPlatformProcess(backend: TestBackend, env: Record<string, string> = {}): Promise<PlatformProcess> {
  const script = fileURLToPath(new URL('./serve-platform.ts', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, backend], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`platform process exited with ${code}`)));
  });
  const info = JSON.parse(first) as { url: string; anonKey: string; serviceRoleKey: string };
  const pid = child.pid!;
  return {
    ...info,
    memory: () => ({ rssMb: procStatus(pid, 'VmRSS'), peakMb: procStatus(pid, 'VmHWM') }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
