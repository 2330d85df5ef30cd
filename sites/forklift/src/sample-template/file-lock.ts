// A cross-process lock on a directory name (mkdir is atomic), so parallel processes (starts, test files, benches)
// build a template only once.
import { mkdirSync, rmSync, statSync } from 'node:fs';

const STALE_MS = 10 * 60 * 1000;

export async function withDirLock<T>(lockDir: string, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      const age = Date.now() - (statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) rmSync(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
