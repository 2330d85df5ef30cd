import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneStaleTemplates } from './prune-templates';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function template(cache: string, name: string, ageMs: number): void {
  const path = join(cache, name);
  mkdirSync(path);
  writeFileSync(join(path, 'PG_VERSION'), '17');
  const at = (Date.now() - ageMs) / 1000;
  utimesSync(path, at, at);
}

describe('pruning sample templates', () => {
  it('removes other templates and abandoned builds untouched for an hour, keeping the current one, locks and recent ones', () => {
    const cache = mkdtempSync(join(tmpdir(), 'kit-prune-'));
    dirs.push(cache);
    const hours = (count: number) => count * 60 * 60 * 1000;
    template(cache, 'current', hours(5));
    template(cache, 'current.123.abcd', hours(5));
    template(cache, 'old', hours(2));
    template(cache, 'old.456.ef01', hours(2));
    template(cache, 'recent', hours(0.5));
    writeFileSync(join(cache, 'old.lock'), '');
    expect(pruneStaleTemplates(cache, 'current').sort()).toEqual(['old', 'old.456.ef01']);
    expect(readdirSync(cache).sort()).toEqual(['current', 'current.123.abcd', 'old.lock', 'recent']);
  });
});
