// Old sample templates go once a new one is built: each version of the migrations or the generator has its own
// (~100 MB), and without pruning every `git pull && npm start` would leave one more until the next `npm ci`. Only
// those untouched for an hour go, so a process still copying from an older one (started before a change) finishes.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const STALE_AFTER_MS = 60 * 60 * 1000;

/** Removes the templates (and abandoned builds) in `cacheDir` other than `keep` last modified over an hour ago. */
export function pruneStaleTemplates(cacheDir: string, keep: string, now = Date.now()): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(cacheDir)) {
    if (name === keep || name.startsWith(`${keep}.`) || name.endsWith('.lock')) continue;
    const path = join(cacheDir, name);
    if (now - statSync(path).mtimeMs < STALE_AFTER_MS) continue;
    rmSync(path, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
